// s3rver ships no types; only what startTestS3Server uses.
declare module 's3rver' {
  export default class S3rver {
    constructor(options: {
      port?: number;
      address?: string;
      silent?: boolean;
      directory?: string;
      resetOnClose?: boolean;
      configureBuckets?: Array<{ name: string }>;
    });
    run(): Promise<import('node:net').AddressInfo | string | null>;
    close(): Promise<void>;
  }
}
