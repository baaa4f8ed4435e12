import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config/env';
import { assertSafeKey } from './photo-storage-key';
import { createS3PhotoStorage } from './s3-photo-storage';

/**
 * Where photo files live, addressed by key (e.g. `photos/<uuid>/640.webp`); the database stores keys,
 * never paths, so that an object store (S3 API) can replace the local disk without a data migration.
 */
export interface PhotoStorage {
  put(key: string, data: Buffer): Promise<void>;
  /** Undefined when nothing is stored under the key. */
  get(key: string): Promise<Buffer | undefined>;
}

/** Files under `rootDir`, one per key. */
export function createLocalPhotoStorage(rootDir: string): PhotoStorage {
  const fileOf = (key: string) => {
    assertSafeKey(key);
    return path.join(rootDir, ...key.split('/'));
  };
  return {
    async put(key, data) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written aside and renamed, so that a concurrent reader never sees half a file.
      const partial = `${file}.${randomUUID()}.part`;
      await writeFile(partial, data);
      await rename(partial, file);
    },
    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
  };
}

/** The object store when S3 is configured (decision 040), else the local disk under DATA_DIR. */
export const createPhotoStorage = (config: Pick<Config, 's3' | 'dataDir'>): PhotoStorage =>
  config.s3 ? createS3PhotoStorage(config.s3) : createLocalPhotoStorage(path.join(config.dataDir, 'uploads'));

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's photo storage, e.g. for the demo seed: `storePhoto(db, app.photoStorage, image)`. */
    photoStorage: PhotoStorage;
  }
}
