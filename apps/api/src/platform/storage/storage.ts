import type { Readable } from 'node:stream';

export type StorageDriver = 'local' | 's3';

/** Bytes start to end of a stored file, both included (an HTTP Range). */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where uploaded bytes live (DESIGN §1 Files). Keys are made by the server (see newFileKey), never
 * taken from a client, and look like `resume/2025/01/<uuid>.pdf`.
 */
export interface Storage {
  readonly driver: StorageDriver;
  put(key: string, body: Readable | Buffer, contentType: string): Promise<void>;
  /** The stored bytes (only those of `range` when given), or null when nothing is stored under the key. */
  get(key: string, range?: ByteRange): Promise<Readable | null>;
  /** Removing a key that is not there is not an error. */
  delete(key: string): Promise<void>;
  /** Releases connections the driver holds (the S3 client's sockets). */
  close?(): void;
}

const KEY = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_.-]*)+$/i;

/** A key of newFileKey's shape: no absolute paths, no '..', nothing a driver could read outside its root. */
export function assertValidKey(key: string): void {
  if (!KEY.test(key) || key.split('/').some((part) => part === '.' || part === '..')) {
    throw new Error(`invalid storage key: ${key}`);
  }
}
