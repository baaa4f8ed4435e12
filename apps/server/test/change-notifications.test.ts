import { createHash } from 'node:crypto';
import { reportAccessUntil } from '@verificauto/shared/domain/report-access';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/db';
import { ChangeFeed } from '../src/lib/change-feed';
import { createUser } from './helpers/auth';
import {
  insertInspection,
  insertPurchase,
  insertReport,
  insertRow,
  insertWorkshop,
} from './helpers/report-fixtures';
import { createTestDb } from './helpers/test-db';

let db: Db;
let heard: string[];
let feed: ChangeFeed;
const ids = { workshop: '', seller: '', buyer: '', inspection: '', report: '', purchase: '', photo: '' };

beforeAll(async () => {
  db = await createTestDb();
  ids.workshop = await insertWorkshop(db, 'Officina Verdi');
  ids.seller = (await createUser(db, { email: 'venditore@example.it' })).id;
  ids.buyer = (await createUser(db, { email: 'compratore@example.it' })).id;
  ids.inspection = await insertInspection(db, { sellerId: ids.seller, workshopId: ids.workshop });
  ids.report = await insertReport(db, ids.inspection);
  ids.purchase = await insertPurchase(db, { buyerId: ids.buyer, reportId: ids.report, status: 'pending' });
  ids.photo = await insertRow(db, 'photos', {
    storage_key: 'test/foto',
    content_type: 'image/jpeg',
    width: 1600,
    height: 1200,
  });
  await db.query(
    `INSERT INTO sessions (id_hash, user_id, expires_at, absolute_expires_at, ip)
     VALUES ('sessione-1', $1, now() + interval '2 hours', now() + interval '7 days', '127.0.0.1')`,
    [ids.buyer],
  );
  feed = await ChangeFeed.start(db);
  for (const topic of ['session', 'user', 'report'] as const)
    feed.on(topic, (changed) => heard.push(...[...changed].map((id) => `${topic}:${id}`)));
});
afterAll(async () => {
  await feed.close();
  await db.close();
});

/** The notices of one change, as the app's change feed hears them. */
async function noticesOf(change: () => Promise<unknown>): Promise<string[]> {
  heard = [];
  await change();
  await feed.sync();
  return heard.sort();
}

describe('migration 002 announces the changes that cached reads depend on', () => {
  it('sessions: ending or shortening one, not sliding its idle expiry', async () => {
    expect(
      await noticesOf(() =>
        db.query(`UPDATE sessions SET expires_at = expires_at + interval '1 hour', last_seen_at = now()`),
      ),
    ).toEqual([]);
    expect(await noticesOf(() => db.query(`UPDATE sessions SET expires_at = now()`))).toEqual([
      'session:sessione-1',
    ]);
    // Ended already (its shortening spoke): its deletion says nothing more.
    expect(await noticesOf(() => db.query(`DELETE FROM sessions WHERE id_hash = 'sessione-1'`))).toEqual([]);
  });

  it('users: any change to one', async () => {
    expect(
      await noticesOf(() => db.query('UPDATE users SET blocked_at = now() WHERE id = $1', [ids.seller])),
    ).toEqual([`user:${ids.seller}`]);
  });

  it('purchases: the buyer, on insert, update and delete', async () => {
    const paidAt = new Date();
    expect(
      await noticesOf(() =>
        db.query(`UPDATE purchases SET status = 'paid', paid_at = $2, access_until = $3 WHERE id = $1`, [
          ids.purchase,
          paidAt,
          reportAccessUntil(paidAt),
        ]),
      ),
    ).toEqual([`user:${ids.buyer}`]);
    expect(
      await noticesOf(() =>
        insertPurchase(db, { buyerId: ids.seller, reportId: ids.report, status: 'pending' }),
      ),
    ).toEqual([`user:${ids.seller}`]);
    expect(
      await noticesOf(() => db.query('DELETE FROM purchases WHERE buyer_id = $1', [ids.seller])),
    ).toEqual([`user:${ids.seller}`]);
  });

  it('reports: the inspection, whether the inspection, the report, an item or a photo changes', async () => {
    const report = `report:${ids.inspection}`;
    expect(
      await noticesOf(() =>
        db.query(`UPDATE inspections SET status = 'done' WHERE id = $1`, [ids.inspection]),
      ),
    ).toEqual([report]);
    expect(
      await noticesOf(() =>
        db.query(`UPDATE reports SET verdict_overall = 'Ottima' WHERE id = $1`, [ids.report]),
      ),
    ).toEqual([report]);
    // One notice for the whole transaction: PostgreSQL merges identical ones.
    expect(
      await noticesOf(() =>
        db.transaction(async (tx) => {
          for (const key of ['ext_paint', 'ext_rust']) {
            await tx.query(
              `INSERT INTO report_items (report_id, category, item_key, value_rating) VALUES ($1, 'exterior', $2, 4)`,
              [ids.report, key],
            );
          }
        }),
      ),
    ).toEqual([report]);
    expect(
      await noticesOf(() =>
        db.query(
          `INSERT INTO report_photos (report_id, photo_id, kind, position) VALUES ($1, $2, 'imperfection', 1)`,
          [ids.report, ids.photo],
        ),
      ),
    ).toEqual([report]);
    expect(
      await noticesOf(() => db.query('DELETE FROM report_items WHERE report_id = $1', [ids.report])),
    ).toEqual([report]);
  });

  it('workshops and photos: every report at once', async () => {
    expect(
      await noticesOf(() =>
        db.query(`UPDATE workshops SET name = 'Officina Verdi srl' WHERE id = $1`, [ids.workshop]),
      ),
    ).toEqual(['report:*']);
    expect(
      await noticesOf(() => db.query('UPDATE photos SET width = 1601 WHERE id = $1', [ids.photo])),
    ).toEqual(['report:*']);
  });

  it('a statement announces its rows together: a few notices under 8000 bytes for 300 sessions', async () => {
    const hashes = Array.from({ length: 300 }, (_, i) =>
      createHash('sha256').update(`massa-${i}`).digest('hex'),
    );
    await db.query(
      `INSERT INTO sessions (id_hash, user_id, expires_at, absolute_expires_at)
       SELECT h, $2, now() + interval '1 hour', now() + interval '7 days' FROM unnest($1::text[]) AS h`,
      [hashes, ids.buyer],
    );
    await feed.sync();
    const before = feed.generation;
    expect(await noticesOf(() => db.query('DELETE FROM sessions WHERE id_hash = ANY($1)', [hashes]))).toEqual(
      hashes.map((hash) => `session:${hash}`).sort(),
    );
    // 300 × 65 bytes in notices of at most 7,000 bytes of ids each.
    expect(feed.generation - before).toBe(3);
  });

  it('sessions deleted once ended: nothing, whoever deletes them', async () => {
    await db.query(
      `INSERT INTO sessions (id_hash, user_id, expires_at, absolute_expires_at)
       VALUES ('inattiva', $1, now() - interval '1 minute', now() + interval '7 days'),
              ('scaduta', $1, now() + interval '1 hour', now() - interval '1 minute')`,
      [ids.buyer],
    );
    await feed.sync();
    expect(
      await noticesOf(() => db.query(`DELETE FROM sessions WHERE id_hash IN ('inattiva', 'scaduta')`)),
    ).toEqual([]);
  });

  it('says nothing when a change is rolled back', async () => {
    const rolledBack = db.transaction(async (tx) => {
      await tx.query(`UPDATE reports SET verdict_overall = 'Da rifare' WHERE id = $1`, [ids.report]);
      throw new Error('annullato');
    });
    expect(await noticesOf(() => rolledBack.catch(() => undefined))).toEqual([]);
  });
});

describe('migration 003 keeps each schema on a channel of its own', () => {
  it('an instance of another schema in the same database hears none of our changes', async () => {
    const other = await createTestDb();
    const otherFeed = await ChangeFeed.start(other);
    const otherHeard: string[] = [];
    otherFeed.on('user', (changed) => otherHeard.push(...changed));
    try {
      expect(
        await noticesOf(() => db.query(`UPDATE users SET name = 'Marta' WHERE id = $1`, [ids.buyer])),
      ).toEqual([`user:${ids.buyer}`]);
      await otherFeed.sync();
      expect(otherHeard).toEqual([]);
    } finally {
      await otherFeed.close();
      await other.close();
    }
  });

  it('a change written with another search_path is still announced on our channel', async () => {
    const [{ schema } = { schema: '' }] = await db.query<{ schema: string }>(
      'SELECT current_schema() AS schema',
    );
    expect(
      await noticesOf(() =>
        db.transaction(async (tx) => {
          await tx.query('SET LOCAL search_path TO pg_catalog');
          await tx.query(`UPDATE "${schema}".users SET name = 'Marta B.' WHERE id = $1`, [ids.buyer]);
        }),
      ),
    ).toEqual([`user:${ids.buyer}`]);
  });
});
