import type { ChannelListener, Db } from '../../src/db/db';

export const FAKE_CHANNEL = 'va_changes_2200';

/**
 * A database that only does LISTEN / NOTIFY, driven by the test: `announce` delivers a notice,
 * `disconnect` / `reconnect` play a lost listening connection, `holdNotices` keeps our own NOTIFYs
 * from coming back (a broken listener) and `failNotices` makes them fail.
 */
export class FakeNoticeDb implements Db {
  readonly kind = 'postgres';
  holdNotices = false;
  /** Every NOTIFY fails, as with the database unreachable. */
  failNotices = false;
  #listener: ChannelListener | undefined;

  async query<Row>(sql: string, params: readonly unknown[] = []): Promise<Row[]> {
    if (sql.includes('va_changes_channel()')) return [{ channel: FAKE_CHANNEL } as Row];
    if (!sql.includes('pg_notify')) throw new Error(`FakeNoticeDb cannot run: ${sql}`);
    if (this.failNotices) throw new Error('connection refused');
    if (!this.holdNotices) this.announce(String(params[1]));
    return [];
  }

  async exec(): Promise<void> {}

  transaction<T>(): Promise<T> {
    throw new Error('FakeNoticeDb has no transactions');
  }

  async listen(channel: string, listener: ChannelListener) {
    if (channel !== FAKE_CHANNEL) throw new Error(`FakeNoticeDb has no channel ${channel}`);
    this.#listener = listener;
    listener.connected(true);
    return async () => {
      this.#listener = undefined;
    };
  }

  async close(): Promise<void> {}

  announce(payload: string) {
    this.#listener?.notice(payload);
  }

  disconnect() {
    this.#listener?.connected(false);
  }

  reconnect() {
    this.#listener?.connected(true);
  }
}
