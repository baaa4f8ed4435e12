import type { PhotoUploaded } from '@verificauto/shared/contracts/workshop';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { INSPECTION_UUID, makeDraft } from '../testing/workshop-fixtures';
import type { PhotoUploadRequest } from './api/upload-photo';
import { MemoryPhotoStore } from './photo-store';
import { type PendingPhoto, PhotoUploader } from './photo-uploader';
import type { PreparedPhoto } from './prepare/prepare-photo';

const uploaded = { photo: {}, draft: makeDraft() } as unknown as PhotoUploaded;

/** The original as it is: resizing is prepare-photo's (see its tests). */
const keepOriginal = async (file: Blob): Promise<PreparedPhoto> => ({ file });

function setUp(
  upload: (request: PhotoUploadRequest) => Promise<PhotoUploaded>,
  store = new MemoryPhotoStore(),
  prepare = keepOriginal,
) {
  let pending: readonly PendingPhoto[] = [];
  const onUploaded = vi.fn();
  const uploader = new PhotoUploader(
    INSPECTION_UUID,
    store,
    upload,
    { onUploaded, onChange: (photos) => (pending = photos) },
    prepare,
  );
  return { uploader, store, onUploaded, pending: () => pending };
}

afterEach(() => vi.useRealTimers());

describe('PhotoUploader', () => {
  it('keeps a photo on the device while the network is down and retries it with the same client key', async () => {
    vi.useFakeTimers();
    let online = false;
    const requests: PhotoUploadRequest[] = [];
    const { uploader, store, onUploaded, pending } = setUp(async (request) => {
      requests.push(request);
      request.onProgress?.(0.5);
      if (!online) throw new ApiError(0, 'Impossibile contattare il server.');
      return uploaded;
    });
    uploader.add({ kind: 'key', slot: 'front' }, new Blob(['x'], { type: 'image/jpeg' }));
    await vi.advanceTimersByTimeAsync(0);

    expect(requests).toHaveLength(1);
    expect(pending()).toHaveLength(1);
    expect(pending()[0]?.state).toBe('waiting');
    expect(await store.list(INSPECTION_UUID)).toHaveLength(1);

    await vi.advanceTimersByTimeAsync(1000);
    expect(requests).toHaveLength(2);

    online = true;
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(requests).toHaveLength(3);
    expect(new Set(requests.map((r) => r.clientKey)).size).toBe(1);
    expect(requests[2]?.target).toEqual({ kind: 'key', slot: 'front' });
    expect(onUploaded).toHaveBeenCalledWith(uploaded);
    expect(pending()).toHaveLength(0);
    expect(await store.list(INSPECTION_UUID)).toHaveLength(0);
    uploader.dispose();
  });

  it('keeps the resized photo on the device, not the original, and sends it with its capture time', async () => {
    const original = new Blob(['12 megapixel'], { type: 'image/jpeg' });
    const resized = new Blob(['2560'], { type: 'image/webp' });
    let finishPreparing: (prepared: PreparedPhoto) => void = () => {};
    const prepare = vi.fn(() => new Promise<PreparedPhoto>((resolve) => (finishPreparing = resolve)));
    const requests: PhotoUploadRequest[] = [];
    const store = new MemoryPhotoStore();
    const { uploader, pending } = setUp(
      async (request) => {
        requests.push(request);
        throw new ApiError(0, 'Impossibile contattare il server.');
      },
      store,
      prepare,
    );
    uploader.add({ kind: 'imperfection' }, original);
    await vi.waitFor(() => expect(prepare).toHaveBeenCalledWith(original));
    expect(pending()[0]?.state).toBe('preparing');
    // The original is kept meanwhile, marked as still to be resized.
    expect(await store.list(INSPECTION_UUID)).toMatchObject([{ file: original, unprepared: true }]);

    finishPreparing({ file: resized, takenAt: '2026-03-02T10:15:30+01:00' });
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]).toMatchObject({ file: resized, takenAt: '2026-03-02T10:15:30+01:00' });
    const kept = await store.list(INSPECTION_UUID);
    expect(kept).toMatchObject([{ file: resized, takenAt: '2026-03-02T10:15:30+01:00' }]);
    expect(kept[0]).not.toHaveProperty('unprepared');
    expect(pending()[0]).toMatchObject({ file: resized, state: 'waiting' });
    uploader.dispose();
  });

  it('a reload while a photo is being resized loses nothing: the next visit resizes and sends it', async () => {
    const original = new Blob(['12 megapixel'], { type: 'image/jpeg' });
    const resized = new Blob(['2560'], { type: 'image/webp' });
    const store = new MemoryPhotoStore();
    const first = setUp(
      async () => uploaded,
      store,
      () => new Promise<PreparedPhoto>(() => {}),
    );
    first.uploader.add({ kind: 'key', slot: 'front' }, original);
    await vi.waitFor(async () => expect(await store.list(INSPECTION_UUID)).toHaveLength(1));
    // The page goes away before the resizing ends.
    first.uploader.dispose();

    const requests: PhotoUploadRequest[] = [];
    const prepare = vi.fn(async (): Promise<PreparedPhoto> => ({ file: resized }));
    const next = setUp(
      async (request) => {
        requests.push(request);
        return uploaded;
      },
      store,
      prepare,
    );
    await next.uploader.restore();
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    expect(prepare).toHaveBeenCalledWith(original);
    expect(requests[0]).toMatchObject({ file: resized, target: { kind: 'key', slot: 'front' } });
    expect(next.onUploaded).toHaveBeenCalledWith(uploaded);
    expect(await store.list(INSPECTION_UUID)).toEqual([]);
    next.uploader.dispose();
  });

  it('uploads the photos a previous visit left on the device, and marks a refused one as failed', async () => {
    const store = new MemoryPhotoStore();
    await store.put({
      clientKey: '11111111-1111-4111-8111-111111111111',
      inspectionUuid: INSPECTION_UUID,
      target: { kind: 'imperfection' },
      file: new Blob(['x'], { type: 'image/gif' }),
      createdAt: 1,
    });
    const { uploader, pending } = setUp(async () => {
      throw new ApiError(415, 'Formato della foto non supportato.');
    }, store);
    await uploader.restore();
    await vi.waitFor(() => expect(pending()[0]?.state).toBe('failed'));
    expect(pending()[0]?.error).toBe('Formato della foto non supportato.');

    await uploader.dismiss('11111111-1111-4111-8111-111111111111');
    expect(pending()).toHaveLength(0);
    expect(await store.list(INSPECTION_UUID)).toHaveLength(0);
    uploader.dispose();
  });
});
