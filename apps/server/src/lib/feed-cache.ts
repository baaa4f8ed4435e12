import type { ChangeFeed } from './change-feed';

export interface FeedCacheOptions {
  /** Past this, the oldest entry makes room. */
  maxEntries: number;
  /** A safety net only: changes are what normally remove entries. */
  ttlMs: number;
}

/**
 * A read cache kept right by the change feed: its owner deletes what each change touches, everything
 * goes when notices may have been missed, and nothing is served while they may be.
 */
export class FeedCache<V> {
  readonly #entries = new Map<string, { value: V; until: number }>();

  constructor(
    private readonly feed: ChangeFeed,
    private readonly options: FeedCacheOptions,
  ) {
    feed.onReset(() => this.#entries.clear());
  }

  /**
   * The kept value of `key`, or what `load` finds; `fresh` skips the kept one. A loaded value is kept
   * only if no change arrived while it was being read (it could predate that change); `undefined` never.
   */
  async get(key: string, load: () => Promise<V | undefined>, { fresh = false } = {}): Promise<V | undefined> {
    if (!fresh && this.feed.live) {
      const entry = this.#entries.get(key);
      if (entry && entry.until > Date.now()) return entry.value;
    }
    const generation = this.feed.generation;
    const value = await load();
    if (value !== undefined && this.feed.live && this.feed.generation === generation) {
      this.#set(key, value);
    } else {
      this.#entries.delete(key);
    }
    return value;
  }

  delete(key: string): void {
    this.#entries.delete(key);
  }

  deleteWhere(matches: (value: V, key: string) => boolean): void {
    for (const [key, entry] of this.#entries) if (matches(entry.value, key)) this.#entries.delete(key);
  }

  clear(): void {
    this.#entries.clear();
  }

  #set(key: string, value: V) {
    this.#entries.delete(key);
    if (this.#entries.size >= this.options.maxEntries) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
    this.#entries.set(key, { value, until: Date.now() + this.options.ttlMs });
  }
}
