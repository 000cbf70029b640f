import type { Config } from '../../config.ts';
import { createLocalStorage } from './local-storage.ts';
import { createS3Storage } from './s3-storage.ts';
import type { Storage } from './storage.ts';

export * from './storage.ts';
export { createLocalStorage } from './local-storage.ts';
export { createS3Storage } from './s3-storage.ts';

/** The media store of the configuration: the S3 bucket when `S3_BUCKET` is set, else DATA_DIR/media. */
export const createStorage = (config: Pick<Config, 'media' | 'dataDir'>): Storage =>
  config.media.s3 ? createS3Storage({ ...config.media.s3 }) : createLocalStorage(config.media.dir);
