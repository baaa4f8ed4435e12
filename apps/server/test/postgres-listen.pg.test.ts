import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { silentDbLog } from '../src/db/db';
import { createPostgresDb } from '../src/db/postgres-db';
import { listenPostgres } from '../src/db/postgres-listen';

const connectionString = process.env.TEST_DATABASE_URL ?? '';

async function until(condition: () => boolean, what: string) {
  for (let waited = 0; !condition(); waited += 10) {
    if (waited > 5_000) throw new Error(`still waiting for ${what}`);
    await sleep(10);
  }
}

// Runs in the PostgreSQL project only (`*.pg.test.ts`): PGlite listens in process and cannot lose
// its connection.
describe('LISTEN on PostgreSQL', () => {
  it('reports a lost listening connection at once, opens it again and hears notices again', async () => {
    const name = `va_listen_${randomBytes(4).toString('hex')}`;
    const admin = await createPostgresDb({ connectionString, max: 1 });
    const states: boolean[] = [];
    const notices: string[] = [];
    const stop = await listenPostgres(
      { connectionString, application_name: name },
      name,
      { notice: (payload) => notices.push(payload), connected: (live) => states.push(live) },
      silentDbLog,
    );
    try {
      expect(states).toEqual([true]);
      await admin.query('SELECT pg_notify($1, $2)', [name, 'primo']);
      await until(() => notices.length === 1, 'the first notice');

      await admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1',
        [name],
      );
      await until(() => states.length === 3, 'the listener to reconnect');
      expect(states).toEqual([true, false, true]);

      await admin.query('SELECT pg_notify($1, $2)', [name, 'secondo']);
      await until(() => notices.length === 2, 'the notice after reconnecting');
      expect(notices).toEqual(['primo', 'secondo']);
    } finally {
      await stop();
      await admin.close();
    }
  });
});
