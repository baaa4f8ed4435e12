import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChangeFeed } from '../src/lib/change-feed';
import { FeedCache } from '../src/lib/feed-cache';
import { FakeNoticeDb } from './helpers/fake-notice-db';

let db: FakeNoticeDb;
let feed: ChangeFeed;
let cache: FeedCache<string>;
beforeEach(async () => {
  db = new FakeNoticeDb();
  feed = await ChangeFeed.start(db);
  cache = new FeedCache<string>(feed, { maxEntries: 3, ttlMs: 60_000 });
});
afterEach(() => feed.close());

const loader = (value: string | undefined) => vi.fn(async () => value);

describe('FeedCache', () => {
  it('loads once and then serves the kept value; `fresh` reads again', async () => {
    const load = loader('uno');
    expect(await cache.get('a', load)).toBe('uno');
    expect(await cache.get('a', load)).toBe('uno');
    expect(load).toHaveBeenCalledTimes(1);

    const newer = loader('due');
    expect(await cache.get('a', newer, { fresh: true })).toBe('due');
    expect(await cache.get('a', load)).toBe('due');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('never keeps undefined, and forgets a key whose fresh read finds nothing', async () => {
    const missing = loader(undefined);
    await cache.get('a', missing);
    await cache.get('a', missing);
    expect(missing).toHaveBeenCalledTimes(2);

    await cache.get('b', loader('uno'));
    await cache.get('b', loader(undefined), { fresh: true });
    const again = loader('tre');
    expect(await cache.get('b', again)).toBe('tre');
    expect(again).toHaveBeenCalledTimes(1);
  });

  it('does not keep a value read while a change arrived (it may predate the change)', async () => {
    const racing = vi.fn(async () => {
      db.announce('report:x');
      return 'vecchio';
    });
    expect(await cache.get('a', racing)).toBe('vecchio');
    const load = loader('nuovo');
    expect(await cache.get('a', load)).toBe('nuovo');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('serves and keeps nothing while the feed is down, and starts empty when it is back', async () => {
    await cache.get('a', loader('uno'));
    db.disconnect();
    const load = loader('due');
    expect(await cache.get('a', load)).toBe('due');
    expect(await cache.get('a', load)).toBe('due');
    expect(load).toHaveBeenCalledTimes(2);

    db.reconnect();
    const afterwards = loader('tre');
    expect(await cache.get('a', afterwards)).toBe('tre');
    expect(afterwards).toHaveBeenCalledTimes(1);
  });

  it('delete, deleteWhere and clear drop what they name', async () => {
    for (const key of ['a', 'b', 'c']) await cache.get(key, loader(key));
    cache.delete('a');
    cache.deleteWhere((value) => value === 'b');
    const load = vi.fn(async () => 'x');
    await cache.get('a', load);
    await cache.get('b', load);
    await cache.get('c', load);
    expect(load).toHaveBeenCalledTimes(2);

    cache.clear();
    await cache.get('c', load);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('makes room by dropping the least recently used entry, and lets entries lapse after their time', async () => {
    for (const key of ['a', 'b', 'c', 'd']) await cache.get(key, loader(key));
    const load = vi.fn(async () => 'x');
    await cache.get('a', load);
    expect(load).toHaveBeenCalledTimes(1);
    await cache.get('d', load);
    expect(load).toHaveBeenCalledTimes(1);

    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 60_001 });
    try {
      await cache.get('d', load);
      expect(load).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('bounded by bytes, drops the least recently used entries until the rest fits', async () => {
    const sizes = new Map([
      ['piccolo', 10],
      ['medio', 40],
      ['grande', 60],
    ]);
    const byBytes = new FeedCache<string>(feed, {
      maxBytes: 100,
      sizeOf: (value) => sizes.get(value) ?? 0,
      ttlMs: 60_000,
    });
    await byBytes.get('a', loader('medio'));
    await byBytes.get('b', loader('medio'));
    await byBytes.get('c', loader('piccolo'));
    // 'a' read again is the most recently used: 'd' (60) makes room by dropping 'b', then 'c'.
    const kept = loader('x');
    await byBytes.get('a', kept);
    expect(kept).toHaveBeenCalledTimes(0);
    await byBytes.get('d', loader('grande'));
    const again = vi.fn(async (value: string) => value);
    await byBytes.get('b', () => again('medio'));
    expect(again).toHaveBeenCalledTimes(1);
    // 'b' back (40) drops 'a', now the least recently used; 'd' stays.
    await byBytes.get('d', kept);
    expect(kept).toHaveBeenCalledTimes(0);
    await byBytes.get('a', kept);
    await byBytes.get('c', kept);
    expect(kept).toHaveBeenCalledTimes(2);
  });

  it('weighs an entry again when it is read: a value that grew makes room for itself', async () => {
    const sizes = new Map([
      ['a', 30],
      ['b', 30],
    ]);
    const byBytes = new FeedCache<string>(feed, {
      maxBytes: 100,
      sizeOf: (value) => sizes.get(value) ?? 0,
      ttlMs: 60_000,
    });
    await byBytes.get('a', loader('a'));
    await byBytes.get('b', loader('b'));
    sizes.set('b', 80);
    const kept = loader('x');
    expect(await byBytes.get('b', kept)).toBe('b');
    await byBytes.get('a', kept);
    expect(kept).toHaveBeenCalledTimes(1);
  });

  it('keeps no value larger than the whole bound', async () => {
    const byBytes = new FeedCache<string>(feed, { maxBytes: 10, sizeOf: () => 11, ttlMs: 60_000 });
    await byBytes.get('a', loader('a'));
    const load = loader('a');
    await byBytes.get('a', load);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
