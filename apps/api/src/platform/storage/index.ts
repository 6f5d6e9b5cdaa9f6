import path from 'node:path';
import type { AppConfig } from '../../config';
import { LocalStorage } from './local';
import { DeferredS3Storage } from './deferred-s3';
import type { Storage } from './storage';

export type { Storage, StorageDriver } from './storage';

/** S3 when S3_BUCKET is set, else the local disk under DATA_DIR/uploads (DESIGN §1 Files). */
export function createStorage(config: AppConfig): Storage {
  return config.s3
    ? new DeferredS3Storage(config.s3)
    : new LocalStorage(path.join(config.dataDir, 'uploads'));
}
