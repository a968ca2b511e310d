import { describe, expect, it } from 'vitest';
import { urlConsulta } from '../../../domain/avisos/textos.ts';
import { consultaEnEnlace } from './enlace.ts';

describe('the consultation a notification links to', () => {
  it('is read back from the link the server puts in the notification', () => {
    const id = '0b6f4a52-7a8e-4c55-9a59-3c1f1d2e3f40';
    expect(consultaEnEnlace(new URL(urlConsulta(id), 'https://x.example').search)).toBe(id);
  });

  it('anything that is not a consultation id opens nothing', () => {
    for (const search of ['', '?consulta=', '?consulta=abc', '?consulta=../../admin', '?otra=0b6f4a52-7a8e-4c55-9a59-3c1f1d2e3f40']) {
      expect(consultaEnEnlace(search)).toBeNull();
    }
  });
});
