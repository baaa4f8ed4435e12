import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, mailsTo } from './helpers/auth';
import { createSecondInstance, createTestApp, type TestContext } from './helpers/test-app';

// Two instances behind one load balancer, on one database.
let a: TestContext;
let b: TestContext;
beforeAll(async () => {
  a = await createTestApp();
  b = await createSecondInstance(a);
  await createUser(a.db, { email: VICTIM });
  await createUser(a.db, { email: OTHER_VICTIM });
});
afterAll(async () => {
  await b.close();
  await a.close();
});

const VICTIM = 'vittima@example.it';
const OTHER_VICTIM = 'altra.vittima@example.it';

/** What a page of another site makes each of its visitors' browsers send (an <img>, a fetch, a link). */
const forgot = (instance: TestContext, email: string, remoteAddress: string, site?: string) =>
  instance.app.inject({
    url: `/api/user/forgot-password?email=${encodeURIComponent(email)}`,
    remoteAddress,
    headers: site ? { 'sec-fetch-site': site } : {},
  });

describe('GET /api/user/forgot-password cannot be used to flood an inbox', () => {
  it('refuses a request a browser marks as coming from another site, and sends nothing', async () => {
    for (const [i, site] of ['cross-site', 'same-site'].entries()) {
      const res = await forgot(a, VICTIM, `10.7.0.${i + 1}`, site);
      expect(res.statusCode, site).toBe(403);
      expect(res.json().code).toBe('cross_site');
    }
    expect(await mailsTo(a.db, VICTIM)).toHaveLength(0);
    // Refused before they count: the owner can still ask for the 3 links of the hour.
    for (let i = 0; i < 3; i++)
      expect((await forgot(b, VICTIM, '10.7.1.1', 'same-origin')).statusCode).toBe(200);
    expect(await mailsTo(a.db, VICTIM)).toHaveLength(3);
  });

  it('sends at most 3 links an hour to one address, counted across instances and client addresses', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const instance = i % 2 === 0 ? a : b;
      const address = i % 3 === 0 ? OTHER_VICTIM : OTHER_VICTIM.toUpperCase();
      const site = i < 2 ? 'same-origin' : i < 4 ? 'none' : undefined;
      statuses.push((await forgot(instance, address, `10.8.${i}.1`, site)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429]);
    expect(await mailsTo(a.db, OTHER_VICTIM)).toHaveLength(3);
  });
});
