/**
 * The verification code printed on every clinical document (issue 12): 80
 * random bits in Crockford's base 32 (no I, L, O or U, so nothing reads as
 * another character), as 'TP-XXXX-XXXX-XXXX-XXXX'. Unguessable: one valid
 * code among 2^80. A code typed by a pharmacist is read forgivingly: case,
 * spaces and dashes do not matter, and O, I and L are read as 0, 1 and 1.
 */
const ALFABETO = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const PREFIJO = 'TP';
const CARACTERES = 16;
export const BYTES_CODIGO = 10;

/** The code for 10 random bytes (the caller brings them: crypto in the server). */
export function codigoDesdeBytes(bytes: Uint8Array): string {
  if (bytes.length !== BYTES_CODIGO) throw new RangeError(`Un código necesita ${BYTES_CODIGO} bytes.`);
  let bits = 0n;
  for (const b of bytes) bits = (bits << 8n) | BigInt(b);
  let texto = '';
  for (let i = CARACTERES - 1; i >= 0; i--) texto += ALFABETO[Number((bits >> BigInt(i * 5)) & 31n)];
  return conGrupos(texto);
}

/** The canonical form of what someone typed, or null if it cannot be one of our codes. */
export function normalizarCodigo(escrito: string): string | null {
  if (escrito.length > 64) return null;
  let limpio = escrito.toUpperCase().replace(/[\s-]/g, '');
  if (limpio.startsWith(PREFIJO) && limpio.length === CARACTERES + PREFIJO.length) limpio = limpio.slice(PREFIJO.length);
  limpio = limpio.replace(/O/g, '0').replace(/[IL]/g, '1');
  if (limpio.length !== CARACTERES || [...limpio].some((c) => !ALFABETO.includes(c))) return null;
  return conGrupos(limpio);
}

function conGrupos(caracteres: string): string {
  const grupos: string[] = [];
  for (let i = 0; i < caracteres.length; i += 4) grupos.push(caracteres.slice(i, i + 4));
  return [PREFIJO, ...grupos].join('-');
}
