/**
 * An S3-compatible server on loopback for the S3 adapter's tests:
 * @20minutes/s3rver (the maintained fork of s3rver, Node >= 24), which — unlike
 * s3rver 3.7.1 — checks SigV4 signatures and expiry of presigned links, so a
 * tampered or expired link is refused by the bucket itself.
 */
import S3rver from '@20minutes/s3rver';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface S3Local {
  readonly endpoint: string;
  readonly bucket: string;
  readonly credenciales: { readonly accessKeyId: string; readonly secretAccessKey: string };
  readonly directorio: string;
  parar(): Promise<void>;
}

export async function arrancarS3Local(bucket = 'consultation-files'): Promise<S3Local> {
  const directorio = await mkdtemp(path.join(tmpdir(), 's3-local-'));
  const servidor = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: directorio, configureBuckets: [{ name: bucket }] });
  const { port } = await servidor.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    // s3rver's fixed credentials; a request signed with any other secret is refused.
    credenciales: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    directorio,
    async parar() {
      await servidor.close();
      await rm(directorio, { recursive: true, force: true });
    },
  };
}
