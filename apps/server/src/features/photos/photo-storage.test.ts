import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalS3, startLocalS3 } from '../../../test/helpers/local-s3';
import { createLocalPhotoStorage, type PhotoStorage } from './photo-storage';
import { createS3PhotoStorage } from './s3-photo-storage';

const newLocalStorage = async () => {
  const root = await mkdtemp(path.join(tmpdir(), 'va-photos-'));
  return { root, storage: createLocalPhotoStorage(root) };
};

let s3: LocalS3;
beforeAll(async () => {
  s3 = await startLocalS3();
});
afterAll(() => s3.close());

let keys = 0;
/** A key no other test has used: the S3 bucket is shared by the whole file. */
const freshKey = () => `photos/test-${++keys}/640.webp`;

describe.each([
  ['local disk', async (): Promise<PhotoStorage> => (await newLocalStorage()).storage],
  ['S3-compatible store', async (): Promise<PhotoStorage> => createS3PhotoStorage(s3.settings)],
])('photo storage on %s', (_, newStorage) => {
  it('reads back what was put under a key, the latest write winning', async () => {
    const storage = await newStorage();
    const key = freshKey();
    await storage.put(key, Buffer.from('uno'));
    expect((await storage.get(key))?.toString()).toBe('uno');
    await storage.put(key, Buffer.from('due'));
    expect((await storage.get(key))?.toString()).toBe('due');
  });

  it('keeps bytes exactly, an empty file and a binary one', async () => {
    const storage = await newStorage();
    const binary = Buffer.from(Array.from({ length: 70_000 }, (_, i) => (i * 31) % 256));
    const [a, b] = [freshKey(), freshKey()];
    await storage.put(a, Buffer.alloc(0));
    await storage.put(b, binary);
    expect(await storage.get(a)).toEqual(Buffer.alloc(0));
    expect((await storage.get(b))?.equals(binary)).toBe(true);
  });

  it('answers undefined for a key with nothing stored', async () => {
    const storage = await newStorage();
    expect(await storage.get(freshKey())).toBeUndefined();
  });

  it.each(['../secret', 'photos/../../etc/passwd', '/etc/passwd', 'photos//x', 'photos/x/', ''])(
    'refuses the key %j, which could leave the root',
    async (key) => {
      const storage = await newStorage();
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow(RangeError);
      await expect(storage.get(key)).rejects.toThrow(RangeError);
    },
  );
});

describe('local photo storage', () => {
  it('writes each key to a file under the root, creating folders, and leaves no temporary file', async () => {
    const { root, storage } = await newLocalStorage();
    await storage.put('photos/abc/640.webp', Buffer.from('uno'));
    await storage.put('photos/abc/640.webp', Buffer.from('due'));
    expect(await readFile(path.join(root, 'photos', 'abc', '640.webp'), 'utf8')).toBe('due');
    expect(await readdir(path.join(root, 'photos', 'abc'))).toEqual(['640.webp']);
  });
});

describe('S3 photo storage', () => {
  it('shares objects between instances configured alike', async () => {
    const key = freshKey();
    await createS3PhotoStorage(s3.settings).put(key, Buffer.from('condivisa'));
    expect((await createS3PhotoStorage(s3.settings).get(key))?.toString()).toBe('condivisa');
  });

  it('throws, rather than answering "missing", when the bucket itself is not there', async () => {
    const storage = createS3PhotoStorage({ ...s3.settings, bucket: 'bucket-che-non-esiste' });
    await expect(storage.get(freshKey())).rejects.toMatchObject({ name: 'NoSuchBucket' });
  });

  it('throws when the store refuses the credentials', async () => {
    const storage = createS3PhotoStorage({ ...s3.settings, accessKeyId: 'SCONOSCIUTA' });
    await expect(storage.get(freshKey())).rejects.toMatchObject({ name: 'InvalidAccessKeyId' });
    await expect(storage.put(freshKey(), Buffer.from('x'))).rejects.toMatchObject({
      name: 'InvalidAccessKeyId',
    });
  });
});
