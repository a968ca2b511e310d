/**
 * Photos lose their metadata (DECISIONS beyond-10): every image is decoded
 * and encoded again with sharp, which writes no EXIF (the GPS position of the
 * family's home, the camera, the date), no XMP, no IPTC, no comments and no
 * ICC profile (the pixels are converted to sRGB first). The orientation the
 * camera recorded is applied to the pixels (`rotate()`), so the photo still
 * stands the right way up without the tag.
 *
 * JPEG stays JPEG and PNG stays PNG. A GIF becomes a PNG of its first frame:
 * an animation adds nothing to a clinical photo, PNG keeps the GIF's pixels
 * exactly, and one output format less to clean means one less way for
 * metadata (GIF comment and application extensions) to slip through.
 *
 * Images larger than 4096 px on their longer side are scaled down to it: a
 * paediatrician sees everything a chat photo can show, and a decompression
 * bomb (a tiny file that decodes to gigapixels) is refused before decoding.
 */
import sharp from 'sharp';

export type TipoImagen = 'image/jpeg' | 'image/png' | 'image/gif';

export const LADO_MAXIMO = 4096;
/** A 108-megapixel phone sensor fits; anything larger is refused unread. */
export const PIXELES_MAXIMOS = 120_000_000;

const FORMATO_SHARP: Record<TipoImagen, 'jpeg' | 'png' | 'gif'> = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/gif': 'gif' };

export interface ImagenLimpia {
  readonly bytes: Buffer;
  readonly tipo: 'image/jpeg' | 'image/png';
  readonly ancho: number;
  readonly alto: number;
}

/** Null when the bytes are not a decodable image of the given type. */
export async function reencodarImagen(bytes: Buffer, tipo: TipoImagen, pixelesMaximos = PIXELES_MAXIMOS): Promise<ImagenLimpia | null> {
  try {
    // failOn 'error': a phone JPEG with a harmless warning still goes through; a broken one does not.
    const entrada = sharp(bytes, { limitInputPixels: pixelesMaximos, failOn: 'error', pages: 1 });
    const { format } = await entrada.metadata();
    if (format !== FORMATO_SHARP[tipo]) return null;
    const girada = entrada
      .rotate()
      .resize({ width: LADO_MAXIMO, height: LADO_MAXIMO, fit: 'inside', withoutEnlargement: true })
      .timeout({ seconds: 30 });
    const salida = tipo === 'image/jpeg' ? girada.jpeg({ quality: 90 }) : girada.png({ palette: tipo === 'image/gif' });
    const { data, info } = await salida.toBuffer({ resolveWithObject: true });
    return { bytes: data, tipo: tipo === 'image/jpeg' ? 'image/jpeg' : 'image/png', ancho: info.width, alto: info.height };
  } catch {
    return null;
  }
}
