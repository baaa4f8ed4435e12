import type { PhotoTarget } from '@verificauto/shared/contracts/workshop';

/** A photo taken on this device and not yet confirmed by the server. */
export interface StoredPhoto {
  clientKey: string;
  inspectionUuid: string;
  target: PhotoTarget;
  /** As sent: resized on the device (prepare/prepare-photo.ts), unless `unprepared`. */
  file: Blob;
  /**
   * The original as picked, kept while it is being resized so that a reload or a closed tab in those
   * seconds does not lose it; the next visit resizes it again.
   */
  unprepared?: true;
  /** When it was taken, from the original's EXIF (ISO instant), when known. */
  takenAt?: string;
  createdAt: number;
}

export interface PhotoStore {
  list(inspectionUuid: string): Promise<StoredPhoto[]>;
  put(photo: StoredPhoto): Promise<void>;
  delete(clientKey: string): Promise<void>;
  /** Every inspection's, and clearing them, at sign-out (decision 068). */
  all(): Promise<StoredPhoto[]>;
  clear(): Promise<void>;
}

const DB_NAME = 'verificauto-workshop';
const STORE = 'pending-photos';

function promised<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

function openDatabase(): Promise<IDBDatabase> {
  const request = indexedDB.open(DB_NAME, 1);
  request.onupgradeneeded = () => {
    const store = request.result.createObjectStore(STORE, { keyPath: 'clientKey' });
    store.createIndex('inspectionUuid', 'inspectionUuid');
  };
  return promised(request);
}

/** IndexedDB keeps the photos across reloads and closed tabs until the server has them. */
class IndexedDbPhotoStore implements PhotoStore {
  private database: Promise<IDBDatabase> | undefined;

  private async run<T>(mode: IDBTransactionMode, use: (store: IDBObjectStore) => IDBRequest<T>) {
    this.database ??= openDatabase();
    const database = await this.database;
    return promised(use(database.transaction(STORE, mode).objectStore(STORE)));
  }

  async list(inspectionUuid: string) {
    const photos = await this.run('readonly', (store) =>
      store.index('inspectionUuid').getAll(IDBKeyRange.only(inspectionUuid)),
    );
    return (photos as StoredPhoto[]).sort((a, b) => a.createdAt - b.createdAt);
  }

  async put(photo: StoredPhoto) {
    await this.run('readwrite', (store) => store.put(photo));
  }

  async delete(clientKey: string) {
    await this.run('readwrite', (store) => store.delete(clientKey));
  }

  async all() {
    return (await this.run('readonly', (store) => store.getAll())) as StoredPhoto[];
  }

  async clear() {
    await this.run('readwrite', (store) => store.clear());
  }
}

/** Where IndexedDB is missing (old browsers, tests): the photos live as long as the page. */
export class MemoryPhotoStore implements PhotoStore {
  private readonly photos = new Map<string, StoredPhoto>();

  async list(inspectionUuid: string) {
    return [...this.photos.values()].filter((photo) => photo.inspectionUuid === inspectionUuid);
  }

  async put(photo: StoredPhoto) {
    this.photos.set(photo.clientKey, photo);
  }

  async delete(clientKey: string) {
    this.photos.delete(clientKey);
  }

  async all() {
    return [...this.photos.values()];
  }

  async clear() {
    this.photos.clear();
  }
}

let shared: PhotoStore | undefined;

export function photoStore(): PhotoStore {
  shared ??= typeof indexedDB === 'undefined' ? new MemoryPhotoStore() : new IndexedDbPhotoStore();
  return shared;
}
