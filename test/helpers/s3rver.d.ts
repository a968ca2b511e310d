/** The few parts of @20minutes/s3rver (which ships no types) the tests use. */
declare module '@20minutes/s3rver' {
  interface OpcionesS3rver {
    address?: string;
    port?: number;
    silent?: boolean;
    directory?: string;
    resetOnClose?: boolean;
    allowMismatchedSignatures?: boolean;
    /** `configs`: CORS or website configuration documents (XML), applied to the bucket at start. */
    configureBuckets?: { name: string; configs?: string[] }[];
  }
  export default class S3rver {
    constructor(opciones: OpcionesS3rver);
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
