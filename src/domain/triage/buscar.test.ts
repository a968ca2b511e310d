import { describe, expect, it } from 'vitest';
import { crearBuscador, normalizar } from './buscar.ts';

const buscar = crearBuscador([
  { id: 'mocos_congestion', nombre: 'Mocos y congestión', sinonimos: ['nariz taponada', 'resfriado', 'catarro'] },
  { id: 'golpes_caidas', nombre: 'Golpes y caídas', sinonimos: ['se ha caído', 'chichón', 'golpe en la cabeza'] },
  { id: 'cuerpo_extrano', nombre: 'Se ha tragado algo', sinonimos: ['pila', 'moneda', 'atragantado'] },
  { id: 'problemas_piel', nombre: 'Problemas de piel', sinonimos: ['granos', 'sarpullido', 'ronchas'] },
  { id: 'llanto_inconsolable', nombre: 'Llanto inconsolable', sinonimos: ['no para de llorar', 'cólico'] },
]);
const ids = (consulta: string) => buscar(consulta).map((f) => f.id);

describe('symptom search', () => {
  it('ignores accents, case and punctuation', () => {
    expect(normalizar('¡Se ha CAÍDO!  ')).toBe('se ha caido');
  });

  it.each([
    ['pila', 'cuerpo_extrano'],
    ['moco', 'mocos_congestion'],
    ['se ha caído', 'golpes_caidas'],
    ['se ha caido', 'golpes_caidas'],
    ['granos', 'problemas_piel'],
    ['no para de llorar', 'llanto_inconsolable'],
    ['mi hijo tiene mocos', 'mocos_congestion'],
    ['CHICHON', 'golpes_caidas'],
  ])('%j finds %s first', (consulta, id) => {
    expect(ids(consulta)[0]).toBe(id);
  });

  it('leaves out matches far weaker than the best', () => {
    expect(ids('no para de llorar')).toEqual(['llanto_inconsolable']);
  });

  it('finds nothing for unrelated words or too little text', () => {
    expect(ids('ordenador')).toEqual([]);
    expect(ids('a')).toEqual([]);
    expect(ids('mi hijo')).toEqual([]);
  });
});
