import type { PhotoTarget, PhotoUploaded } from '@verificauto/shared/contracts/workshop';
import { ApiError } from '../../../lib/api-client';
import { Backoff } from '../retry-delay';
import type { PhotoUploadRequest } from './api/upload-photo';
import { newClientKey } from './client-key';
import type { PhotoStore, StoredPhoto } from './photo-store';
import { type PreparedPhoto, preparePhoto } from './prepare/prepare-photo';

export interface PendingPhoto extends StoredPhoto {
  /** 0–1 while uploading. */
  progress: number;
  /** 'preparing': being resized on the device, not yet kept in the photo store. */
  state: 'preparing' | 'waiting' | 'uploading' | 'failed';
  /** Why the last attempt failed; for 'failed' the server refused the photo for good. */
  error?: string;
}

interface UploaderEvents {
  onUploaded(result: PhotoUploaded): void;
  onChange(photos: readonly PendingPhoto[]): void;
}

const isTemporary = (status: number) => status === 0 || status === 408 || status === 429 || status >= 500;

/**
 * The photos of one inspection waiting for the server: kept in the photo store until the server confirms,
 * uploaded one at a time in the order taken, retried with backoff and when the device comes back online,
 * always with the same client_key so that a retry of a photo the server already has does not add it twice.
 */
export class PhotoUploader {
  private photos: PendingPhoto[] = [];
  private running = false;
  private readonly backoff = new Backoff(() => void this.pump());
  private stopped = false;
  private held = false;
  /** Photos are resized one at a time: a 12-megapixel photo takes 48 MB decoded. */
  private preparing: Promise<void> = Promise.resolve();

  constructor(
    private readonly inspectionUuid: string,
    private readonly store: PhotoStore,
    private readonly upload: (request: PhotoUploadRequest) => Promise<PhotoUploaded>,
    private readonly events: UploaderEvents,
    private readonly prepare: (file: Blob) => Promise<PreparedPhoto> = preparePhoto,
  ) {}

  /** Picks up the photos a previous visit left on the device. */
  async restore() {
    const stored = await this.store.list(this.inspectionUuid).catch(() => []);
    const known = new Set(this.photos.map((photo) => photo.clientKey));
    const restored = stored.filter((photo) => !known.has(photo.clientKey));
    if (this.stopped || restored.length === 0) return;
    this.photos = [
      ...restored.map((photo) => ({
        ...photo,
        progress: 0,
        state: photo.unprepared ? ('preparing' as const) : ('waiting' as const),
      })),
      ...this.photos,
    ];
    this.changed();
    for (const photo of restored) if (photo.unprepared) this.prepareThenQueue(photo, Promise.resolve());
    void this.pump();
  }

  add(target: PhotoTarget, file: Blob) {
    const taken: StoredPhoto = {
      clientKey: newClientKey(),
      inspectionUuid: this.inspectionUuid,
      target,
      file,
      createdAt: Date.now(),
      unprepared: true,
    };
    this.photos = [...this.photos, { ...taken, progress: 0, state: 'preparing' }];
    this.changed();
    this.prepareThenQueue(
      taken,
      this.store.put(taken).catch(() => undefined),
    );
  }

  /**
   * Resizes a photo (one at a time), then keeps the result in place of the original, which `kept` was
   * storing, and queues it for upload.
   */
  private prepareThenQueue(original: StoredPhoto, kept: Promise<void>) {
    this.preparing = this.preparing.then(async () => {
      const prepared = await this.prepare(original.file).catch(
        (): PreparedPhoto => ({ file: original.file }),
      );
      const { unprepared: _u, ...photo } = original;
      await kept;
      // The resized photo is stored before the upload starts: a reload during the upload still finds it.
      await this.store.put({ ...photo, ...prepared }).catch(() => undefined);
      this.update(original.clientKey, { ...prepared, unprepared: undefined, state: 'waiting' });
      void this.pump();
    });
  }

  /** Gives up a photo the server refused. */
  async dismiss(clientKey: string) {
    this.photos = this.photos.filter((photo) => photo.clientKey !== clientKey);
    this.changed();
    await this.store.delete(clientKey).catch(() => undefined);
  }

  /** Keeps the photos on the device while the car's arrival waits for the server (see DraftSaver.hold). */
  hold() {
    this.held = true;
  }

  release() {
    if (!this.held) return;
    this.held = false;
    void this.pump();
  }

  dispose() {
    this.stopped = true;
    this.backoff.dispose();
  }

  private changed() {
    if (!this.stopped) this.events.onChange(this.photos);
  }

  private update(clientKey: string, patch: Partial<PendingPhoto>) {
    this.photos = this.photos.map((photo) =>
      photo.clientKey === clientKey ? { ...photo, ...patch } : photo,
    );
    this.changed();
  }

  private async pump() {
    if (this.running || this.stopped || this.held) return;
    this.running = true;
    try {
      for (;;) {
        const next = this.photos.find((photo) => photo.state === 'waiting');
        if (!next || this.stopped || this.held) return;
        if (!(await this.send(next))) return;
      }
    } finally {
      this.running = false;
    }
  }

  /** False when the queue must wait (network down, session gone). */
  private async send(photo: PendingPhoto): Promise<boolean> {
    this.update(photo.clientKey, { state: 'uploading', progress: 0, error: undefined });
    try {
      const result = await this.upload({
        inspectionUuid: this.inspectionUuid,
        clientKey: photo.clientKey,
        target: photo.target,
        file: photo.file,
        takenAt: photo.takenAt,
        onProgress: (progress) => this.update(photo.clientKey, { progress }),
      });
      this.backoff.succeeded();
      await this.store.delete(photo.clientKey).catch(() => undefined);
      this.photos = this.photos.filter((p) => p.clientKey !== photo.clientKey);
      if (!this.stopped) this.events.onUploaded(result);
      this.changed();
      return true;
    } catch (error) {
      const status = error instanceof ApiError ? error.status : 0;
      const message = error instanceof Error ? error.message : undefined;
      if (!isTemporary(status) && status !== 401) {
        this.update(photo.clientKey, { state: 'failed', progress: 0, error: message });
        return true;
      }
      this.update(photo.clientKey, { state: 'waiting', progress: 0, error: message });
      if (status !== 401) this.backoff.failed();
      return false;
    }
  }
}
