import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_RATE_LIMITS } from '../src/features/auth/auth-rate-limits';
import { PRODUCTION_ENV } from './helpers/production-env';
import { createTestApp, type TestContext } from './helpers/test-app';

// The production settings, where trusting X-Forwarded-For used to be switched on by NODE_ENV alone.
const PRODUCTION = { ...PRODUCTION_ENV, LOG_LEVEL: 'silent' };
const LIMIT = AUTH_RATE_LIMITS.lookupPerIp.max;

interface Attempt {
  forwardedFor: string;
  remoteAddress?: string;
}

/** Looks up one unknown address per attempt, in order, and returns the status of each answer (404 or 429). */
async function lookups(ctx: TestContext, attempts: Attempt[]): Promise<number[]> {
  const statuses: number[] = [];
  for (const [i, { forwardedFor, remoteAddress }] of attempts.entries()) {
    const res = await ctx.app.inject({
      url: `/api/user/lookup?email=persona${i}@example.it`,
      headers: { 'x-forwarded-for': forwardedFor },
      ...(remoteAddress ? { remoteAddress } : {}),
    });
    statuses.push(res.statusCode);
  }
  return statuses;
}

/** One more than the per-IP limit, each from a different client address named in the header. */
const spoofed = (remoteAddress?: string, prefix = '198.51.100'): Attempt[] =>
  Array.from({ length: LIMIT + 1 }, (_, i) => ({ forwardedFor: `${prefix}.${i + 1}`, remoteAddress }));

describe('TRUST_PROXY unset (the default, also in production)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(PRODUCTION);
  });
  afterAll(() => ctx.close());

  it('counts a peer sending a different X-Forwarded-For each time as one client: 429 past the limit', async () => {
    const statuses = await lookups(ctx, spoofed());
    expect(statuses.slice(0, LIMIT)).not.toContain(429);
    expect(statuses[LIMIT]).toBe(429);
  });
});

describe('TRUST_PROXY=127.0.0.1 (a proxy on the same machine)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ ...PRODUCTION, TRUST_PROXY: '127.0.0.1' });
  });
  afterAll(() => ctx.close());

  it('takes the client address from the header the proxy sends', async () => {
    expect(await lookups(ctx, spoofed())).not.toContain(429);
    const oneClient = Array.from({ length: LIMIT + 1 }, () => ({ forwardedFor: '192.0.2.44' }));
    expect((await lookups(ctx, oneClient))[LIMIT]).toBe(429);
  });

  it('ignores the header from any other peer', async () => {
    const statuses = await lookups(ctx, spoofed('203.0.113.9', '198.51.101'));
    expect(statuses.slice(0, LIMIT)).not.toContain(429);
    expect(statuses[LIMIT]).toBe(429);
  });
});

describe('TRUST_PROXY=1 (one proxy hop)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ ...PRODUCTION, TRUST_PROXY: '1' });
  });
  afterAll(() => ctx.close());

  it('takes the address the proxy appended, not what the client wrote before it', async () => {
    const attempts = spoofed().map((a) => ({ forwardedFor: `${a.forwardedFor}, 192.0.2.77` }));
    const statuses = await lookups(ctx, attempts);
    expect(statuses.slice(0, LIMIT)).not.toContain(429);
    expect(statuses[LIMIT]).toBe(429);
  });
});
