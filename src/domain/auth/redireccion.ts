/**
 * Where the auth links may send a browser back to: only a path on our own
 * origin. Anything that a browser could read as another host — `//evil`,
 * `/\evil`, `/.//evil` once resolved, the same percent-encoded, with tabs or
 * newlines the URL parser drops, or any absolute URL — is refused.
 */
const MAXIMO = 512;
const BASE = 'http://origen.invalid';
// eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
const CONTROL_O_BARRA_INVERSA = /[\u0000-\u001f\u007f\\]/;

function decodificaciones(valor: string): string[] {
  const formas = [valor];
  let actual = valor;
  for (let i = 0; i < 3; i++) {
    try {
      const siguiente = decodeURIComponent(actual);
      if (siguiente === actual) break;
      formas.push(siguiente);
      actual = siguiente;
    } catch {
      return [...formas, '\\'];
    }
  }
  return formas;
}

function esRutaLocal(forma: string): boolean {
  if (!forma.startsWith('/') || forma.startsWith('//')) return false;
  if (CONTROL_O_BARRA_INVERSA.test(forma)) return false;
  let resuelta: URL;
  try {
    resuelta = new URL(forma, BASE);
  } catch {
    return false;
  }
  return resuelta.origin === BASE && !resuelta.pathname.startsWith('//');
}

export function esRedireccionInterna(valor: unknown): valor is string {
  if (typeof valor !== 'string' || valor.length === 0 || valor.length > MAXIMO) return false;
  return decodificaciones(valor).every(esRutaLocal);
}
