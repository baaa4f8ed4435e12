import { startSession } from '@verificauto/server/features/auth/session/session.service';
import { createTestApp, type TestContext } from '@verificauto/server/test/helpers/test-app';
import { PendingReportsSchema } from '@verificauto/shared/contracts/backoffice';
import { BackofficeInvoicesSchema } from '@verificauto/shared/contracts/backoffice-invoices';
import { UserReportsSchema } from '@verificauto/shared/contracts/user-reports';
import { WorkshopBookingsSchema } from '@verificauto/shared/contracts/workshop';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateScaleData } from '../bench/scale/generate-scale-data';
import { scaleVolumes } from '../bench/scale/scale-volumes';
import { DEALER_INSPECTIONS } from '../src/seed/demo-dealer';
import { DEMO_IDS } from '../src/seed/demo-ids';

const SCALE = 0.001;
const volumes = scaleVolumes(SCALE);
const COUNTED = [
  'users',
  'inspections',
  'reports',
  'report_items',
  'purchases',
  'invoices',
  'sessions',
  'mail_outbox',
];

let ctx: TestContext;
let firstRun: Awaited<ReturnType<typeof generateScaleData>>;

const countRows = async () =>
  Object.fromEntries(
    await Promise.all(
      COUNTED.map(async (table) => {
        const [row] = await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
        return [table, row?.n] as const;
      }),
    ),
  );

async function get(email: string, url: string): Promise<unknown> {
  const [user] = await ctx.db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [email]);
  if (!user) throw new Error(`${email} non trovato`);
  const { token } = await startSession(ctx.db, { userId: user.id, ip: '127.0.0.1', userAgent: 'test' });
  const res = await ctx.app.inject({ method: 'GET', url, cookies: { va_session: token } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

beforeAll(async () => {
  ctx = await createTestApp();
  firstRun = await generateScaleData(ctx.db, SCALE);
});
afterAll(async () => {
  // The generated invoices carry copies of the demo invoice's FatturaPA file, already checked by seed.test.ts:
  // the test database's XSD check of every one at close would take minutes.
  await ctx?.db.query('UPDATE invoices SET xml = NULL WHERE purchase_id <> $1', [DEMO_IDS.purchase]);
  await ctx?.close();
});

describe('the scale bench generator at a tiny scale factor', () => {
  it('grows every table to its volume', async () => {
    expect(firstRun.generated).toBe(true);
    const counts = await countRows();
    // The demo seed's two example reports and its dealer's, then the generated ones.
    expect(counts.reports).toBe(volumes.reports + 2 + DEALER_INSPECTIONS);
    expect(counts.report_items).toBeGreaterThan(volumes.reports * 90);
    expect(counts.sessions).toBe(volumes.sessions);
    expect(counts.invoices).toBeGreaterThanOrEqual(volumes.purchases);
  });

  it('gives the bench seller and buyer their lists in the profile', async () => {
    const seller = UserReportsSchema.parse(await get('cliente1@scala.verificauto.test', '/api/user/reports'));
    expect(seller.inspectionsRequested).toHaveLength(volumes.sellerInspections);
    const buyer = UserReportsSchema.parse(await get('cliente2@scala.verificauto.test', '/api/user/reports'));
    expect(buyer.inspectionsPurchased).toHaveLength(volumes.buyerPurchases);
  });

  it('fills the back office and the bench workshop', async () => {
    const backoffice = 'backoffice1@scala.verificauto.test';
    const queue = PendingReportsSchema.parse(await get(backoffice, '/api/backoffice/reports'));
    // The demo seed's report awaiting approval is in the queue too.
    expect(queue.reports).toHaveLength(volumes.pendingReports + 1);
    const invoices = BackofficeInvoicesSchema.parse(await get(backoffice, '/api/backoffice/invoices'));
    expect(invoices.invoices).toHaveLength(50);
    const bookings = WorkshopBookingsSchema.parse(
      await get('officina1@scala.verificauto.test', '/api/workshop/bookings'),
    );
    const ahead = bookings.bookings.filter((b) => Date.parse(b.booked_at) > Date.now());
    expect(ahead).toHaveLength(volumes.workshopBookingsAhead);
  });

  it('reuses a database at its scale, adding back only what the maintenance deletes', async () => {
    await generateScaleData(ctx.db, SCALE);
    const before = await countRows();
    await ctx.db.query('DELETE FROM sessions WHERE expires_at <= now()');
    const again = await generateScaleData(ctx.db, SCALE);
    expect(again.generated).toBe(false);
    expect(await countRows()).toEqual(before);
    await expect(generateScaleData(ctx.db, SCALE * 2)).rejects.toThrow('scala 0.001');
  });
});
