/** The consultation a notification's link names: /consultas?consulta=<id> (domain/avisos/textos.ts urlConsulta). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function consultaEnEnlace(search: string): string | null {
  const id = new URLSearchParams(search).get('consulta');
  return id && UUID.test(id) ? id : null;
}
