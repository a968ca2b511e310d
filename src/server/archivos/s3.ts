/**
 * The scale-out files adapter: any S3-compatible bucket (AWS S3, R2, MinIO,
 * Garage…), shared by every app process. Links are presigned GETs that carry
 * the disposition, type and cache lifetime as response overrides, so the
 * bucket answers with our headers. The bucket must stay private (no public
 * policy, no website hosting): a presigned link is the only way in.
 *
 * S3 cannot add `X-Content-Type-Options: nosniff` to an object's answer; what
 * keeps a file from rendering on its domain is the verified type and
 * `attachment` for everything but images. Add nosniff in front of the bucket
 * (a CDN response-header rule) where one is used.
 */
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { Readable } from 'node:stream';
import type { Reloj } from '../limits/ventana.ts';
import { cabecerasDe, comprobarSegundos, FORMATO_CLAVE, nuevaClave, presentacion, type Almacen } from './almacen.ts';

export interface OpcionesAlmacenS3 {
  readonly bucket: string;
  /** For anything but AWS itself (https://<account>.r2.cloudflarestorage.com, http://minio:9000…). */
  readonly endpoint?: string;
  readonly region: string;
  /** Without them the SDK's own chain is used (environment, instance role…). */
  readonly credenciales?: { readonly accessKeyId: string; readonly secretAccessKey: string };
  /** bucket in the path rather than the host name: most self-hosted servers need it. */
  readonly forcePathStyle: boolean;
  /** The clock links are signed with (tests sign in the past to get expired links). */
  readonly reloj?: Reloj;
}

export function crearAlmacenS3({ bucket, endpoint, region, credenciales, forcePathStyle, reloj = Date.now }: OpcionesAlmacenS3): Almacen {
  const cliente = new S3Client({
    region,
    forcePathStyle,
    ...(endpoint ? { endpoint } : {}),
    ...(credenciales ? { credentials: { accessKeyId: credenciales.accessKeyId, secretAccessKey: credenciales.secretAccessKey } } : {}),
    // Since SDK 3.729 checksums are added by default, which S3-compatible servers other than AWS refuse (tech-notes §5).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });

  return {
    modo: 's3',

    async guardar(bytes, tipo) {
      const clave = nuevaClave();
      await cliente.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: clave,
          Body: bytes,
          ContentType: tipo,
          ContentLength: bytes.byteLength,
          // What the object says without a link's overrides: were the bucket ever made public by mistake, files would download, not render.
          ContentDisposition: 'attachment',
        }),
      );
      return clave;
    },

    async leer(clave) {
      if (!FORMATO_CLAVE.test(clave)) return null;
      try {
        const respuesta = await cliente.send(new GetObjectCommand({ Bucket: bucket, Key: clave }));
        const cuerpo = respuesta.Body;
        if (!(cuerpo instanceof Readable)) throw new Error('S3 GetObject did not answer a Node stream');
        return { cuerpo, tamano: respuesta.ContentLength ?? 0 };
      } catch (error) {
        if (error instanceof NoSuchKey || (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)) return null;
        throw error;
      }
    },

    async borrar(clave) {
      if (!FORMATO_CLAVE.test(clave)) return;
      await cliente.send(new DeleteObjectCommand({ Bucket: bucket, Key: clave }));
    },

    async enlaceFirmado(clave, opciones) {
      if (!FORMATO_CLAVE.test(clave)) throw new RangeError('Clave de archivo no válida.');
      comprobarSegundos(opciones.segundos);
      const { contentType, contentDisposition } = cabecerasDe(presentacion(opciones));
      const orden = new GetObjectCommand({
        Bucket: bucket,
        Key: clave,
        ResponseContentType: contentType,
        ResponseContentDisposition: contentDisposition,
        ResponseCacheControl: `private, max-age=${opciones.segundos}`,
      });
      return getSignedUrl(cliente, orden, { expiresIn: opciones.segundos, signingDate: new Date(reloj()) });
    },

    async cerrar() {
      cliente.destroy();
    },
  };
}
