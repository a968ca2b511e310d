/**
 * A .docx is a zip. Before anything inflates it (file-type reads one entry,
 * the paediatrician's word processor all of them), its central directory must
 * describe a reasonable document: few entries, a bounded total size, no
 * absurd compression ratio, nothing encrypted, no paths that climb out. The
 * sizes the directory declares are then held to: every entry is inflated
 * into nothing, and yauzl stops it one byte past its declared size, so a zip
 * that lies about its sizes costs at most the declared total to find out.
 */
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yauzl, { type Entry } from 'yauzl';

export interface LimitesZip {
  readonly entradas: number;
  /** Sum of the declared uncompressed sizes. */
  readonly totalDescomprimido: number;
  /** Largest uncompressed/compressed ratio of one entry… */
  readonly ratio: number;
  /** …for entries larger than this (tiny entries have meaningless ratios). */
  readonly umbralRatio: number;
}

/**
 * A 10 MB Word document with photos inflates to little more than 10 MB; one
 * of pure text to a few tens. XML rarely compresses past 1:50; deflate's
 * ceiling is about 1:1030, which bombs use.
 */
export const LIMITES_ZIP: LimitesZip = {
  entradas: 2000,
  totalDescomprimido: 100 * 1024 * 1024,
  ratio: 200,
  umbralRatio: 1024 * 1024,
};

export type RevisionZip =
  | { readonly ok: true; readonly nombres: ReadonlySet<string> }
  | { readonly ok: false; readonly motivo: 'bomba' | 'no_valido' };

export function esZip(bytes: Uint8Array): boolean {
  // Local file header, or the end record of an empty archive.
  return bytes[0] === 0x50 && bytes[1] === 0x4b && ((bytes[2] === 3 && bytes[3] === 4) || (bytes[2] === 5 && bytes[3] === 6));
}

export async function revisarZip(bytes: Buffer, limites: LimitesZip = LIMITES_ZIP): Promise<RevisionZip> {
  let zip;
  try {
    // strictFileNames: a backslash in a name is an error, not a separator to translate.
    zip = await yauzl.fromBufferPromise(bytes, { lazyEntries: true, decodeStrings: true, validateEntrySizes: true, strictFileNames: true });
  } catch {
    return { ok: false, motivo: 'no_valido' };
  }
  try {
    if (zip.entryCount > limites.entradas) return { ok: false, motivo: 'bomba' };
    const entradas: Entry[] = [];
    let total = 0;
    // yauzl refuses absolute names and '..' components while reading the directory.
    for await (const entrada of zip.eachEntry()) {
      if (entrada.isEncrypted() || !entrada.canDecodeFileData()) return { ok: false, motivo: 'no_valido' };
      total += entrada.uncompressedSize;
      if (total > limites.totalDescomprimido) return { ok: false, motivo: 'bomba' };
      const ratio = entrada.uncompressedSize / Math.max(1, entrada.compressedSize);
      if (entrada.uncompressedSize > limites.umbralRatio && ratio > limites.ratio) return { ok: false, motivo: 'bomba' };
      entradas.push(entrada);
    }
    for (const entrada of entradas) {
      // Fails with "too many bytes in the stream" as soon as an entry outgrows its declared size.
      await pipeline(await zip.openReadStreamPromise(entrada), sumidero());
    }
    return { ok: true, nombres: new Set(entradas.map((e) => e.fileName)) };
  } catch {
    return { ok: false, motivo: 'no_valido' };
  } finally {
    zip.close();
  }
}

function sumidero(): Writable {
  return new Writable({
    write(_trozo, _codificacion, listo) {
      listo();
    },
  });
}
