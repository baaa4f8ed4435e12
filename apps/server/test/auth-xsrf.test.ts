import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Config, loadConfig } from '../src/config/env';
import { registerErrorHandler } from '../src/plugins/error-handler';
import { registerXsrf, XSRF_MESSAGE } from '../src/plugins/xsrf';
import { createTestApp, type TestContext } from './helpers/test-app';
import { cookieHeader, xsrfHeaders } from './helpers/xsrf';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** Only the plugin, with routes that do not exist yet (the payment webhook) and any configuration. */
async function bareApp(config: Config) {
  const app = Fastify();
  registerErrorHandler(app);
  await app.register(cookie);
  registerXsrf(app, config, () => undefined);
  app.get('/', async () => ({ ok: true }));
  app.post('/api/payments/stripe/webhook', async () => ({ ok: true }));
  app.put('/api/payments/other', async () => ({ ok: true }));
  return app;
}

const XSRF_REFUSAL = {
  code: 'xsrf',
  message: 'Sessione di sicurezza scaduta: ricarica la pagina e riprova.',
};
// Any state-changing route: a wrong sign-in would answer 401 once past the anti-forgery check.
const signInAttempt = (headers: Record<string, string>) =>
  ctx.app.inject({
    method: 'POST',
    url: '/auth/signin',
    payload: { email: 'nessuno@example.it', password: 'Qualsiasi1!' },
    headers,
  });

describe('XSRF-TOKEN cookie', () => {
  it('is set, readable by scripts, on any response to a browser that has none (index.html too)', async () => {
    for (const url of ['/', '/profile', '/auth/me', '/api/nothing']) {
      const res = await ctx.app.inject(url);
      const token = res.cookies.find((c) => c.name === 'XSRF-TOKEN');
      expect(token, url).toMatchObject({ path: '/', sameSite: 'Lax' });
      expect(token?.httpOnly, url).toBeUndefined();
      expect(token?.secure, url).toBeUndefined();
      expect(token?.value, url).toMatch(/^[A-Za-z0-9_-]{43}\.[A-Za-z0-9_-]{43}$/);
    }
    const page = await ctx.app.inject('/');
    expect(page.body).toContain('<div id="root"></div>');
  });

  it('gets a new random value each time, and is kept only while it is one the server signed', async () => {
    const first = (await ctx.app.inject('/')).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value;
    const second = (await ctx.app.inject('/')).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value;
    expect(first).not.toBe(second);
    const again = await ctx.app.inject({ url: '/', headers: { cookie: `XSRF-TOKEN=${first}` } });
    expect(again.cookies.find((c) => c.name === 'XSRF-TOKEN')).toBeUndefined();
    const unsigned = await ctx.app.inject({ url: '/', headers: { cookie: 'XSRF-TOKEN=gia-presente' } });
    expect(unsigned.cookies.find((c) => c.name === 'XSRF-TOKEN')?.value).toMatch(/\./);
  });

  it('is Secure in production', async () => {
    const app = await bareApp({ ...loadConfig({ NODE_ENV: 'test' }), isProduction: true });
    try {
      const res = await app.inject('/');
      expect(res.cookies.find((c) => c.name === 'XSRF-TOKEN')).toMatchObject({ secure: true, path: '/' });
    } finally {
      await app.close();
    }
  });
});

describe('anti-forgery check on state-changing requests', () => {
  it('refuses a POST without the header with 403, and sets the cookie for the retry', async () => {
    const res = await signInAttempt({});
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(XSRF_REFUSAL);
    expect(res.cookies.find((c) => c.name === 'XSRF-TOKEN')?.value).toBeTruthy();

    const cookieOnly = await signInAttempt({ cookie: 'XSRF-TOKEN=abc' });
    expect(cookieOnly.statusCode).toBe(403);
    expect(cookieOnly.json()).toEqual(XSRF_REFUSAL);
  });

  it('refuses a header that does not match the cookie, or a header without a cookie', async () => {
    const mismatch = await signInAttempt({ cookie: 'XSRF-TOKEN=abc', 'x-xsrf-token': 'abd' });
    expect(mismatch.statusCode).toBe(403);
    expect(mismatch.json()).toEqual(XSRF_REFUSAL);
    const headerOnly = await signInAttempt({ 'x-xsrf-token': 'abc' });
    expect(headerOnly.statusCode).toBe(403);
  });

  it('lets a matching pair through to the route', async () => {
    const res = await signInAttempt(xsrfHeaders());
    expect(res.statusCode).toBe(401);
    const issued = (await ctx.app.inject('/')).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
    const withIssued = await signInAttempt({
      cookie: cookieHeader({ 'XSRF-TOKEN': issued }),
      'x-xsrf-token': issued,
    });
    expect(withIssued.statusCode).toBe(401);
  });

  it('does not check safe methods, and leaves unknown routes to their 404', async () => {
    expect((await ctx.app.inject({ url: '/api/user/lookup?email=a@b.it' })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/nulla' })).statusCode).toBe(404);
  });
});

describe('exemptions', () => {
  it('lets payment provider webhooks in without the pair, and nothing else', async () => {
    const app = await bareApp(loadConfig({ NODE_ENV: 'test' }));
    try {
      const webhook = await app.inject({ method: 'POST', url: '/api/payments/stripe/webhook', payload: {} });
      expect(webhook.statusCode).toBe(200);
      const other = await app.inject({ method: 'PUT', url: '/api/payments/other', payload: {} });
      expect(other.statusCode).toBe(403);
      expect(other.json().message).toBe(XSRF_MESSAGE);
    } finally {
      await app.close();
    }
  });
});
