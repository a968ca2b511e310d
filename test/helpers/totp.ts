/** RFC 6238 codes, as an authenticator app computes them (SHA-1, 30 s, 6 digits). */
import { createHmac } from 'node:crypto';

function base32(texto: string): Buffer {
  const alfabeto = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const c of texto.replace(/=+$/, '').toUpperCase()) bits += alfabeto.indexOf(c).toString(2).padStart(5, '0');
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((b) => Number.parseInt(b, 2)));
}

export function totp(otpauthUri: string, ahora = Date.now()): string {
  const secreto = new URL(otpauthUri).searchParams.get('secret') ?? '';
  const contador = Buffer.alloc(8);
  contador.writeBigUInt64BE(BigInt(Math.floor(ahora / 1000 / 30)));
  const hmac = createHmac('sha1', base32(secreto)).update(contador).digest();
  const desplazamiento = (hmac[hmac.length - 1] as number) & 0xf;
  const codigo = (hmac.readUInt32BE(desplazamiento) & 0x7fffffff) % 1_000_000;
  return String(codigo).padStart(6, '0');
}
