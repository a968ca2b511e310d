import { describe, expect, it } from 'vitest';
import { FLUJOS_POR_ID } from '../triage/catalogue/index.ts';
import { recorrerRespuestas } from '../triage/run-answers.ts';
import { preguntasRespondidas, respuestaLegible } from './resumen-triaje.ts';

describe('the triage a consultation carries', () => {
  it('writes answers as a parent reads them', () => {
    expect(respuestaLegible('si_no', 'si')).toBe('Sí');
    expect(respuestaLegible('si_no', 'no')).toBe('No');
    expect(respuestaLegible('numero', 38.5)).toBe('38,5');
    expect(respuestaLegible('opciones', '1-2 años')).toBe('1-2 años');
  });

  it('keeps every question asked, in order, and only those', () => {
    const flujo = FLUJOS_POR_ID.get('fiebre')!;
    const respuestas: Record<string, string | number> = {};
    for (const p of flujo.preguntas) respuestas[p.id] = p.tipo === 'opciones' ? p.opciones![p.opciones!.length > 3 ? 3 : 0]! : p.tipo === 'si_no' ? 'no' : p.id === 'peso_kg' ? 12 : 38.2;
    const recorrido = recorrerRespuestas(flujo, Object.fromEntries(Object.entries(respuestas)));
    expect(recorrido.ok).toBe(true);
    const preguntadas = recorrido.ok ? recorrido.preguntadas : [];
    expect(preguntadas.length).toBeGreaterThan(2);
    const lista = preguntasRespondidas(flujo, respuestas, preguntadas);
    expect(lista).toHaveLength(preguntadas.length);
    expect(lista[0]!.pregunta).toBe(flujo.preguntas.find((p) => p.id === preguntadas[0])!.texto);
    expect(lista.every((r) => r.respuesta.length > 0)).toBe(true);
  });
});
