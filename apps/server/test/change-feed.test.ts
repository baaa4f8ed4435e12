import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChangeFeed } from '../src/lib/change-feed';
import { FAKE_CHANNEL, FakeNoticeDb } from './helpers/fake-notice-db';

let db: FakeNoticeDb;
let feed: ChangeFeed;
beforeEach(async () => {
  db = new FakeNoticeDb();
  feed = await ChangeFeed.start(db);
});
afterEach(() => feed.close());

describe('ChangeFeed', () => {
  it('hands each notice to the handlers of its topic, with the id after the first colon', () => {
    const sessions: string[] = [];
    const reports: string[] = [];
    feed.on('session', (ids) => sessions.push(...ids));
    feed.on('report', (ids) => reports.push(...ids));
    const before = feed.generation;

    db.announce('session:abc:def');
    db.announce('report:*');
    db.announce('user:42');

    expect(sessions).toEqual(['abc:def']);
    expect(reports).toEqual(['*']);
    expect(feed.generation).toBe(before + 3);
  });

  it('hands the ids of one notice of a statement (comma-separated) to each handler at once', () => {
    const calls: string[][] = [];
    feed.on('user', (ids) => calls.push([...ids]));

    db.announce('user:1,2,3');

    expect(calls).toEqual([['1', '2', '3']]);
  });

  it('is live while listening and resets everything kept when notices may have been missed', () => {
    const resets = vi.fn();
    feed.onReset(resets);
    expect(feed.live).toBe(true);

    db.disconnect();
    expect(feed.live).toBe(false);
    expect(resets).toHaveBeenCalledTimes(1);

    db.reconnect();
    expect(feed.live).toBe(true);
    // Whatever was committed while away was never heard: the caches start again from empty.
    expect(resets).toHaveBeenCalledTimes(2);
  });

  it('sync() returns once its own marker comes back, without counting it as a change', async () => {
    const before = feed.generation;
    const query = vi.spyOn(db, 'query');
    await feed.sync();
    expect(query).toHaveBeenCalledWith('SELECT pg_notify($1, $2)', [
      FAKE_CHANNEL,
      expect.stringMatching(/^sync:/),
    ]);
    expect(feed.generation).toBe(before);
  });

  it('sync() does not wait while the feed is down', async () => {
    db.disconnect();
    const query = vi.spyOn(db, 'query');
    await feed.sync();
    expect(query).not.toHaveBeenCalled();
  });

  it('sync() resets the caches when its marker never arrives (a broken listener)', async () => {
    vi.useFakeTimers();
    try {
      const resets = vi.fn();
      feed.onReset(resets);
      db.holdNotices = true;
      const synced = feed.sync();
      await vi.advanceTimersByTimeAsync(2_000);
      await synced;
      expect(resets).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('sync() neither fails nor trusts the caches when the database cannot be reached', async () => {
    const resets = vi.fn();
    feed.onReset(resets);
    db.failNotices = true;
    await expect(feed.sync()).resolves.toBeUndefined();
    expect(resets).toHaveBeenCalledTimes(1);
  });
});
