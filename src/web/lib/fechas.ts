/** Dates as the spec shows them: '14 de marzo, 18:05' (SPEC §2), whatever the browser's ICU version says. */
const PARTES = new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const FECHA = new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

export function fechaHora(iso: string): string {
  const partes = Object.fromEntries(PARTES.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  return `${partes.day} de ${partes.month}, ${partes.hour}:${partes.minute}`;
}

/** A calendar date (YYYY-MM-DD) without shifting it by the time zone. */
export function fechaCalendario(isoDia: string): string {
  return FECHA.format(new Date(`${isoDia}T00:00:00Z`));
}
