import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appRoutes } from './helpers/app-routes';
import { createUser, type SignedIn, signIn } from './helpers/auth';
import { insertWorkshop } from './helpers/report-fixtures';
import { createTestApp, type TestContext } from './helpers/test-app';
import { xsrfHeaders } from './helpers/xsrf';

/**
 * The whole matrix of roles and routes: every route the server has under the workshop app's and the
 * back office's prefixes, read from the running app (a route added later is covered without listing it),
 * answers 401 to a guest and 403 to every other role, before it looks at its parameters or its body.
 */
const AREAS = [
  { prefix: '/api/workshop/', role: 'technician', others: ['user', 'backoffice'] },
  { prefix: '/api/backoffice/', role: 'backoffice', others: ['user', 'technician'] },
] as const;

type Role = 'user' | 'technician' | 'backoffice';

interface AppRoute {
  method: string;
  url: string;
}

let ctx: TestContext;
let routes: AppRoute[];
const sessions = {} as Record<Role, SignedIn>;

beforeAll(async () => {
  ctx = await createTestApp();
  routes = appRoutes(ctx.app).map(({ method, path }) => ({
    method,
    url: path.replace(/:[A-Za-z]+/g, randomUUID()),
  }));
  const workshopId = await insertWorkshop(ctx.db, 'Officina della matrice');
  for (const role of ['user', 'technician', 'backoffice'] as const) {
    const email = `matrice-${role}@esempio.test`;
    await createUser(ctx.db, { email, role, workshopId: role === 'technician' ? workshopId : undefined });
    sessions[role] = await signIn(ctx.app, email);
  }
});
afterAll(() => ctx.close());

const call = (route: AppRoute, headers: Record<string, string>) =>
  ctx.app.inject({
    method: route.method as 'GET',
    url: route.url,
    headers,
    ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
  });

describe('roles and routes of the workshop app and the back office', () => {
  it('finds the routes of both areas in the running app', () => {
    const urls = routes.map((r) => `${r.method} ${r.url.replace(/[0-9a-f-]{36}/g, ':id')}`);
    expect(urls).toEqual(
      expect.arrayContaining([
        'GET /api/workshop/bookings',
        'PATCH /api/workshop/inspections/:id/draft',
        'POST /api/workshop/inspections/:id/photos',
        'POST /api/workshop/inspections/:id/submit',
        'GET /api/backoffice/reports',
        'POST /api/backoffice/reports/:id/approve',
        'POST /api/backoffice/reports/:id/return',
        'GET /api/backoffice/audit',
        'POST /api/backoffice/users/:id/block',
        'PUT /api/backoffice/workshops/:id',
        'POST /api/backoffice/discount-codes',
      ]),
    );
  });

  for (const area of AREAS) {
    it(`answers 401 to guests and 403 to other roles on every ${area.prefix} route`, async () => {
      const inArea = routes.filter((r) => r.url.startsWith(area.prefix));
      expect(inArea.length).toBeGreaterThan(3);
      const wrong: string[] = [];
      for (const route of inArea) {
        const guest = await call(route, xsrfHeaders());
        if (guest.statusCode !== 401) wrong.push(`guest ${route.method} ${route.url}: ${guest.statusCode}`);
        for (const role of area.others) {
          const res = await call(route, sessions[role].headers);
          if (res.statusCode !== 403) wrong.push(`${role} ${route.method} ${route.url}: ${res.statusCode}`);
        }
      }
      expect(wrong).toEqual([]);
    });

    it(`lets the ${area.role} past the role check on every ${area.prefix} route`, async () => {
      const refused: string[] = [];
      for (const route of routes.filter((r) => r.url.startsWith(area.prefix))) {
        const res = await call(route, sessions[area.role].headers);
        if (res.statusCode === 401 || res.statusCode === 403) {
          refused.push(`${route.method} ${route.url}: ${res.statusCode}`);
        }
      }
      expect(refused).toEqual([]);
    });
  }
});
