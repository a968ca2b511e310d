import { describe, expect, it } from 'vitest';
import { esContrasenaComun } from './contrasena.ts';

describe('common passwords', () => {
  it.each(['12345678', 'Password', 'contraseña', 'CONTRASENA123', 'zzzzzzzzzz', 'barcelona'])('refuses %j', (p) => {
    expect(esContrasenaComun(p)).toBe(true);
  });

  it('refuses the e-mail name with a few characters added', () => {
    expect(esContrasenaComun('martagarcia1', 'martagarcia@example.com')).toBe(true);
  });

  it('refuses the e-mail address itself, whatever the case', () => {
    expect(esContrasenaComun('Marta.Garcia.Lopez@Example.com', 'marta.garcia.lopez@example.com')).toBe(true);
  });

  it.each(['una frase larga y segura', 'Ñandú-con-tilde-2026', '猫が好きです-とても', 'x'.repeat(64) + '!', 'caballo batería grapa correcta'])('accepts %j', (p) => {
    expect(esContrasenaComun(p, 'marta@example.com')).toBe(false);
  });
});
