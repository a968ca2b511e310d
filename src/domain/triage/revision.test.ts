import { describe, expect, it } from 'vitest';
import { CATEGORIAS, FLUJOS } from './catalogue/index.ts';
import { describirCondicion } from './describir-condicion.ts';
import { documentoRevision } from './revision.ts';
import type { Flujo } from './types.ts';

const flujo = {
  id: 'x',
  preguntas: [
    { id: 'edad_rango', texto: '¿Qué edad tiene?', tipo: 'opciones', opciones: ['0-3 meses', '3-6 meses'] },
    { id: 'temperatura', texto: '¿Temperatura más alta?', tipo: 'numero' },
    { id: 'manchas', texto: '¿Manchas?', tipo: 'si_no' },
  ],
} as unknown as Flujo;

describe('rules in plain Spanish', () => {
  it('describes comparisons, lists, yes/no and precedence', () => {
    expect(describirCondicion("edad_rango = '0-3 meses' AND temperatura >= 38", flujo)).toBe(
      '«¿Qué edad tiene?» es «0-3 meses» y «¿Temperatura más alta?» es 38 o más',
    );
    expect(describirCondicion("manchas = 'si' OR edad_rango IN ['0-3 meses', '3-6 meses'] AND temperatura < 38.5", flujo)).toBe(
      '«¿Manchas?» es Sí o («¿Qué edad tiene?» es una de: «0-3 meses», «3-6 meses» y «¿Temperatura más alta?» es menor que 38,5)',
    );
  });
});

describe('review document', () => {
  it('has every flow, its rules, doses, sources and a sign-off box, escaped', () => {
    const html = documentoRevision(FLUJOS, CATEGORIAS, '2026-11-21');
    for (const f of FLUJOS) {
      expect(html).toContain(`id="${f.id}"`);
      for (const fuente of f.fuentes) expect(html).toContain(fuente.url.replaceAll('&', '&amp;'));
    }
    expect(html).toContain('URGENTE (rojo)');
    expect(html).toContain('En cualquier otro caso');
    expect(html).toContain('150.0 mg cada 6-8 horas (para 10 kg)');
    expect(html).toContain('Revisado por (pediatra)');
    expect(html).not.toMatch(/<script/i);
  });
});
