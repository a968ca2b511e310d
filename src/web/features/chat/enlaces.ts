/**
 * Splits a message's text into plain text and links. Only well-formed
 * http(s) URLs become links; anything else (javascript:, data:, a bare
 * 'www.') stays text. React escapes the text, so nothing here is HTML.
 */
export type TrozoTexto = { readonly tipo: 'texto'; readonly texto: string } | { readonly tipo: 'enlace'; readonly texto: string; readonly href: string };

const CANDIDATO = /https?:\/\/[^\s<>"']+/gi;
// Punctuation that ends a sentence rather than the URL.
const FINAL_SOBRANTE = /[.,;:!?)\]}]+$/;

/** The URL as a safe href, or null when it is not a plain http(s) URL. */
export function hrefSeguro(candidato: string): string | null {
  let url: URL;
  try {
    url = new URL(candidato);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username !== '' || url.password !== '' || url.hostname === '') return null;
  return url.href;
}

export function partirEnlaces(texto: string): TrozoTexto[] {
  const trozos: TrozoTexto[] = [];
  let desde = 0;
  const anadirTexto = (t: string) => {
    if (t.length === 0) return;
    const ultimo = trozos.at(-1);
    if (ultimo?.tipo === 'texto') trozos[trozos.length - 1] = { tipo: 'texto', texto: ultimo.texto + t };
    else trozos.push({ tipo: 'texto', texto: t });
  };
  for (const encontrado of texto.matchAll(CANDIDATO)) {
    const inicio = encontrado.index;
    const candidato = encontrado[0].replace(FINAL_SOBRANTE, '');
    const href = hrefSeguro(candidato);
    anadirTexto(texto.slice(desde, inicio));
    if (href) trozos.push({ tipo: 'enlace', texto: candidato, href });
    else anadirTexto(candidato);
    desde = inicio + candidato.length;
  }
  anadirTexto(texto.slice(desde));
  return trozos;
}
