import { signIn } from '@verificauto/server/test/helpers/auth';
import { createTestApp, type TestContext } from '@verificauto/server/test/helpers/test-app';
import { InspectionReportSchema } from '@verificauto/shared/contracts/report';
import { CATEGORY_KEYS } from '@verificauto/shared/domain/categories';
import { CATALOGUE_ITEMS } from '@verificauto/shared/domain/checklist';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS, seedDemoData } from '../src/seed/seed';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});

afterAll(() => ctx.close());

describe('GET /api/report/{uuid}: the demo report', () => {
  it('shows the demo buyer all 96 checklist items in catalogue order, with the demo photos', async () => {
    await seedDemoData(ctx.db, { photoStorage: ctx.app.photoStorage });
    const buyer = await signIn(ctx.app, 'acquirente@verificauto.test');
    const res = await ctx.app.inject({
      url: `/api/report/${DEMO_IDS.approvedInspection}`,
      headers: buyer.headers,
    });
    expect(res.statusCode).toBe(200);
    const { report, access } = InspectionReportSchema.parse(res.json());
    expect(access.role).toBe('buyer');
    const keys = CATEGORY_KEYS.flatMap((category) => report.items[category].map((item) => item.key));
    expect(keys).toEqual(CATALOGUE_ITEMS.map((item) => item.key));
    const costs = CATEGORY_KEYS.flatMap((c) => report.items[c]).flatMap((i) => [
      i.minRepairCost,
      i.maxRepairCost,
    ]);
    const rows = await ctx.db.query<{ cents: number }>(
      `SELECT unnest(ARRAY[min_repair_cost_cents, max_repair_cost_cents]) AS cents
         FROM report_items WHERE report_id = $1`,
      [DEMO_IDS.approvedReport],
    );
    const euroTotal = (values: (number | null)[]) => values.reduce<number>((sum, v) => sum + (v ?? 0), 0);
    expect(euroTotal(costs)).toBeGreaterThan(0);
    expect(euroTotal(costs)).toBe(Math.round(euroTotal(rows.map((r) => r.cents)) / 100));
    expect(report.main_image?.srcSet).toMatch(/ 320w, .* 640w/);
    expect(report.key_photos.exterior.length + report.key_photos.interior.length).toBeGreaterThan(0);
    const firstKeyPhoto = report.key_photos.exterior[0]?.photo.src ?? '';
    expect((await ctx.app.inject(firstKeyPhoto)).headers['content-type']).toBe('image/webp');
  });
});
