import { describeInspectionPrice } from '@verificauto/shared/domain/inspection-price';
import { DEMO_COMPANY } from '@verificauto/shared/legal/company';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLegalDocuments } from '../src/features/policies/legal-documents';
import { withSiteConfig } from '../src/plugins/spa';
import { createTestApp, TEST_INDEX_HTML, type TestContext } from './helpers/test-app';

// No workshop yet: the pages say where the price is, without a number (decision 063).
const NO_PRICE = describeInspectionPrice(undefined);
const siteConfigOf = (context: TestContext) => ({
  ...createLegalDocuments(context.config).siteConfig,
  inspectionPrice: NO_PRICE,
});

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('health and routing', () => {
  it('reports a working database', async () => {
    const res = await ctx.app.inject('/healthz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      database: process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite',
    });
  });

  it('serves index.html for client routes so that a reload works', async () => {
    for (const url of ['/', '/about', '/policies?x=1', '/report/abc', '/qualcosa/che/non/esiste']) {
      const res = await ctx.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toBe(withSiteConfig(TEST_INDEX_HTML, siteConfigOf(ctx)));
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('writes the site configuration into the page and answers a revalidation with 304', async () => {
    const page = await ctx.app.inject('/policies');
    const data = /<script id="site-config" type="application\/json">(.*?)<\/script><\/head>/.exec(
      page.body,
    )?.[1];
    expect(JSON.parse(data ?? 'null')).toEqual({
      company: DEMO_COMPANY,
      contactEmail: 'info@verificauto.it',
      regulationVersion: expect.stringMatching(/^[0-9a-f]{12}$/),
      maps: { provider: 'leaflet' },
      inspectionPrice: NO_PRICE,
    });
    const etag = page.headers.etag;
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    const again = await ctx.app.inject({ url: '/about', headers: { 'if-none-match': String(etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await ctx.app.inject('/index.html')).body).toBe(page.body);
  });

  it('escapes "<" in configured values so that none can close the data block', () => {
    const html = withSiteConfig(TEST_INDEX_HTML, {
      ...siteConfigOf(ctx),
      company: { ...DEMO_COMPANY, legalName: '</script><script>alert(1)</script>' },
    });
    expect(html).not.toContain('</script><script>');
    expect(html).toContain('\\u003c/script>');
  });

  it('answers unknown API paths with a JSON 404 in Italian', async () => {
    for (const url of ['/api/nothing', '/auth/nothing', '/api/']) {
      const res = await ctx.app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ code: 'not_found', message: 'Risorsa non trovata.' });
    }
    const post = await ctx.app.inject({ method: 'POST', url: '/qualunque' });
    expect(post.statusCode).toBe(404);
  });

  it('sends security headers with a same-origin Content-Security-Policy', async () => {
    const res = await ctx.app.inject('/');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    // The one third-party origin by default: a frame, opened only for a workshop booked through Calendly.
    expect(csp).toContain("frame-src 'self' https://calendly.com;");
    expect(csp.replace('https://calendly.com;', '')).not.toMatch(/https?:\/\//);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});
