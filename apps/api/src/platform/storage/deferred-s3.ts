import type { Readable } from 'node:stream';
import type { S3Config } from '../../config';
import type { S3Storage } from './s3';
import type { ByteRange, Storage } from './storage';

/**
 * The AWS SDK is one of the heaviest modules the server could load (a third of a second and some
 * 20 MB), so a server configured for S3 loads it with its first file, never at start.
 */
export class DeferredS3Storage implements Storage {
  readonly driver = 's3' as const;
  private loaded: Promise<S3Storage> | null = null;

  constructor(private readonly config: S3Config) {}

  async put(key: string, body: Readable | Buffer, contentType: string): Promise<void> {
    return (await this.s3()).put(key, body, contentType);
  }

  async get(key: string, range?: ByteRange): Promise<Readable | null> {
    return (await this.s3()).get(key, range);
  }

  async delete(key: string): Promise<void> {
    return (await this.s3()).delete(key);
  }

  close(): void {
    void this.loaded?.then((storage) => storage.close());
  }

  private s3(): Promise<S3Storage> {
    this.loaded ??= import('./s3').then(({ S3Storage }) => new S3Storage(this.config));
    return this.loaded;
  }
}
