import { describe, expect, it } from 'vitest';
import { ESTADOS_CONSULTA, type Actor, type ConsultaAcceso, type EstadoConsulta } from '../consultas/estado.ts';
import { faltaConsentimientoImagenes, puedeEscribir, puedeLeerMensajes } from './participacion.ts';

const actores: Record<string, Actor> = {
  familia: { id: 'fam-a', rol: 'user' },
  otraFamilia: { id: 'fam-b', rol: 'user' },
  asignado: { id: 'ped-1', rol: 'pediatra' },
  otroPediatra: { id: 'ped-2', rol: 'pediatra' },
  admin: { id: 'adm', rol: 'admin' },
};
const consulta = (status: EstadoConsulta): ConsultaAcceso => ({ status, userId: 'fam-a', pediatraId: status === 'pendiente' || status === 'cancelada' ? null : 'ped-1' });

describe('who writes and reads a chat', () => {
  it.each([
    ['familia', ['activa']],
    ['asignado', ['activa']],
    ['otraFamilia', []],
    ['otroPediatra', []],
    ['admin', []],
  ] as const)('%s writes only while %j', (quien, estados) => {
    expect(ESTADOS_CONSULTA.filter((e) => puedeEscribir(actores[quien]!, consulta(e)).ok)).toEqual(estados);
  });

  it('tells a participant that the chat is not active, and anyone else only that they may not', () => {
    expect(puedeEscribir(actores.familia!, consulta('cerrada'))).toEqual({ ok: false, motivo: 'no_activa' });
    expect(puedeEscribir(actores.asignado!, consulta('cerrada'))).toEqual({ ok: false, motivo: 'no_activa' });
    expect(puedeEscribir(actores.otroPediatra!, consulta('pendiente'))).toEqual({ ok: false, motivo: 'sin_permiso' });
  });

  it.each([
    ['familia', ['pendiente', 'activa', 'cerrada', 'cancelada']],
    ['asignado', ['activa', 'cerrada']],
    ['otraFamilia', []],
    ['otroPediatra', []],
    ['admin', ['activa']],
  ] as const)('%s reads the messages when it is %j', (quien, estados) => {
    expect(ESTADOS_CONSULTA.filter((e) => puedeLeerMensajes(actores[quien]!, consulta(e)))).toEqual(estados);
  });
});

describe('image consent before the first photo', () => {
  const sin = { ...consulta('activa'), imagenesConsentidas: false };
  const con = { ...consulta('activa'), imagenesConsentidas: true };
  it('asks the family that did not consent, for an image only', () => {
    expect(faltaConsentimientoImagenes(actores.familia!, sin, true)).toBe(true);
    expect(faltaConsentimientoImagenes(actores.familia!, sin, false)).toBe(false);
    expect(faltaConsentimientoImagenes(actores.familia!, con, true)).toBe(false);
  });
  it('never asks the paediatrician: the consent is about the family\'s child', () => {
    expect(faltaConsentimientoImagenes(actores.asignado!, sin, true)).toBe(false);
  });
});
