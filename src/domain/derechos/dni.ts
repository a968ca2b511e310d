/**
 * Spanish identity numbers with their control letter: DNI (8 digits + letter)
 * and NIE (X/Y/Z + 7 digits + letter; X=0, Y=1, Z=2 for the check).
 */
const LETRAS = 'TRWAGMYFPDXBNJZSQVHLCKE';

export function normalizarDocumento(texto: string): string {
  return texto.replace(/[\s.-]/g, '').toUpperCase();
}

export function esDniNieValido(texto: string): boolean {
  const doc = normalizarDocumento(texto);
  const m = /^([XYZ]?)(\d{7,8})([A-Z])$/.exec(doc);
  if (!m) return false;
  const [, prefijo, digitos, letra] = m as unknown as [string, string, string, string];
  if (prefijo === '' && digitos.length !== 8) return false;
  if (prefijo !== '' && digitos.length !== 7) return false;
  const numero = Number(`${prefijo === '' ? '' : 'XYZ'.indexOf(prefijo)}${digitos}`);
  return LETRAS[numero % 23] === letra;
}
