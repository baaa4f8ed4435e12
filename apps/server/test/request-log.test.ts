import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config/env';
import type { Db } from '../src/db/db';
import { PRODUCTION_ENV } from './helpers/production-env';
import { createTestDb } from './helpers/test-db';

let db: Db;
beforeAll(async () => {
  db = await createTestDb();
});
afterAll(() => db.close());

/** The whole app with NODE_ENV=`env`, its log lines captured, after the given requests. */
async function logAfter(env: Record<string, string>, urls: string[]): Promise<string[]> {
  const lines: string[] = [];
  const config = loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'va-data-')), ...env });
  const app = await buildApp({
    config,
    db,
    webRoot: tmpdir(),
    logDestination: { write: (chunk: string) => lines.push(...chunk.split('\n').filter(Boolean)) },
  });
  try {
    await app.ready();
    for (const url of urls) await app.inject(url);
    return lines;
  } finally {
    await app.close();
  }
}

describe('request logs', () => {
  it('in development: one short line per API call or failed request, none for pages and files', async () => {
    const lines = await logAfter({ NODE_ENV: 'development' }, [
      '/api/policies/refund-form.pdf',
      '/healthz',
      '/api/user/lookup?email=anna.bianchi@example.it',
    ]);
    // The path without its query string, which may hold an e-mail address.
    expect(lines).toEqual([
      expect.stringMatching(/^\d\d:\d\d:\d\d GET \/api\/policies\/refund-form\.pdf 200 \d+ ms$/),
      expect.stringMatching(/^\d\d:\d\d:\d\d GET \/api\/user\/lookup 404 \d+ ms$/),
    ]);
  });

  it('in production: JSON lines, as log collectors expect, with the path but not the query string', async () => {
    const lines = await logAfter(PRODUCTION_ENV, ['/api/user/lookup?email=anna.bianchi@example.it']);
    const records = lines.map((line) => JSON.parse(line));
    expect(records.map((r) => r.msg)).toEqual(['incoming request', 'request completed']);
    expect(records[0]).toMatchObject({ req: { method: 'GET', url: '/api/user/lookup' } });
    expect(lines.join('\n')).not.toContain('anna.bianchi');
    expect(records[1]).toMatchObject({
      level: 30,
      res: { statusCode: 404 },
      responseTime: expect.any(Number),
    });
  });
});
