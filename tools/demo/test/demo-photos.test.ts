import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Db } from '@verificauto/server/db/db';
import {
  createLocalPhotoStorage,
  type PhotoStorage,
} from '@verificauto/server/features/photos/photo-storage';
import { createTestDb } from '@verificauto/server/test/helpers/test-db';
import { KEY_PHOTO_SLOTS } from '@verificauto/shared/domain/checklist';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../src/seed/demo-ids';
import { seedDemoData } from '../src/seed/seed';

let db: Db;
let dir: string;
let storage: PhotoStorage;

beforeAll(async () => {
  db = await createTestDb();
  dir = await mkdtemp(path.join(tmpdir(), 'demo-photos-'));
  storage = createLocalPhotoStorage(dir);
  await seedDemoData(db, { photoStorage: storage });
});

afterAll(async () => {
  await db?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

interface PhotoRow {
  kind: string;
  slot: string | null;
  item_key: string | null;
  caption: string | null;
  storage_key: string;
  width: number;
  height: number;
}

const photosOf = (reportId: string) =>
  db.query<PhotoRow>(
    `SELECT rp.kind, rp.slot, rp.item_key, rp.caption, p.storage_key, p.width, p.height
       FROM report_photos rp JOIN photos p ON p.id = rp.photo_id WHERE rp.report_id = $1`,
    [reportId],
  );

const mainPhotoOf = async (reportId: string) => {
  const [row] = await db.query<{ storage_key: string | null }>(
    'SELECT p.storage_key FROM reports r LEFT JOIN photos p ON p.id = r.main_photo_id WHERE r.id = $1',
    [reportId],
  );
  return row?.storage_key ?? null;
};

describe('attachDemoPhotos', () => {
  it('gives the approved report a photo in every key slot, close-ups and imperfections', async () => {
    const photos = await photosOf(DEMO_IDS.approvedReport);
    const slots = photos.filter((p) => p.kind === 'key').map((p) => p.slot);
    expect(slots.sort()).toEqual(
      [...KEY_PHOTO_SLOTS.exterior, ...KEY_PHOTO_SLOTS.interior].map((s) => s.key).sort(),
    );
    expect(photos.filter((p) => p.kind === 'item').length).toBeGreaterThan(0);
    expect(photos.filter((p) => p.kind === 'imperfection').length).toBeGreaterThan(0);
    for (const photo of photos) {
      expect(photo.caption).toBeTruthy();
      expect([photo.width, photo.height]).toEqual([1280, 960]);
    }
  });

  it('attaches item photos only to items the report has', async () => {
    const items = await db.query<{ item_key: string }>(
      'SELECT item_key FROM report_items WHERE report_id = $1',
      [DEMO_IDS.approvedReport],
    );
    const keys = new Set(items.map((i) => i.item_key));
    for (const photo of await photosOf(DEMO_IDS.approvedReport)) {
      if (photo.kind === 'item') expect(keys.has(photo.item_key ?? '')).toBe(true);
    }
  });

  it('sets the main photo of both reports, with its WebP variants in storage', async () => {
    for (const reportId of [DEMO_IDS.approvedReport, DEMO_IDS.awaitingApprovalReport]) {
      const key = await mainPhotoOf(reportId);
      expect(key).toMatch(/^photos\//);
      for (const width of [320, 640, 1280]) expect(await storage.get(`${key}/${width}.webp`)).toBeDefined();
    }
  });

  it('gives the report awaiting approval its first photos', async () => {
    const photos = await photosOf(DEMO_IDS.awaitingApprovalReport);
    expect(photos.filter((p) => p.kind === 'key').length).toBeGreaterThanOrEqual(6);
  });
});
