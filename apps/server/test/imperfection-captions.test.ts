import { randomUUID } from 'node:crypto';
import { InspectionReportSchema } from '@verificauto/shared/contracts/report';
import { IMPERFECTION_CAPTION_MAX, ReportDraftSchema } from '@verificauto/shared/contracts/workshop';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './helpers/auth';
import {
  bookInspection,
  fillCompleteDraft,
  patchDraft,
  setUpWorkshop,
  submitReport,
  uploadPhoto,
} from './helpers/report-draft';
import { createTestApp, type TestContext } from './helpers/test-app';

let ctx: TestContext;
let shop: Awaited<ReturnType<typeof setUpWorkshop>>;
beforeAll(async () => {
  ctx = await createTestApp();
  shop = await setUpWorkshop(ctx);
});
afterAll(() => ctx.close());

const SCRATCH = 'Graffio sulla portiera posteriore sinistra';

/** A new inspection with two imperfection photos in its draft. */
async function draftWithImperfections() {
  const uuid = await bookInspection(ctx.db, shop.workshopId, shop.seller.id);
  await uploadPhoto(ctx, shop.auth, uuid, { kind: 'imperfection' });
  const { draft } = await uploadPhoto(ctx, shop.auth, uuid, { kind: 'imperfection' });
  const [first = '', second = ''] = draft.imperfections;
  return { uuid, first, second };
}

async function patchOk(uuid: string, change: Record<string, unknown>) {
  const res = await patchDraft(ctx, shop.auth, uuid, change);
  expect(res.statusCode, res.body).toBe(200);
  return ReportDraftSchema.parse(res.json());
}

describe('Captions of imperfection photos in the draft', () => {
  it('saves what and where for each photo, which also becomes its alt text', async () => {
    const { uuid, first, second } = await draftWithImperfections();
    const draft = await patchOk(uuid, { imperfection_captions: { [first]: `  ${SCRATCH} ` } });
    expect(draft.imperfection_captions).toEqual({ [first]: SCRATCH });
    expect(draft.photos[first]?.alt).toBe(SCRATCH);
    expect(draft.photos[second]?.alt).toBe('Imperfezione 2');
  });

  it('removes a caption sent empty or null, and the caption of a photo taken out', async () => {
    const { uuid, first, second } = await draftWithImperfections();
    await patchOk(uuid, { imperfection_captions: { [first]: SCRATCH, [second]: 'Ammaccatura sul tetto' } });
    expect((await patchOk(uuid, { imperfection_captions: { [first]: '' } })).imperfection_captions).toEqual({
      [second]: 'Ammaccatura sul tetto',
    });
    expect((await patchOk(uuid, { imperfections: [first] })).imperfection_captions).toEqual({});
  });

  it(`refuses a caption longer than ${IMPERFECTION_CAPTION_MAX} characters: 400 naming the photo's input`, async () => {
    const { uuid, first } = await draftWithImperfections();
    const res = await patchDraft(ctx, shop.auth, uuid, {
      imperfection_captions: { [first]: 'a'.repeat(IMPERFECTION_CAPTION_MAX + 1) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'invalid_input',
      fields: {
        [`imperfection_captions.${first}`]: expect.stringMatching(/Didascalia: al massimo 120 caratteri/),
      },
    });
    const saved = await patchOk(uuid, {
      imperfection_captions: { [first]: 'a'.repeat(IMPERFECTION_CAPTION_MAX) },
    });
    expect(saved.imperfection_captions[first]).toHaveLength(IMPERFECTION_CAPTION_MAX);
  });

  it('refuses a caption for a photo that is not among the imperfections', async () => {
    const { uuid } = await draftWithImperfections();
    const stranger = randomUUID();
    const res = await patchDraft(ctx, shop.auth, uuid, { imperfection_captions: { [stranger]: SCRATCH } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'invalid_input',
      fields: { [`imperfection_captions.${stranger}`]: expect.stringMatching(/non è tra le imperfezioni/) },
    });
  });
});

describe('Captions of imperfection photos in the report', () => {
  it('are written at submission: the report gives each photo its caption as alt text', async () => {
    const { uuid, first, second } = await draftWithImperfections();
    await fillCompleteDraft(ctx, shop.auth, uuid);
    await patchOk(uuid, { imperfection_captions: { [second]: SCRATCH } });
    expect((await submitReport(ctx, shop.auth, uuid)).statusCode).toBe(200);

    const rows = await ctx.db.query<{ photo_id: string; caption: string | null }>(
      `SELECT rp.photo_id, rp.caption FROM report_photos rp JOIN reports r ON r.id = rp.report_id
        WHERE r.inspection_id = $1 AND rp.kind = 'imperfection' ORDER BY rp.position`,
      [uuid],
    );
    expect(rows).toEqual([
      { photo_id: first, caption: null },
      { photo_id: second, caption: SCRATCH },
    ]);
    const seller = await signIn(ctx.app, shop.seller.email);
    const res = await ctx.app.inject({ url: `/api/report/${uuid}`, headers: seller.headers });
    const { report } = InspectionReportSchema.parse(res.json());
    expect(report.key_photos_imperfections.map((photo) => photo.alt)).toEqual(['Imperfezione 1', SCRATCH]);
  });
});
