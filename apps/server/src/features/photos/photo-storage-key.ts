const SAFE_KEY = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9._-]*)*$/i;

/** A key names one file under the storage's root or bucket, never a path out of it. */
export function assertSafeKey(key: string) {
  if (!SAFE_KEY.test(key) || key.includes('..')) {
    throw new RangeError(`Chiave di archivio non valida: ${key}`);
  }
}
