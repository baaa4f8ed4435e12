import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext, writeTestPages } from './helpers/test-app';

// The installable workshop app's files as the web build writes them (docs/decisions/067-workshop-app-installable.md).
const WORKER = '/officina-sw.js';
const MANIFEST = '/officina.webmanifest';

function webBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'verificauto-web-workshop-'));
  writeTestPages(dir);
  writeFileSync(path.join(dir, WORKER), '(function(){self.addEventListener("fetch",function(){})})();');
  writeFileSync(
    path.join(dir, MANIFEST),
    JSON.stringify({ name: 'Verificauto Officina', start_url: '/officina' }),
  );
  return dir;
}

/** The sources a directive of the policy allows, by CSP's fallbacks (worker-src → script-src → default-src). */
function allowed(csp: string, ...directives: string[]): string[] {
  const policy = new Map(
    csp.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );
  for (const directive of directives) {
    const sources = policy.get(directive);
    if (sources) return sources;
  }
  return [];
}

describe('the workshop app’s worker and manifest', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({}, { webRoot: webBuild() });
  });
  afterAll(() => ctx.close());

  it('serves the worker as a script revalidated at every visit, so that a new build reaches the browser at once', async () => {
    const res = await ctx.app.inject({ url: WORKER });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript; charset=utf-8$/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['set-cookie']).toBeUndefined();
    // At the site's root its scope may be /officina without Service-Worker-Allowed.
    expect(res.headers['service-worker-allowed']).toBeUndefined();
  });

  it('serves the manifest with its media type, revalidated', async () => {
    const res = await ctx.app.inject({ url: MANIFEST });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/manifest+json');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toMatchObject({ start_url: '/officina' });
  });

  it('answers /officina with the shell to anyone: the worker keeps it without a session, and nothing personal is in it', async () => {
    const res = await ctx.app.inject({ url: '/officina' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<div id="root"></div>');
    const inspection = await ctx.app.inject({
      url: '/officina/ispezioni/00000000-0000-4000-8000-000000000000',
    });
    expect(inspection.body).toBe(res.body);
  });

  it('lets the pages register a worker and read a manifest of this origin under the security policy', async () => {
    const csp = String((await ctx.app.inject({ url: '/officina' })).headers['content-security-policy']);
    expect(allowed(csp, 'worker-src', 'child-src', 'script-src', 'default-src')).toContain("'self'");
    expect(allowed(csp, 'manifest-src', 'default-src')).toContain("'self'");
    expect(allowed(csp, 'img-src', 'default-src')).toContain("'self'");
  });
});

describe('with Google Maps, whose policy names its own workers', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(
      { MAP_PROVIDER: 'google', GOOGLE_MAPS_API_KEY: `AIza${'x'.repeat(35)}` },
      { webRoot: webBuild() },
    );
  });
  afterAll(() => ctx.close());

  it('still allows the workshop’s worker from this origin', async () => {
    const csp = String((await ctx.app.inject({ url: '/officina' })).headers['content-security-policy']);
    expect(allowed(csp, 'worker-src')).toEqual(expect.arrayContaining(["'self'", 'blob:']));
  });
});
