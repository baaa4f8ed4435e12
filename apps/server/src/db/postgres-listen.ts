import pg from 'pg';
import type { ChannelListener, DbLog } from './db';

const RETRY_MIN_MS = 250;
const RETRY_MAX_MS = 10_000;

/**
 * LISTEN on a connection of its own, outside the pool. When that connection is lost the listener hears
 * `connected(false)` at once (notices may be missed from then on) and the connection is opened again
 * with a growing pause, then `connected(true)`. No error of that connection reaches the process: each
 * loss is logged to `log` (docs/decisions/044-database-faults.md).
 */
export async function listenPostgres(
  clientConfig: pg.ClientConfig,
  channel: string,
  listener: ChannelListener,
  log: DbLog,
): Promise<() => Promise<void>> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`invalid channel name: ${channel}`);
  let current: pg.Client | null = null;
  let stopped = false;
  let retryMs = RETRY_MIN_MS;
  let retryTimer: NodeJS.Timeout | undefined;
  let everLost = false;

  const lost = (client: pg.Client, reason = 'connessione chiusa') => {
    if (current !== client) return;
    current = null;
    everLost = true;
    listener.connected(false);
    client.end().catch(() => undefined);
    if (stopped) return;
    log.warn(
      { reason, retryInMs: retryMs },
      'database: connessione LISTEN persa, cache in memoria sospese fino a un nuovo collegamento',
    );
    retryTimer = setTimeout(() => void open().catch(() => undefined), retryMs);
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  };

  const open = async () => {
    const client = new pg.Client(clientConfig);
    current = client;
    client.on('notification', (message) => {
      if (message.channel === channel) listener.notice(message.payload ?? '');
    });
    client.on('error', (error) => lost(client, error.message));
    client.on('end', () => lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
    } catch (error) {
      lost(client, error instanceof Error ? error.message : undefined);
      throw error;
    }
    if (current !== client) return;
    retryMs = RETRY_MIN_MS;
    if (everLost) log.info('database: connessione LISTEN di nuovo attiva');
    listener.connected(true);
  };

  // Without a listening connection the caches only stand aside, so the app starts all the same.
  await open().catch(() => undefined);
  return async () => {
    stopped = true;
    clearTimeout(retryTimer);
    const client = current;
    current = null;
    await client?.end();
  };
}
