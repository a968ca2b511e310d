/** Picks the files adapter from the configuration: an S3-compatible bucket when S3_BUCKET is set, DATA_DIR/files otherwise. */
import path from 'node:path';
import { loadAuthSecret } from '../auth/secret.ts';
import type { Config } from '../config.ts';
import type { Reloj } from '../limits/ventana.ts';
import type { Almacen } from './almacen.ts';
import { derivarClaveEnlaces } from './firma.ts';
import { crearAlmacenLocal } from './local.ts';
import { crearAlmacenS3 } from './s3.ts';

export type ConfigAlmacen = Pick<
  Config,
  'DATA_DIR' | 'BETTER_AUTH_SECRET' | 'S3_BUCKET' | 'S3_ENDPOINT' | 'S3_REGION' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_FORCE_PATH_STYLE'
>;

export function crearAlmacen(config: ConfigAlmacen, { reloj = Date.now }: { reloj?: Reloj } = {}): Almacen {
  if (config.S3_BUCKET) {
    return crearAlmacenS3({
      bucket: config.S3_BUCKET,
      endpoint: config.S3_ENDPOINT,
      region: config.S3_REGION,
      credenciales:
        config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
          ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
          : undefined,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
      reloj,
    });
  }
  return crearAlmacenLocal({
    directorio: path.join(config.DATA_DIR, 'files'),
    claveEnlaces: derivarClaveEnlaces(loadAuthSecret(config.BETTER_AUTH_SECRET, config.DATA_DIR)),
    reloj,
  });
}
