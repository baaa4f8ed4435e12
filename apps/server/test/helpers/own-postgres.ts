import { execFile } from 'node:child_process';
import { chownSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './server-process';

const run = promisify(execFile);

/** The newest PostgreSQL of the system, as .ci/run finds it. */
function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  const newest = readdirSync(root)
    .sort((a, b) => Number(a) - Number(b))
    .at(-1);
  if (!newest) throw new Error(`no PostgreSQL in ${root}`);
  return path.join(root, newest, 'bin');
}

export interface OwnPostgres {
  /** Of the `postgres` database; `urlOf` names another. */
  url: string;
  urlOf(database: string): string;
  start(): Promise<void>;
  /** `pg_ctl stop -m fast`: every session is ended, new connections are refused. */
  stop(): Promise<void>;
  /** SIGSTOP to the server and all its processes: connections stay open and nothing answers. */
  freeze(): void;
  thaw(): void;
  /** Stops the server and deletes its files. */
  destroy(): Promise<void>;
}

/**
 * A throw-away PostgreSQL cluster of a test's own, which it may stop, start and freeze (never the shared
 * server of TEST_DATABASE_URL). As root (CI) its files belong to the `postgres` user, as in .ci/run.
 */
export async function startOwnPostgres(): Promise<OwnPostgres> {
  const bin = postgresBin();
  const dir = mkdtempSync(path.join(tmpdir(), 'va-own-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) chownSync(dir, Number((await run('id', ['-u', 'postgres'])).stdout.trim()), 0);
  const pg = (tool: string, args: string[]) =>
    asRoot
      ? run('su', ['postgres', '-c', [path.join(bin, tool), ...args].map((a) => `'${a}'`).join(' ')])
      : run(path.join(bin, tool), args);
  const data = path.join(dir, 'data');
  await pg('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--encoding=UTF8', '--locale=C.UTF-8']);
  const port = await freePort();
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off`;
  const start = async () => {
    await pg('pg_ctl', ['-D', data, '-l', path.join(dir, 'server.log'), '-w', '-o', options, 'start']);
  };
  const stop = async () => {
    await pg('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  };
  /** The postmaster, then its children: every process that could answer a connection. */
  const processes = (): number[] => {
    const postmaster = Number(readFileSync(path.join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
    const children = readFileSync(`/proc/${postmaster}/task/${postmaster}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
    return [postmaster, ...children];
  };
  await start();
  const urlOf = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  return {
    url: urlOf('postgres'),
    urlOf,
    start,
    stop,
    freeze: () => {
      for (const pid of processes()) process.kill(pid, 'SIGSTOP');
    },
    thaw: () => {
      for (const pid of processes()) process.kill(pid, 'SIGCONT');
    },
    async destroy() {
      await stop().catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
