import { readKeptIdentity } from '../../../lib/kept-identity';

/** An API answer kept on the device for the technician who received it. */
interface KeptRecord {
  key: string;
  owner: string;
  keptAt: number;
  value: unknown;
}

interface RecordStore {
  get(key: string): Promise<KeptRecord | undefined>;
  put(record: KeptRecord): Promise<void>;
  /** The keys that start with `prefix`. */
  keys(prefix: string): Promise<string[]>;
  delete(key: string): Promise<void>;
  clear(): Promise<void>;
}

const DB_NAME = 'verificauto-workshop-data';
const STORE = 'answers';

function promised<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

class IndexedDbRecordStore implements RecordStore {
  private database: Promise<IDBDatabase> | undefined;

  private async run<T>(mode: IDBTransactionMode, use: (store: IDBObjectStore) => IDBRequest<T>) {
    this.database ??= (() => {
      const request = indexedDB.open(DB_NAME, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'key' });
      return promised(request);
    })();
    const database = await this.database;
    return promised(use(database.transaction(STORE, mode).objectStore(STORE)));
  }

  async get(key: string) {
    return (await this.run('readonly', (store) => store.get(key))) as KeptRecord | undefined;
  }

  async put(record: KeptRecord) {
    await this.run('readwrite', (store) => store.put(record));
  }

  async keys(prefix: string) {
    const keys = await this.run('readonly', (store) =>
      store.getAllKeys(IDBKeyRange.bound(prefix, `${prefix}\uffff`)),
    );
    return keys.map(String);
  }

  async delete(key: string) {
    await this.run('readwrite', (store) => store.delete(key));
  }

  async clear() {
    await this.run('readwrite', (store) => store.clear());
  }
}

/** Where IndexedDB is missing (old browsers, tests): kept as long as the page. */
class MemoryRecordStore implements RecordStore {
  private readonly records = new Map<string, KeptRecord>();

  async get(key: string) {
    return this.records.get(key);
  }

  async put(record: KeptRecord) {
    this.records.set(record.key, record);
  }

  async keys(prefix: string) {
    return [...this.records.keys()].filter((key) => key.startsWith(prefix));
  }

  async delete(key: string) {
    this.records.delete(key);
  }

  async clear() {
    this.records.clear();
  }
}

let shared: RecordStore | undefined;
const store = (): RecordStore => {
  shared ??= typeof indexedDB === 'undefined' ? new MemoryRecordStore() : new IndexedDbRecordStore();
  return shared;
};

const PHOTO_KEY_PREFIX = 'photo:';

export const keptKeys = {
  /** The week from today (with the reports to complete) without `from`; another week with it. */
  bookings: (from?: string) => (from ? `bookings:${from}` : 'bookings'),
  draft: (uuid: string) => `draft:${uuid.toLowerCase()}`,
  /** The thumbnail of a photo already uploaded (kept-photos.ts). */
  photo: (id: string) => `${PHOTO_KEY_PREFIX}${id.toLowerCase()}`,
};

/**
 * Keeps `value` for the technician of the last session check (lib/kept-identity.ts); nothing without one.
 * A device that changed hands since drops the previous technician's answers first.
 */
export async function keepAnswer(key: string, value: unknown, now = Date.now()): Promise<void> {
  const owner = readKeptIdentity()?.email;
  if (!owner) return;
  try {
    const bookings = await store().get(keptKeys.bookings());
    if (bookings && bookings.owner !== owner) await store().clear();
    await store().put({ key, owner, keptAt: now, value });
  } catch {
    // Storage full or refused: the app works online as before, only not offline.
  }
}

/** What reads a kept value back: a zod schema, or a check of its own (kept-photos.ts). */
export interface KeptReader<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

/** The answer kept for the same technician, when it still reads as `schema` (an older app may have kept it). */
export async function readKeptAnswer<T>(key: string, schema: KeptReader<T>): Promise<T | undefined> {
  const owner = readKeptIdentity()?.email;
  if (!owner) return undefined;
  const record = await store()
    .get(key)
    .catch(() => undefined);
  if (!record || record.owner !== owner) return undefined;
  const parsed = schema.safeParse(record.value);
  return parsed.success ? parsed.data : undefined;
}

/** The photos whose thumbnail the device keeps, whoever kept them. */
export async function keptPhotoIds(): Promise<string[]> {
  const keys = await store()
    .keys(PHOTO_KEY_PREFIX)
    .catch(() => []);
  return keys.map((key) => key.slice(PHOTO_KEY_PREFIX.length));
}

export async function dropKeptAnswer(key: string): Promise<void> {
  await store()
    .delete(key)
    .catch(() => undefined);
}

export async function clearKeptAnswers(): Promise<void> {
  await store().clear();
}
