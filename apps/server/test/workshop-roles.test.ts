import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn } from './helpers/auth';
import { setUpWorkshop, smallJpeg } from './helpers/report-draft';
import { createTestApp, type TestContext } from './helpers/test-app';
import { xsrfHeaders } from './helpers/xsrf';

let ctx: TestContext;
let shop: Awaited<ReturnType<typeof setUpWorkshop>>;
let other: Awaited<ReturnType<typeof setUpWorkshop>>;
let image: Buffer;
beforeAll(async () => {
  ctx = await createTestApp();
  shop = await setUpWorkshop(ctx, 'Officina Rossi');
  other = await setUpWorkshop(ctx, 'Officina Neri');
  image = await smallJpeg();
});
afterAll(() => ctx.close());

type Route = {
  name: string;
  method: 'GET' | 'PATCH' | 'POST';
  url: () => string;
  body?: () => unknown;
  image?: boolean;
};

const ROUTES: Route[] = [
  { name: 'draft', method: 'GET', url: () => `/api/workshop/inspections/${shop.inspectionId}/draft` },
  {
    name: 'change',
    method: 'PATCH',
    url: () => `/api/workshop/inspections/${shop.inspectionId}/draft`,
    body: () => ({ details: { brand: 'Fiat' } }),
  },
  {
    name: 'photo',
    method: 'POST',
    url: () =>
      `/api/workshop/inspections/${shop.inspectionId}/photos?client_key=${randomUUID()}&kind=imperfection`,
    image: true,
  },
  { name: 'submit', method: 'POST', url: () => `/api/workshop/inspections/${shop.inspectionId}/submit` },
];

const call = (route: Route, headers: Record<string, string>) =>
  ctx.app.inject({
    method: route.method,
    url: route.url(),
    headers: route.image ? { ...headers, 'content-type': 'image/jpeg' } : headers,
    ...(route.image ? { payload: image } : route.body ? { payload: route.body() as object } : {}),
  });

describe('who may use the workshop API', () => {
  it('guests get 401, plain users and the back office 403, on every route', async () => {
    const user = await createUser(ctx.db, { email: 'utente@esempio.test' });
    const backoffice = await createUser(ctx.db, { email: 'bo@verificauto.test', role: 'backoffice' });
    const callers = [
      { who: 'guest', headers: xsrfHeaders(), status: 401 },
      { who: 'seller', headers: (await signIn(ctx.app, shop.seller.email)).headers, status: 403 },
      { who: 'user', headers: (await signIn(ctx.app, user.email)).headers, status: 403 },
      { who: 'backoffice', headers: (await signIn(ctx.app, backoffice.email)).headers, status: 403 },
    ];
    for (const route of [
      { name: 'bookings', method: 'GET' as const, url: () => '/api/workshop/bookings' },
      ...ROUTES,
    ]) {
      for (const caller of callers) {
        const res = await call(route, caller.headers);
        expect(res.statusCode, `${caller.who} ${route.name}`).toBe(caller.status);
        if (caller.status === 403) {
          expect(res.json().message).toBe('Questa area è riservata ai tecnici delle officine partner.');
        }
      }
    }
  });

  it("a technician of another workshop gets 404 on this workshop's inspection, and nothing changes", async () => {
    for (const route of ROUTES) {
      const res = await call(route, other.auth.headers);
      expect(res.statusCode, route.name).toBe(404);
      expect(res.json().message).toBe('Ispezione non trovata.');
    }
    expect(
      await ctx.db.query('SELECT 1 FROM report_drafts WHERE inspection_id = $1', [shop.inspectionId]),
    ).toEqual([]);
  });

  it('the workshop’s own technician gets 200 (submit: 422 until the report is complete)', async () => {
    const expected: Record<string, number> = { draft: 200, change: 200, photo: 200, submit: 422 };
    for (const route of ROUTES) {
      const res = await call(route, shop.auth.headers);
      expect(res.statusCode, `${route.name}: ${res.body}`).toBe(expected[route.name]);
    }
    expect(
      (await ctx.app.inject({ url: '/api/workshop/bookings', headers: shop.auth.headers })).statusCode,
    ).toBe(200);
  });
});
