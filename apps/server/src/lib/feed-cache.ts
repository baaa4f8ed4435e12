import type { ChangeFeed } from './change-feed';

/** How much a cache holds: a number of entries, or bytes as `sizeOf` weighs each value. */
export type FeedCacheBound<V> = { maxEntries: number } | { maxBytes: number; sizeOf: (value: V) => number };

export type FeedCacheOptions<V> = FeedCacheBound<V> & {
  /** A safety net only: changes are what normally remove entries. */
  ttlMs: number;
};

interface Entry<V> {
  value: V;
  until: number;
  weight: number;
}

/**
 * A read cache kept right by the change feed: its owner deletes what each change touches, everything
 * goes when notices may have been missed, and nothing is served while they may be. Past its bound the
 * least recently used entries make room.
 */
export class FeedCache<V> {
  // A Map iterates in insertion order: an entry read is put back at the end, so the first is the least
  // recently used.
  readonly #entries = new Map<string, Entry<V>>();
  readonly #limit: number;
  readonly #weigh: (value: V) => number;
  #weight = 0;

  constructor(
    private readonly feed: ChangeFeed,
    private readonly options: FeedCacheOptions<V>,
  ) {
    if ('maxBytes' in options) {
      this.#limit = options.maxBytes;
      this.#weigh = options.sizeOf;
    } else {
      this.#limit = options.maxEntries;
      this.#weigh = () => 1;
    }
    feed.onReset(() => this.clear());
  }

  /**
   * The kept value of `key`, or what `load` finds; `fresh` skips the kept one. A loaded value is kept
   * only if no change arrived while it was being read (it could predate that change); `undefined` never.
   */
  async get(key: string, load: () => Promise<V | undefined>, { fresh = false } = {}): Promise<V | undefined> {
    if (!fresh && this.feed.live) {
      const entry = this.#entries.get(key);
      if (entry && entry.until > Date.now()) {
        // Weighed again: a value may grow after it is kept (a report's encodings).
        this.#put(key, entry);
        return entry.value;
      }
    }
    const generation = this.feed.generation;
    const value = await load();
    if (value !== undefined && this.feed.live && this.feed.generation === generation) {
      this.#put(key, { value, until: Date.now() + this.options.ttlMs, weight: 0 });
    } else {
      this.delete(key);
    }
    return value;
  }

  delete(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#weight -= entry.weight;
  }

  deleteWhere(matches: (value: V, key: string) => boolean): void {
    for (const [key, entry] of this.#entries) if (matches(entry.value, key)) this.delete(key);
  }

  clear(): void {
    this.#entries.clear();
    this.#weight = 0;
  }

  /** Puts the entry last, weighed now, and drops the least recently used ones past the bound. */
  #put(key: string, entry: Entry<V>) {
    this.delete(key);
    entry.weight = this.#weigh(entry.value);
    this.#entries.set(key, entry);
    this.#weight += entry.weight;
    for (const [oldest] of this.#entries) {
      if (this.#weight <= this.#limit) break;
      this.delete(oldest);
    }
  }
}
