import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLocalPhotoStorage } from './photo-storage';

const newStorage = async () => {
  const root = await mkdtemp(path.join(tmpdir(), 'va-photos-'));
  return { root, storage: createLocalPhotoStorage(root) };
};

describe('local photo storage', () => {
  it('writes each key to a file under the root, creating folders, and reads it back', async () => {
    const { root, storage } = await newStorage();
    await storage.put('photos/abc/640.webp', Buffer.from('uno'));
    await storage.put('photos/abc/640.webp', Buffer.from('due'));
    expect(await readFile(path.join(root, 'photos', 'abc', '640.webp'), 'utf8')).toBe('due');
    expect((await storage.get('photos/abc/640.webp'))?.toString()).toBe('due');
    // No temporary file is left behind.
    expect(await readdir(path.join(root, 'photos', 'abc'))).toEqual(['640.webp']);
  });

  it('answers undefined for a key with nothing stored', async () => {
    const { storage } = await newStorage();
    expect(await storage.get('photos/none/640.webp')).toBeUndefined();
  });

  it.each(['../secret', 'photos/../../etc/passwd', '/etc/passwd', 'photos//x', 'photos/x/', ''])(
    'refuses the key %j, which could leave the root',
    async (key) => {
      const { storage } = await newStorage();
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow(RangeError);
      await expect(storage.get(key)).rejects.toThrow(RangeError);
    },
  );
});
