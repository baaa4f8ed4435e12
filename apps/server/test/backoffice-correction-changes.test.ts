import { ReportChangesSchema } from '@verificauto/shared/contracts/backoffice-changes';
import { findItem } from '@verificauto/shared/domain/checklist';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type SignedIn, signIn } from './helpers/auth';
import {
  fillCompleteDraft,
  patchDraft,
  setUpWorkshop,
  smallJpeg,
  submitReport,
  uploadPhoto,
} from './helpers/report-draft';
import { insertSubmittedReport } from './helpers/submitted-report';
import { createTestApp, type TestContext } from './helpers/test-app';

let ctx: TestContext;
let backoffice: SignedIn;
beforeAll(async () => {
  ctx = await createTestApp();
  await createUser(ctx.db, { email: 'bo-modifiche@verificauto.test', name: 'Anna Back', role: 'backoffice' });
  backoffice = await signIn(ctx.app, 'bo-modifiche@verificauto.test');
});
afterAll(() => ctx.close());

const decide = (uuid: string, action: 'approve' | 'correct', payload?: object) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/backoffice/reports/${uuid}/${action}`,
    headers: backoffice.headers,
    ...(payload ? { payload } : {}),
  });
const changesOf = (uuid: string) =>
  ctx.app.inject({ url: `/api/backoffice/reports/${uuid}/changes`, headers: backoffice.headers });

async function approvedReport() {
  const shop = await setUpWorkshop(ctx);
  await fillCompleteDraft(ctx, shop.auth, shop.inspectionId);
  expect((await submitReport(ctx, shop.auth, shop.inspectionId)).statusCode).toBe(200);
  expect((await decide(shop.inspectionId, 'approve')).statusCode).toBe(200);
  return shop;
}

const REASON = 'La vernice della carrozzeria era stata valutata sul lato sbagliato.';

describe('GET /api/backoffice/reports/:uuid/changes', () => {
  it('lists what the submitted correction changes in the published version', async () => {
    const shop = await approvedReport();
    expect((await changesOf(shop.inspectionId)).statusCode).toBe(409);
    expect((await decide(shop.inspectionId, 'correct', { reason: REASON })).statusCode).toBe(200);
    // Still being corrected by the workshop: nothing awaits approval yet.
    expect((await changesOf(shop.inspectionId)).statusCode).toBe(409);

    const changed = await patchDraft(ctx, shop.auth, shop.inspectionId, {
      items: { ext_body_paint: { value: 2 } },
      verdict_overall: 'Auto in discrete condizioni, vernice da ritoccare.',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await uploadPhoto(
      ctx,
      shop.auth,
      shop.inspectionId,
      { kind: 'key', slot: 'rear' },
      await smallJpeg('#aa2211'),
    );
    expect((await submitReport(ctx, shop.auth, shop.inspectionId)).statusCode).toBe(200);

    const res = await changesOf(shop.inspectionId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(ReportChangesSchema.parse(res.json())).toEqual({
      version: 1,
      changes: [
        {
          section: 'verdict',
          field: 'verdict_overall',
          label: 'Giudizio complessivo',
          before: 'Auto in buone condizioni generali, tagliandata regolarmente.',
          after: 'Auto in discrete condizioni, vernice da ritoccare.',
        },
        {
          section: 'items',
          field: 'ext_body_paint',
          label: findItem('ext_body_paint')?.label,
          before: '4/5',
          after: '2/5',
        },
        // Rated 2, the item becomes a finding, with its default severity.
        {
          section: 'items',
          field: 'ext_body_paint.severity',
          label: 'Vernice della carrozzeria: gravità',
          before: null,
          after: 'Estetica',
        },
        {
          section: 'key_photos',
          field: 'rear',
          label: 'Foto: Posteriore',
          before: 'foto presente',
          after: 'foto sostituita',
        },
      ],
    });

    // Once approved, the correction is the published version: nothing awaits approval any more.
    expect((await decide(shop.inspectionId, 'approve')).statusCode).toBe(200);
    const after = await changesOf(shop.inspectionId);
    expect(after.statusCode).toBe(409);
    expect(after.json()).toMatchObject({
      code: 'no_correction_awaiting',
      message: 'Non c’è una correzione di questo report in attesa di approvazione.',
    });
  });

  it('answers an empty list for a correction submitted unchanged', async () => {
    const shop = await approvedReport();
    expect((await decide(shop.inspectionId, 'correct', { reason: REASON })).statusCode).toBe(200);
    expect((await submitReport(ctx, shop.auth, shop.inspectionId)).statusCode).toBe(200);
    const res = await changesOf(shop.inspectionId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ version: 1, changes: [] });
  });

  it('is 409 for a first submission awaiting approval and 404 for an unknown report', async () => {
    const pending = await insertSubmittedReport(ctx.db);
    const res = await changesOf(pending.inspectionId);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('no_correction_awaiting');
    expect((await changesOf('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await changesOf('non-un-uuid')).statusCode).toBe(404);
  });
});
