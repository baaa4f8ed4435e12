import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from './helpers/auth';
import { serverDatabase, startServer as startProcess, useServerBundle } from './helpers/server-process';
import { xsrfHeaders } from './helpers/xsrf';

// The built server as production runs it (node dist/…), stopped by a signal: the shutdown of
// docs/decisions/041-deployment-shutdown-backups.md.

const bundle = useServerBundle();

const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A mail server that takes connections and never says a word: a job sending mail through it hangs. */
async function silentMailServer() {
  const sockets = new Set<net.Socket>();
  let connected: () => void = () => undefined;
  const firstConnection = new Promise<void>((resolve) => {
    connected = resolve;
  });
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
    connected();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => {
    for (const socket of sockets) socket.destroy();
    return new Promise((resolve) => server.close(resolve));
  });
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return { url: `smtp://127.0.0.1:${address.port}`, firstConnection };
}

const startServer = (env: Record<string, string>) => startProcess(bundle, env, cleanups);

/** Whether a new connection to the port is refused, as once the server stops listening. */
const refused = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.on('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.on('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });

async function waitUntilRefused(port: number) {
  const deadline = Date.now() + 10_000;
  while (!(await refused(port))) {
    if (Date.now() > deadline) throw new Error('the server still takes new connections');
    await sleep(20);
  }
}

const registration = (email: string) =>
  JSON.stringify({ email, name: 'Anna Bianchi', password: TEST_PASSWORD, passwordConfirm: TEST_PASSWORD });

/**
 * A registration whose body arrives slowly over a raw connection: in flight from its headers until
 * `finish` sends the rest, with `then` written after it on the same connection (HTTP pipelining).
 * `responses` are the status codes the server sent before closing the connection.
 */
async function slowRegistration(port: number, email: string) {
  const body = Buffer.from(registration(email));
  const headers = xsrfHeaders();
  const socket = net.connect(port, '127.0.0.1');
  await new Promise<void>((resolve) => socket.on('connect', resolve));
  let received = '';
  socket.on('data', (chunk) => {
    received += chunk;
  });
  socket.on('error', () => undefined);
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  socket.write(
    [
      'POST /api/user/register HTTP/1.1',
      `Host: 127.0.0.1:${port}`,
      'Content-Type: application/json',
      `Content-Length: ${body.length}`,
      `Cookie: ${headers.cookie}`,
      ...Object.entries(headers)
        .filter(([name]) => name !== 'cookie')
        .map(([name, value]) => `${name}: ${value}`),
      '',
      '',
    ].join('\r\n'),
  );
  socket.write(body.subarray(0, 10));
  return {
    finish(then: string) {
      socket.write(Buffer.concat([body.subarray(10), Buffer.from(then)]));
    },
    async responses() {
      await closed;
      return [...received.matchAll(/^HTTP\/1\.1 (\d{3})/gm)].map((match) => Number(match[1]));
    },
  };
}

const MAIL_JOBS = `SELECT m.to_address AS "to", j.status, j.attempts, j.locked_until, j.last_error
     FROM jobs j JOIN mail_outbox m ON m.id::text = j.payload->>'outboxId'
    WHERE j.name = 'mail.send' ORDER BY m.to_address`;

describe('the built server stopped by SIGTERM', () => {
  it('refuses new connections, finishes the request in flight, gives back the job it holds, and exits 0', async () => {
    const mail = await silentMailServer();
    const database = await serverDatabase(cleanups);
    const server = await startServer({ ...database.env, SMTP_URL: mail.url });

    // A registration queues its e-mail; the worker takes it and waits on the silent mail server.
    const first = await fetch(`http://127.0.0.1:${server.port}/api/user/register`, {
      method: 'POST',
      headers: { ...xsrfHeaders(), 'content-type': 'application/json' },
      body: registration('anna.bianchi@example.it'),
    });
    expect(first.status).toBe(201);
    await mail.firstConnection;

    const inFlight = await slowRegistration(server.port, 'bruno.verdi@example.it');
    await sleep(300);
    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    await waitUntilRefused(server.port);
    inFlight.finish(`GET /readyz HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\n\r\n`);

    // The registration started before the signal completes; then the server closes the connection, and the
    // readiness check queued behind it gets no answer: the client asks again elsewhere.
    expect(await inFlight.responses()).toEqual([201]);
    expect(await server.exited).toEqual({ code: 0, signal: null });
    // The stuck e-mail job had 5 s to end.
    expect(Date.now() - signalledAt).toBeGreaterThanOrEqual(4_500);
    expect(server.output()).toMatch(
      /SIGTERM: chiusura in corso[\s\S]*job: restituito alla coda[\s\S]*chiusura completata/,
    );

    const db = await database.open();
    try {
      expect(await db.query(MAIL_JOBS)).toEqual([
        // Given back, due at once: another instance sends it without waiting for the lease to end.
        {
          to: 'anna.bianchi@example.it',
          status: 'pending',
          attempts: 1,
          locked_until: null,
          last_error: "interrotto dalla chiusura dell'istanza",
        },
        // Queued by the request that finished during the shutdown, after the worker had stopped.
        {
          to: 'bruno.verdi@example.it',
          status: 'pending',
          attempts: 0,
          locked_until: null,
          last_error: null,
        },
      ]);
    } finally {
      await db.close();
    }
  }, 120_000);

  it('exits at once, with 1, at a second signal', async () => {
    const database = await serverDatabase(cleanups);
    const server = await startServer(database.env);
    const inFlight = await slowRegistration(server.port, 'carla.neri@example.it');
    await sleep(300);
    server.child.kill('SIGTERM');
    await waitUntilRefused(server.port);
    const signalledAt = Date.now();
    server.child.kill('SIGINT');
    expect(await server.exited).toEqual({ code: 1, signal: null });
    expect(Date.now() - signalledAt).toBeLessThan(2_000);
    expect(server.output()).toContain('SIGINT di nuovo: uscita immediata');
    expect(await inFlight.responses()).toEqual([]);
  }, 120_000);
});
