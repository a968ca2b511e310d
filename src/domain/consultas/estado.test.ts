import { describe, expect, it } from 'vitest';
import { debeRecibirAviso, decidir, ESTADOS_CONSULTA, faltaColegiadoParaAceptar, puedeVer, type AccionConsulta, type Actor, type ConsultaAcceso, type EstadoConsulta } from './estado.ts';

const familia: Actor = { id: 'fam-a', rol: 'user' };
const otraFamilia: Actor = { id: 'fam-b', rol: 'user' };
const asignado: Actor = { id: 'ped-1', rol: 'pediatra' };
const otroPediatra: Actor = { id: 'ped-2', rol: 'pediatra' };
const admin: Actor = { id: 'adm', rol: 'admin' };

function consulta(status: EstadoConsulta): ConsultaAcceso {
  return { status, userId: 'fam-a', pediatraId: status === 'pendiente' || status === 'cancelada' ? null : 'ped-1' };
}

describe('the consultation state machine', () => {
  // Every actor × action × state: the whole table, so a changed rule shows up as a changed cell.
  const esperado: Record<string, Record<AccionConsulta, EstadoConsulta | 'sin_permiso' | 'estado'>> = {
    'familia pendiente': { aceptar: 'sin_permiso', cerrar: 'sin_permiso', cancelar: 'cancelada' },
    'familia activa': { aceptar: 'sin_permiso', cerrar: 'sin_permiso', cancelar: 'estado' },
    'familia cerrada': { aceptar: 'sin_permiso', cerrar: 'sin_permiso', cancelar: 'estado' },
    'familia cancelada': { aceptar: 'sin_permiso', cerrar: 'sin_permiso', cancelar: 'estado' },
    'otraFamilia pendiente': { aceptar: 'sin_permiso', cerrar: 'sin_permiso', cancelar: 'sin_permiso' },
    'otraFamilia activa': { aceptar: 'sin_permiso', cerrar: 'sin_permiso', cancelar: 'sin_permiso' },
    'otraFamilia cerrada': { aceptar: 'sin_permiso', cerrar: 'sin_permiso', cancelar: 'sin_permiso' },
    'otraFamilia cancelada': { aceptar: 'sin_permiso', cerrar: 'sin_permiso', cancelar: 'sin_permiso' },
    'asignado pendiente': { aceptar: 'activa', cerrar: 'sin_permiso', cancelar: 'sin_permiso' },
    'asignado activa': { aceptar: 'estado', cerrar: 'cerrada', cancelar: 'sin_permiso' },
    'asignado cerrada': { aceptar: 'estado', cerrar: 'estado', cancelar: 'sin_permiso' },
    'asignado cancelada': { aceptar: 'sin_permiso', cerrar: 'sin_permiso', cancelar: 'sin_permiso' },
    'otroPediatra pendiente': { aceptar: 'activa', cerrar: 'sin_permiso', cancelar: 'sin_permiso' },
    'otroPediatra activa': { aceptar: 'sin_permiso', cerrar: 'sin_permiso', cancelar: 'sin_permiso' },
    'otroPediatra cerrada': { aceptar: 'sin_permiso', cerrar: 'sin_permiso', cancelar: 'sin_permiso' },
    'otroPediatra cancelada': { aceptar: 'sin_permiso', cerrar: 'sin_permiso', cancelar: 'sin_permiso' },
    'admin pendiente': { aceptar: 'sin_permiso', cerrar: 'sin_permiso', cancelar: 'sin_permiso' },
    'admin activa': { aceptar: 'sin_permiso', cerrar: 'sin_permiso', cancelar: 'sin_permiso' },
    'admin cerrada': { aceptar: 'sin_permiso', cerrar: 'sin_permiso', cancelar: 'sin_permiso' },
    'admin cancelada': { aceptar: 'sin_permiso', cerrar: 'sin_permiso', cancelar: 'sin_permiso' },
  };
  const actores = { familia, otraFamilia, asignado, otroPediatra, admin };

  for (const [nombre, actor] of Object.entries(actores)) {
    for (const estado of ESTADOS_CONSULTA) {
      for (const accion of ['aceptar', 'cerrar', 'cancelar'] as const) {
        it(`${nombre} · ${accion} · ${estado}`, () => {
          const d = decidir(actor, accion, consulta(estado));
          expect(d.ok ? d.hacia : d.motivo).toBe(esperado[`${nombre} ${estado}`]![accion]);
        });
      }
    }
  }

  it('a consultation whose family deleted its account is nobody’s to cancel', () => {
    expect(decidir({ id: 'x', rol: 'user' }, 'cancelar', { status: 'pendiente', userId: null, pediatraId: null })).toEqual({ ok: false, motivo: 'sin_permiso' });
  });
});

describe('who sees a consultation', () => {
  it.each([
    ['familia', familia, ['pendiente', 'activa', 'cerrada', 'cancelada']],
    ['otraFamilia', otraFamilia, []],
    ['asignado', asignado, ['pendiente', 'activa', 'cerrada']],
    ['otroPediatra', otroPediatra, ['pendiente']],
    ['admin', admin, ['activa']],
  ] as const)('%s sees it when it is %j', (_nombre, actor, estados) => {
    expect(ESTADOS_CONSULTA.filter((e) => puedeVer(actor, consulta(e)))).toEqual(estados);
  });

  it('tells every paediatrician when a waiting consultation is taken, and nobody else outside it', () => {
    const tomada = consulta('activa');
    expect(debeRecibirAviso(otroPediatra, tomada, 'pendiente')).toBe(true);
    expect(debeRecibirAviso(otroPediatra, consulta('cerrada'), 'activa')).toBe(false);
    expect(debeRecibirAviso(otraFamilia, tomada, 'pendiente')).toBe(false);
    expect(debeRecibirAviso(admin, consulta('cerrada'), 'activa')).toBe(true);
    expect(debeRecibirAviso(admin, consulta('pendiente'), null)).toBe(false);
    expect(debeRecibirAviso(familia, consulta('cancelada'), 'pendiente')).toBe(true);
  });
});

describe('accepting needs a número de colegiado', () => {
  it.each([
    ['aceptar', null, true],
    ['aceptar', undefined, true],
    ['aceptar', '', true],
    ['aceptar', '   ', true],
    ['aceptar', '282812345', false],
    ['cerrar', null, false],
    ['cancelar', null, false],
  ] as const)('%s with %j: missing %s', (accion, numero, falta) => {
    expect(faltaColegiadoParaAceptar(accion, numero)).toBe(falta);
  });
});
