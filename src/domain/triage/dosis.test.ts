import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calcularDosis, describirDosis, intervaloDe, primerNumeroORango } from './dosis.ts';
import { FORMULARIO } from './formulario.ts';
import type { MedicacionSugerida } from './types.ts';

const paracetamol: MedicacionSugerida = {
  med: 'paracetamol',
  dosis_por_kg: '15 mg/kg cada 6-8 horas (máximo 60 mg/kg/día)',
  ejemplo: 'Para {peso} kg: {dosis} por toma',
};
const ibuprofeno: MedicacionSugerida = {
  med: 'ibuprofeno',
  dosis_por_kg: '10 mg/kg cada 6-8 horas (máximo 30 mg/kg/día)',
  ejemplo: 'Para {peso} kg: {dosis}',
};

describe('SPEC §5 dose parsing', () => {
  it('takes the first number or the midpoint of the first range', () => {
    expect(primerNumeroORango('15 mg/kg cada 6-8 horas')).toBe(15);
    expect(primerNumeroORango('10-15 mg/kg')).toBe(12.5);
    expect(primerNumeroORango('5-10 ml/kg cada 20-30 minutos')).toBe(7.5);
    expect(primerNumeroORango('0.25 mg/kg/día')).toBe(0.25);
    expect(primerNumeroORango('capa fina')).toBeNull();
  });

  it('reads the interval in hours or minutes', () => {
    expect(intervaloDe('15 mg/kg cada 6-8 horas')).toBe('cada 6-8 horas');
    expect(intervaloDe('5-10 ml/kg cada 20-30 minutos')).toBe('cada 20-30 minutos');
    expect(intervaloDe('cada 8 h')).toBe('cada 8 horas');
    expect(intervaloDe('una vez al día')).toBeNull();
  });
});

describe('dose for a weight', () => {
  it('computes mg, interval and the ml of the Spanish solutions', () => {
    const dosis = calcularDosis(paracetamol, 15);
    expect(dosis.exacta).toMatchObject({ cantidad: 225, unidad: 'mg', intervalo: 'cada 6-8 horas', maximoDiario: 900, limitada: false });
    expect(dosis.exacta?.volumenes).toEqual([{ concentracionMgMl: 100, ml: 2.2 }]);
    expect(describirDosis(dosis.exacta!)).toBe('225.0 mg cada 6-8 horas (para 15 kg)');
    expect(dosis.ejemplo).toBe('Para 15 kg: 225.0 mg por toma');
    expect(dosis.nombre).toBe('paracetamol');
  });

  it('gives ibuprofen volumes for 20 and 40 mg/ml', () => {
    const dosis = calcularDosis(ibuprofeno, 12);
    expect(dosis.exacta?.cantidad).toBe(120);
    expect(dosis.exacta?.volumenes).toEqual([
      { concentracionMgMl: 20, ml: 6 },
      { concentracionMgMl: 40, ml: 3 },
    ]);
  });

  it('caps at the adult maximum per dose and per day', () => {
    const dosis = calcularDosis(paracetamol, 90);
    expect(dosis.exacta).toMatchObject({ cantidad: 1000, limitada: true, maximoDiario: 4000 });
    expect(dosis.aviso).toContain('1000 mg');
    expect(calcularDosis(ibuprofeno, 60).exacta).toMatchObject({ cantidad: 400, maximoDiario: 1200 });
  });

  it('uses ml when the rule is in ml', () => {
    const suero: MedicacionSugerida = { med: 'suero_oral', dosis_por_kg: '5-10 ml/kg cada 20-30 minutos', ejemplo: '' };
    expect(calcularDosis(suero, 10).exacta).toMatchObject({ cantidad: 75, unidad: 'ml', intervalo: 'cada 20-30 minutos', volumenes: [] });
  });

  it('falls back to the example without a weight, or for creams', () => {
    expect(calcularDosis(paracetamol, 0)).toMatchObject({ exacta: null, ejemplo: 'Para … kg: … por toma' });
    const crema: MedicacionSugerida = {
      med: 'hidrocortisona_topica',
      dosis_por_kg: 'Crema al 1 %: capa fina una vez al día, máximo 7 días',
      ejemplo: 'Capa fina sobre la zona, una vez al día',
    };
    expect(calcularDosis(crema, 20)).toMatchObject({ exacta: null, ejemplo: 'Capa fina sobre la zona, una vez al día' });
  });

  it('refuses a figure under the minimum weight', () => {
    const dosis = calcularDosis(ibuprofeno, 4);
    expect(dosis.exacta).toBeNull();
    expect(dosis.aviso).toContain('5 kg');
  });

  it('never exceeds a per-dose or daily cap for any weight', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.5, max: 150, noNaN: true }), fc.constantFrom(paracetamol, ibuprofeno), (peso, item) => {
        const medicamento = FORMULARIO[item.med];
        const exacta = calcularDosis(item, peso).exacta;
        if (!exacta) return;
        expect(exacta.cantidad).toBeLessThanOrEqual(medicamento.maxDosis!);
        expect(exacta.maximoDiario!).toBeLessThanOrEqual(medicamento.maxDiaria!);
        for (const v of exacta.volumenes) expect(v.ml * v.concentracionMgMl).toBeLessThanOrEqual(exacta.cantidad + 1e-6);
      }),
    );
  });
});
