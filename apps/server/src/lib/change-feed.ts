import { randomUUID } from 'node:crypto';
import type { Db } from '../db/db';
import { findChangesChannel, notifyChannel } from './change-feed.repository';

export type ChangeTopic = 'session' | 'user' | 'report';

const SYNC_TOPIC = 'sync';
const SYNC_TIMEOUT_MS = 2_000;

/**
 * The changes committed to the database by any app instance, as the triggers of migration 002 announce
 * them. Read caches drop what a change touches and, while notices may be missed (`live` false), serve
 * nothing from memory: two instances on one database then behave as one.
 */
export class ChangeFeed {
  #live = false;
  #generation = 0;
  readonly #handlers = new Map<string, Array<(ids: ReadonlySet<string>) => void>>();
  readonly #resets: Array<() => void> = [];
  readonly #syncs = new Map<string, () => void>();
  #unlisten: () => Promise<void> = async () => undefined;

  private constructor(
    private readonly db: Db,
    /**
     * The channel of our schema's triggers (migrations 002, 003 and 033); payloads are '<topic>:<id>' or,
     * for the rows of one statement, '<topic>:<id>,<id>,…'.
     */
    private readonly channel: string,
  ) {}

  static async start(db: Db): Promise<ChangeFeed> {
    const channel = await findChangesChannel(db);
    const feed = new ChangeFeed(db, channel);
    feed.#unlisten = await db.listen(channel, {
      notice: (payload) => feed.#notice(payload),
      connected: (live) => feed.#connected(live),
    });
    return feed;
  }

  /** True while every committed change reaches this instance. */
  get live(): boolean {
    return this.#live;
  }

  /** Grows with every change: a value loaded while it grew may already be out of date. */
  get generation(): number {
    return this.#generation;
  }

  /** `handler` gets the ids of one notice together: a bulk change is dropped in one pass, not one per id. */
  on(topic: ChangeTopic, handler: (ids: ReadonlySet<string>) => void): void {
    const handlers = this.#handlers.get(topic) ?? [];
    handlers.push(handler);
    this.#handlers.set(topic, handlers);
  }

  /** Called when notices may have been missed: everything kept from before must go. */
  onReset(handler: () => void): void {
    this.#resets.push(handler);
  }

  /**
   * Resolves once this instance has handled every change committed before the call: PostgreSQL
   * delivers notices in commit order, so our own marker arrives after them.
   */
  async sync(): Promise<void> {
    if (!this.#live) return;
    const marker = randomUUID();
    let timer: NodeJS.Timeout | undefined;
    const arrived = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), SYNC_TIMEOUT_MS);
      this.#syncs.set(marker, () => resolve(true));
    });
    try {
      await notifyChannel(this.db, this.channel, `${SYNC_TOPIC}:${marker}`);
      // A marker that never arrives means a broken listener: nothing kept in memory can be trusted.
      if (!(await arrived)) this.#reset();
    } catch {
      // The answer to the request stands; what this instance keeps cannot be confirmed, so it goes.
      this.#reset();
    } finally {
      clearTimeout(timer);
      this.#syncs.delete(marker);
    }
  }

  close(): Promise<void> {
    this.#live = false;
    this.#reset();
    return this.#unlisten();
  }

  #notice(payload: string) {
    const split = payload.indexOf(':');
    const topic = payload.slice(0, split);
    if (topic === SYNC_TOPIC) {
      this.#syncs.get(payload.slice(split + 1))?.();
      return;
    }
    this.#generation++;
    const ids = new Set(payload.slice(split + 1).split(','));
    for (const handler of this.#handlers.get(topic) ?? []) handler(ids);
  }

  #connected(live: boolean) {
    this.#live = live;
    this.#reset();
  }

  #reset() {
    this.#generation++;
    for (const reset of this.#resets) reset();
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's change feed; tests call `app.changes.sync()` after writing to the database directly. */
    changes: ChangeFeed;
  }
}
