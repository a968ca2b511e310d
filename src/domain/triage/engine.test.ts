import { describe, expect, it, vi } from 'vitest';
import { checkFlow } from './check-flow.ts';
import { EDAD_OPCIONES } from './edad.ts';
import { avanzar, evaluarCondicion, evaluarTriaje, preguntasVisibles, reglaAplicable, rojoSeguro } from './engine.ts';
import type { Flujo, Regla } from './types.ts';

const regla = (si: string, urgencia: Regla['urgencia'], titulo: string, extra: Partial<Regla> = {}): Regla => ({
  si,
  urgencia,
  titulo,
  consejos: [],
  acciones_sugeridas: [],
  ...extra,
});

const PARACETAMOL = { med: 'paracetamol', dosis_por_kg: '15 mg/kg cada 6-8 horas', ejemplo: '' } as const;
const IBUPROFENO = { med: 'ibuprofeno', dosis_por_kg: '10 mg/kg cada 6-8 horas', ejemplo: '' } as const;

const prueba: Flujo = {
  id: 'prueba',
  nombre: 'Prueba',
  icono: '🧪',
  categoria: null,
  sinonimos: [],
  fuentes: [],
  revisado: '2026-11-21',
  preguntas: [
    { id: 'edad_rango', texto: '¿Qué edad tiene?', tipo: 'opciones', opciones: EDAD_OPCIONES },
    { id: 'manchas', texto: '¿Manchas?', tipo: 'si_no' },
    { id: 'medida', texto: '¿Le has medido la temperatura?', tipo: 'si_no' },
    { id: 'temperatura', texto: '¿Temperatura?', tipo: 'numero', mostrar_si: "medida = 'si'" },
    { id: 'peso_kg', texto: '¿Peso en kg?', tipo: 'numero' },
  ],
  reglas: [
    // Written out of order on purpose: matching goes rojo > amarillo > verde.
    regla("edad_rango IN ['0-3 meses','3-6 meses','6-12 meses','1-2 años','2-5 años','5-12 años','12+ años']", 'verde', 'Bien', {
      medicacion: [PARACETAMOL, IBUPROFENO],
    }),
    regla('temperatura >= 39', 'amarillo', 'Fiebre alta'),
    regla("manchas = 'si'", 'rojo', 'Manchas'),
    regla("edad_rango = '0-3 meses' AND temperatura >= 38", 'rojo', 'Bebé con fiebre'),
  ],
};

const base = { edad_rango: '2-5 años', manchas: 'no', medida: 'si', temperatura: 38, peso_kg: 15 };

describe('rule matching', () => {
  it('the test flow is well formed', () => {
    expect(checkFlow(prueba)).toEqual([]);
  });

  it('tries rojo before amarillo before verde, whatever the written order', () => {
    expect(reglaAplicable(prueba, { ...base, manchas: 'si', temperatura: 40 })?.titulo).toBe('Manchas');
    expect(reglaAplicable(prueba, { ...base, temperatura: 39 })?.titulo).toBe('Fiebre alta');
    expect(reglaAplicable(prueba, { ...base, temperatura: 38.9 })?.titulo).toBe('Bien');
  });

  it('falls back to the verde rule, else the first rule, else none', () => {
    const sinCatchAll: Flujo = { ...prueba, reglas: prueba.reglas.slice(1) };
    expect(reglaAplicable(sinCatchAll, base)?.titulo).toBe('Fiebre alta');
    const conVerde: Flujo = { ...prueba, reglas: [regla("manchas = 'si'", 'rojo', 'R'), regla("manchas = 'x'", 'verde', 'V')] };
    expect(reglaAplicable(conVerde, base)?.titulo).toBe('V');
    expect(reglaAplicable({ ...prueba, reglas: [] }, base)).toBeNull();
  });

  it('ignores answers of questions that are no longer shown', () => {
    // A stale temperature from before the parent changed 'medida' to 'no' must not count.
    expect(reglaAplicable(prueba, { ...base, medida: 'no', temperatura: 40 })?.titulo).toBe('Bien');
    expect(preguntasVisibles(prueba, { ...base, medida: 'no' }).map((p) => p.id)).not.toContain('temperatura');
  });

  it('logs a condition that fails to evaluate and counts it as false', () => {
    const alFallar = vi.fn();
    expect(evaluarCondicion("temperatura = 'alta'", { temperatura: 39 }, alFallar)).toBe(false);
    expect(alFallar).toHaveBeenCalledOnce();
  });
});

describe('early rojo exit', () => {
  it('stops as soon as rojo is certain', () => {
    const paso = avanzar(prueba, { edad_rango: '2-5 años', manchas: 'si' }, 1);
    expect(paso).toMatchObject({ tipo: 'resultado', anticipado: true, resultado: { urgencia: 'rojo', titulo: 'Manchas' } });
  });

  it('does not stop while rojo is only possible', () => {
    expect(rojoSeguro(prueba, { edad_rango: '0-3 meses' })).toBeNull();
    expect(avanzar(prueba, { edad_rango: '0-3 meses' }, 0)).toEqual({ tipo: 'pregunta', indice: 1 });
  });

  it('goes to the result after the last visible question', () => {
    const respuestas = { ...base, medida: 'no' };
    const visibles = preguntasVisibles(prueba, respuestas);
    const paso = avanzar(prueba, respuestas, visibles.length - 1);
    expect(paso).toMatchObject({ tipo: 'resultado', anticipado: false, resultado: { urgencia: 'verde' } });
  });
});

describe('medication in the result', () => {
  it('keeps ibuprofen from babies under 6 months and says why', () => {
    const resultado = evaluarTriaje(prueba, { ...base, edad_rango: '3-6 meses', temperatura: 37 });
    expect(resultado.medicacion.map((m) => m.med)).toEqual(['paracetamol']);
    expect(resultado.consejos.join(' ')).toContain('menores de 6 meses');
  });

  it('suggests both from 6 months', () => {
    const resultado = evaluarTriaje(prueba, { ...base, edad_rango: '6-12 meses', temperatura: 37 });
    expect(resultado.medicacion.map((m) => m.med)).toEqual(['paracetamol', 'ibuprofeno']);
  });

  it('never suggests medication in a rojo result', () => {
    const conMedicacion: Flujo = {
      ...prueba,
      reglas: [regla("manchas = 'si'", 'rojo', 'R', { medicacion: [PARACETAMOL] }), ...prueba.reglas],
    };
    expect(evaluarTriaje(conMedicacion, { ...base, manchas: 'si' }).medicacion).toEqual([]);
  });
});

describe('conditional advice (avisos)', () => {
  const conAviso: Flujo = {
    ...prueba,
    preguntas: [...prueba.preguntas.slice(0, -1), { id: 'preocupado', texto: '¿Preocupado?', tipo: 'si_no' }, prueba.preguntas.at(-1)!],
    avisos: [{ si: "preocupado = 'si'", consejo: 'Habla ahora con un pediatra.' }],
  };

  it('is type-checked like any condition', () => {
    expect(checkFlow(conAviso)).toEqual([]);
    expect(checkFlow({ ...conAviso, avisos: [{ si: "nadie = 'si'", consejo: 'x' }] })).toEqual([
      "aviso 1: 'nadie' no es una pregunta del flujo prueba",
    ]);
  });

  it('adds its advice to verde and amarillo results without changing the level', () => {
    const verde = evaluarTriaje(conAviso, { ...base, preocupado: 'si' });
    expect(verde.urgencia).toBe('verde');
    expect(verde.consejos.at(-1)).toBe('Habla ahora con un pediatra.');
    const amarillo = evaluarTriaje(conAviso, { ...base, temperatura: 39.5, preocupado: 'si' });
    expect(amarillo.urgencia).toBe('amarillo');
    expect(amarillo.consejos).toContain('Habla ahora con un pediatra.');
    expect(evaluarTriaje(conAviso, { ...base, preocupado: 'no' }).consejos).not.toContain('Habla ahora con un pediatra.');
  });

  it('never adds it to a rojo result', () => {
    const rojo = evaluarTriaje(conAviso, { ...base, manchas: 'si', preocupado: 'si' });
    expect(rojo.urgencia).toBe('rojo');
    expect(rojo.consejos).not.toContain('Habla ahora con un pediatra.');
  });
});
