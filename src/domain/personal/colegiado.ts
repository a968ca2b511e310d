/**
 * A paediatrician's professional identity as the family is shown it
 * (security-legal-notes B6, issue 12): full name, the número de colegiado
 * given by the Colegio Oficial de Médicos of a province, and the specialty.
 * Numbers are 9 digits today (province code, then the member number); older
 * ones are shorter, so 5 to 9 digits are accepted and the operator's spaces
 * or dashes are dropped.
 */
export interface Colegiacion {
  readonly numero: string;
  readonly provincia: string;
}

/** What a profile without a recorded specialty shows and prints: the service is paediatrics. */
export const ESPECIALIDAD_POR_DEFECTO = 'Pediatría';

type Validado<T> = { ok: true; valor: T } | { ok: false; motivo: string };

/** Spaces tidied and one Unicode form, so 'José' typed two ways is stored one way. */
function ordenar(texto: string): string {
  return texto.normalize('NFC').trim().replace(/\s+/g, ' ');
}

export function validarColegiacion(numero: string, provincia: string): { ok: true; colegiacion: Colegiacion } | { ok: false; motivo: string } {
  const limpio = numero.replace(/[\s-]/g, '');
  if (!/^\d{5,9}$/.test(limpio)) return { ok: false, motivo: 'El número de colegiado debe tener entre 5 y 9 cifras.' };
  const lugar = ordenar(provincia);
  if (lugar.length < 2 || lugar.length > 60 || !/^[\p{L} .'-]+$/u.test(lugar)) return { ok: false, motivo: 'La provincia del colegio no es válida.' };
  return { ok: true, colegiacion: { numero: limpio, provincia: lugar } };
}

// A name starts with a letter; then letters, spaces and what Spanish names carry: hyphens, apostrophes, 'Mª', 'Sta.'.
const NOMBRE = /^\p{L}[\p{L}\p{M} .'’ªº-]*$/u;
// A specialty as the Ministry names them: 'Pediatría y sus Áreas Específicas', 'Neumología (pediátrica)'.
const ESPECIALIDAD = /^\p{L}[\p{L}\p{M} .,'’()/-]*$/u;

function validarTexto(texto: string, { min, max, patron, motivo }: { min: number; max: number; patron: RegExp; motivo: string }): Validado<string> {
  const limpio = ordenar(texto);
  return limpio.length >= min && limpio.length <= max && patron.test(limpio) ? { ok: true, valor: limpio } : { ok: false, motivo };
}

export const validarNombre = (nombre: string): Validado<string> =>
  validarTexto(nombre, { min: 2, max: 60, patron: NOMBRE, motivo: 'El nombre debe tener entre 2 y 60 caracteres: letras, espacios, guiones, apóstrofos o puntos.' });

export const validarApellidos = (apellidos: string): Validado<string> =>
  validarTexto(apellidos, { min: 2, max: 80, patron: NOMBRE, motivo: 'Los apellidos deben tener entre 2 y 80 caracteres: letras, espacios, guiones, apóstrofos o puntos.' });

export const validarEspecialidad = (especialidad: string): Validado<string> =>
  validarTexto(especialidad, {
    min: 3,
    max: 80,
    patron: ESPECIALIDAD,
    motivo: 'La especialidad debe tener entre 3 y 80 caracteres: letras, espacios, guiones, comas o paréntesis.',
  });

export interface IdentidadProfesional {
  readonly colegiacion: Colegiacion;
  /** Only what the operator gave; the rest of the profile stays as it is. */
  readonly nombre?: string;
  readonly apellidos?: string;
  readonly especialidad?: string;
}

/** The operator's set-colegiado input, every field checked; the first problem is the answer. */
export function validarIdentidadProfesional(entrada: {
  numero: string;
  provincia: string;
  nombre?: string;
  apellidos?: string;
  especialidad?: string;
}): { ok: true; identidad: IdentidadProfesional } | { ok: false; motivo: string } {
  const colegiacion = validarColegiacion(entrada.numero, entrada.provincia);
  if (!colegiacion.ok) return colegiacion;
  const campos = [
    ['nombre', entrada.nombre, validarNombre],
    ['apellidos', entrada.apellidos, validarApellidos],
    ['especialidad', entrada.especialidad, validarEspecialidad],
  ] as const;
  const identidad: { -readonly [K in keyof IdentidadProfesional]: IdentidadProfesional[K] } = { colegiacion: colegiacion.colegiacion };
  for (const [campo, valor, validar] of campos) {
    if (valor === undefined) continue;
    const validado = validar(valor);
    if (!validado.ok) return validado;
    identidad[campo] = validado.valor;
  }
  return { ok: true, identidad };
}

/** The specialty to store: the one given, else the one recorded, else paediatrics. */
export function especialidadAGuardar(dada: string | undefined, registrada: string | null): string {
  return dada ?? (registrada?.trim() ? registrada : ESPECIALIDAD_POR_DEFECTO);
}

/** The registration as the family reads it in the chat: 'Nº de colegiado 282812345 (Madrid)'. */
export function lineaColegiado(numero: string, provincia: string | null): string {
  return provincia ? `Nº de colegiado ${numero} (${provincia})` : `Nº de colegiado ${numero}`;
}

/** The whole identity on one line, as the operator checks it: 'Ana Ruiz Gil · Pediatría · Nº de colegiado 282812345 (Madrid)'. */
export function lineaIdentidad(p: { nombre: string; apellidos: string; especialidad: string | null; numero: string; provincia: string | null }): string {
  const nombre = `${p.nombre} ${p.apellidos}`.trim() || '(sin nombre)';
  return [nombre, p.especialidad?.trim() || ESPECIALIDAD_POR_DEFECTO, lineaColegiado(p.numero, p.provincia)].join(' · ');
}
