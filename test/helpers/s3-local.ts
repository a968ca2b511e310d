/**
 * An S3-compatible server on loopback for the S3 adapter's tests:
 * @20minutes/s3rver (the maintained fork of s3rver, Node >= 24), which — unlike
 * s3rver 3.7.1 — checks SigV4 signatures and expiry of presigned links, so a
 * tampered or expired link is refused by the bucket itself.
 */
import S3rver from '@20minutes/s3rver';
import { S3Client } from '@aws-sdk/client-s3';
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

/** s3rver's fixed credentials; a request signed with any other secret is refused. */
export const CREDENCIALES_S3RVER = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

/**
 * One CORS rule in the JSON shape operators paste into a console or `aws s3api put-bucket-cors` (and the README
 * shows), so a test can use exactly the rule it documents.
 */
export interface ReglaCors {
  readonly AllowedOrigins: readonly string[];
  readonly AllowedMethods: readonly ('GET' | 'HEAD' | 'PUT' | 'POST' | 'DELETE')[];
  readonly AllowedHeaders?: readonly string[];
  readonly ExposeHeaders?: readonly string[];
  readonly MaxAgeSeconds?: number;
}

function escaparXml(texto: string): string {
  return texto.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The same rules as S3's XML CORSConfiguration, the only form s3rver's configureBuckets takes. */
export function corsXml(reglas: readonly ReglaCors[]): string {
  const elementos = (etiqueta: string, valores: readonly string[] = []) => valores.map((v) => `<${etiqueta}>${escaparXml(v)}</${etiqueta}>`).join('');
  const cuerpo = reglas
    .map(
      (r) =>
        `<CORSRule>${elementos('AllowedOrigin', r.AllowedOrigins)}${elementos('AllowedMethod', r.AllowedMethods)}` +
        `${elementos('AllowedHeader', r.AllowedHeaders)}${elementos('ExposeHeader', r.ExposeHeaders)}` +
        `${r.MaxAgeSeconds === undefined ? '' : `<MaxAgeSeconds>${r.MaxAgeSeconds}</MaxAgeSeconds>`}</CORSRule>`,
    )
    .join('');
  return `<CORSConfiguration>${cuerpo}</CORSConfiguration>`;
}

/** Without `cors` the bucket has no CORS configuration, as a new S3 bucket: no cross-origin read is allowed. */
export async function arrancarS3Local(bucket = 'consultation-files', { cors }: { cors?: readonly ReglaCors[] } = {}): Promise<S3Local> {
  const directorio = await mkdtemp(path.join(tmpdir(), 's3-local-'));
  const servidor = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: directorio,
    configureBuckets: [{ name: bucket, configs: cors ? [corsXml(cors)] : [] }],
  });
  const { port } = await servidor.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    credenciales: CREDENCIALES_S3RVER,
    directorio,
    async parar() {
      await servidor.close();
      await rm(directorio, { recursive: true, force: true });
    },
  };
}

/**
 * A client for the bucket's own settings (GetBucketCors, PutBucketCors, DeleteBucketCors), as an operator changes them.
 * The SDK asks for a bucket as `/<bucket>/` and signs that path, while s3rver checks the signature against
 * `/<bucket>`: every bucket-level call was refused with SignatureDoesNotMatch. The trailing slash is dropped before
 * signing; object calls (`/<bucket>/<key>`) are untouched.
 */
export function clienteDelBucket(endpoint: string, bucket: string): S3Client {
  const cliente = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: CREDENCIALES_S3RVER,
    // As the app's client (src/server/archivos/s3.ts): S3-compatible servers other than AWS refuse the default checksums.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  cliente.middlewareStack.add(
    (next) => async (args) => {
      const peticion = args.request;
      if (typeof peticion === 'object' && peticion !== null && 'path' in peticion && peticion.path === `/${bucket}/`) peticion.path = `/${bucket}`;
      return next(args);
    },
    { step: 'build', name: 'rutaDelBucketSinBarraFinal' },
  );
  return cliente;
}
