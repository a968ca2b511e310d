/**
 * A paediatrician's professional registration as the family is shown it
 * (security-legal-notes B6): the número de colegiado given by the Colegio
 * Oficial de Médicos of a province. Numbers are 9 digits today (province
 * code, then the member number); older ones are shorter, so 5 to 9 digits
 * are accepted and the operator's spaces or dashes are dropped.
 */
export interface Colegiacion {
  readonly numero: string;
  readonly provincia: string;
}

export function validarColegiacion(numero: string, provincia: string): { ok: true; colegiacion: Colegiacion } | { ok: false; motivo: string } {
  const limpio = numero.replace(/[\s-]/g, '');
  if (!/^\d{5,9}$/.test(limpio)) return { ok: false, motivo: 'El número de colegiado debe tener entre 5 y 9 cifras.' };
  const lugar = provincia.trim().replace(/\s+/g, ' ');
  if (lugar.length < 2 || lugar.length > 60 || !/^[\p{L} .'-]+$/u.test(lugar)) return { ok: false, motivo: 'La provincia del colegio no es válida.' };
  return { ok: true, colegiacion: { numero: limpio, provincia: lugar } };
}
