import { createHash } from 'node:crypto';
import {
  APPROVAL_QUEUE_PAGE_SIZE,
  PendingReportStatusSchema,
  type PendingReportSummary,
  PendingReportsSchema,
  ReportApprovedSchema,
  WAITING_COUNT_LIMIT,
} from '@verificauto/shared/contracts/backoffice';
import { UserReportsSchema } from '@verificauto/shared/contracts/user-reports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  countPendingReports,
  listPendingReports,
} from '../src/features/backoffice/approval/report-approval.repository';
import { sealReport } from '../src/features/backoffice/approval/report-seal.service';
import { createUser, mailsTo, type SignedIn, signIn } from './helpers/auth';
import { planOf, unindexedSteps } from './helpers/query-plan';
import { insertInspection, insertReport, insertWorkshop } from './helpers/report-fixtures';
import { insertPhoto, insertSubmittedReport } from './helpers/submitted-report';
import { createTestApp, type TestContext } from './helpers/test-app';

let ctx: TestContext;
let backoffice: SignedIn;
let backofficeId: string;
beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL: 'https://www.verificauto.example' });
  backofficeId = (
    await createUser(ctx.db, { email: 'bo@verificauto.test', name: 'Anna Back', role: 'backoffice' })
  ).id;
  backoffice = await signIn(ctx.app, 'bo@verificauto.test');
});
afterAll(() => ctx.close());

const approve = (uuid: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/backoffice/reports/${uuid}/approve`,
    headers: backoffice.headers,
  });
const sendBack = (uuid: string, note: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/backoffice/reports/${uuid}/return`,
    headers: backoffice.headers,
    payload: { note },
  });
const queuePage = async (cursor?: string | null) => {
  const res = await ctx.app.inject({
    url: `/api/backoffice/reports${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`,
    headers: backoffice.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return PendingReportsSchema.parse(res.json());
};
/** Every page of the queue, in order. */
const queue = async () => {
  const reports: PendingReportSummary[] = [];
  let next: string | null | undefined;
  do {
    const page = await queuePage(next);
    reports.push(...page.reports);
    next = page.next;
  } while (next);
  return reports;
};
const review = async (uuid: string) => {
  const res = await ctx.app.inject({ url: `/api/backoffice/reports/${uuid}`, headers: backoffice.headers });
  expect(res.statusCode, res.body).toBe(200);
  return PendingReportStatusSchema.parse(res.json()).pending;
};
const reportRow = async (reportId: string) => {
  const [row] = await ctx.db.query<Record<string, unknown>>('SELECT * FROM reports WHERE id = $1', [
    reportId,
  ]);
  if (!row) throw new Error(`no report ${reportId}`);
  return row;
};
const draftRow = async (inspectionId: string) => {
  const [row] = await ctx.db.query<Record<string, unknown>>(
    'SELECT state, returned_note, returned_at FROM report_drafts WHERE inspection_id = $1',
    [inspectionId],
  );
  return row;
};
const checkout = (uuid: string) => ctx.app.inject(`/api/checkout/${uuid}`);

describe('GET /api/backoffice/reports', () => {
  it('lists the submitted reports awaiting approval, oldest submission first, with who and where', async () => {
    const later = await insertSubmittedReport(ctx.db, { submittedAt: '2026-03-03T10:00:00Z' });
    const earlier = await insertSubmittedReport(ctx.db, {
      submittedAt: '2026-03-01T10:00:00Z',
      returnedNote: 'Manca la foto del cruscotto.',
    });
    const returned = await insertSubmittedReport(ctx.db, { submittedAt: '2026-02-28T10:00:00Z' });
    await ctx.db.query(`UPDATE report_drafts SET state = 'editing' WHERE inspection_id = $1`, [
      returned.inspectionId,
    ]);
    const approved = await insertSubmittedReport(ctx.db, { submittedAt: '2026-02-27T10:00:00Z' });
    await ctx.db.query(`UPDATE reports SET backoffice_state = 'approved' WHERE id = $1`, [approved.reportId]);

    const reports = await queue();
    const uuids = reports.map((r) => r.uuid);
    expect(uuids.indexOf(earlier.inspectionId)).toBeLessThan(uuids.indexOf(later.inspectionId));
    expect(uuids).not.toContain(returned.inspectionId);
    expect(uuids).not.toContain(approved.inspectionId);
    const card = {
      uuid: earlier.inspectionId,
      submitted_at: '2026-03-01T10:00:00.000Z',
      brand: 'Fiat',
      model: 'Panda',
      year: 2019,
      workshop: { city: 'Bologna' },
      technician_name: 'Marco Neri',
      previously_returned_note: 'Manca la foto del cruscotto.',
      correction_reason: null,
      version: 1,
    };
    const listed = reports.find((r) => r.uuid === earlier.inspectionId);
    expect(listed).toMatchObject(card);
    // The card only: the seller, the appointment and the dates to verify are read when the report is opened.
    expect(Object.keys(listed ?? {})).not.toContain('seller_email');
    expect(reports.find((r) => r.uuid === later.inspectionId)?.previously_returned_note).toBeNull();

    expect(await review(earlier.inspectionId)).toMatchObject({
      ...card,
      inspected_at: '2026-03-02T09:00:00.000Z',
      score_overall: 4.2,
      seller_email: earlier.sellerEmail,
      date_warnings: expect.any(Array),
    });
    expect(await review(returned.inspectionId)).toBeNull();
    expect(await review(approved.inspectionId)).toBeNull();
    expect(await review('7d0f1b9e-1c11-4c0e-9a51-3b7f3a9c0d42')).toBeNull();
    const malformed = await ctx.app.inject({
      url: '/api/backoffice/reports/abc',
      headers: backoffice.headers,
    });
    expect(malformed.statusCode).toBe(404);
  });

  it('pages through the queue in order, with no report twice and none left out, while reports are decided', async () => {
    // More than a page, some submitted at the same instant (the id settles their order).
    for (let i = 0; i < APPROVAL_QUEUE_PAGE_SIZE + 6; i++) {
      const minute = String(Math.floor(i / 3)).padStart(2, '0');
      await insertSubmittedReport(ctx.db, { submittedAt: `2026-04-01T10:${minute}:00.123456Z` });
    }
    const before = await queue();
    const first = await queuePage();
    expect(first.reports).toHaveLength(APPROVAL_QUEUE_PAGE_SIZE);
    expect(first.waiting).toEqual({ count: before.length, at_least: false });
    expect(first.reports).toEqual(before.slice(0, APPROVAL_QUEUE_PAGE_SIZE));

    // Between two pages: the last report shown is approved, one not shown yet too, and the one before the
    // last is sent back and submitted again (now last in the queue).
    const shown = first.reports.map((r) => r.uuid);
    const lastShown = shown.at(-1) ?? '';
    const notShownYet = before[APPROVAL_QUEUE_PAGE_SIZE + 3]?.uuid ?? '';
    const resubmitted = shown.at(-2) ?? '';
    expect((await approve(lastShown)).statusCode).toBe(200);
    expect((await approve(notShownYet)).statusCode).toBe(200);
    expect((await sendBack(resubmitted, 'Rifai la foto del cruscotto.')).statusCode).toBe(200);
    await ctx.db.query(
      `UPDATE report_drafts SET state = 'submitted', submitted_at = '2026-12-01T10:00:00Z' WHERE inspection_id = $1`,
      [resubmitted],
    );

    const rest: PendingReportSummary[] = [];
    let next = first.next;
    while (next) {
      const page = await queuePage(next);
      expect(page.reports.length).toBeLessThanOrEqual(APPROVAL_QUEUE_PAGE_SIZE);
      rest.push(...page.reports);
      next = page.next;
    }
    const expected = [
      ...before.slice(APPROVAL_QUEUE_PAGE_SIZE).filter((r) => r.uuid !== notShownYet),
      { ...before.find((r) => r.uuid === resubmitted), submitted_at: '2026-12-01T10:00:00.000Z' },
    ];
    expect(rest.map((r) => r.uuid)).toEqual(expected.map((r) => r?.uuid));
    expect(new Set(rest.map((r) => r.uuid)).size).toBe(rest.length);
    expect(rest.filter((r) => shown.includes(r.uuid)).map((r) => r.uuid)).toEqual([resubmitted]);
    // In the database's order, to the microsecond (the answer's times stop at the millisecond).
    const stored = await ctx.db.query<{ uuid: string }>(
      `SELECT inspection_id AS uuid FROM report_drafts WHERE inspection_id = ANY($1::uuid[])
        ORDER BY submitted_at, inspection_id`,
      [rest.map((r) => r.uuid)],
    );
    expect(rest.map((r) => r.uuid)).toEqual(stored.map((r) => r.uuid));
    expect((await queuePage()).waiting).toEqual({ count: before.length - 2, at_least: false });
  }, 120_000);

  it('counts the waiting reports only up to its limit', async () => {
    const waiting = (await queue()).length;
    expect(waiting).toBeGreaterThan(3);
    expect(await countPendingReports(ctx.db, 3)).toBe(3);
    expect(await countPendingReports(ctx.db, waiting + 10)).toBe(waiting);
  });

  it('refuses a malformed page with a 400 in Italian', async () => {
    const uuid = '7d0f1b9e-1c11-4c0e-9a51-3b7f3a9c0d42';
    for (const cursor of [
      'abc',
      uuid,
      `2026-03-01T10:00:00.000Z_${uuid}`,
      `2026-02-30T10:00:00.000000Z_${uuid}`,
      `2026-03-01T25:00:00.000000Z_${uuid}`,
      `2026-03-01T10:00:00.000000Z_${uuid.slice(1)}`,
    ]) {
      const res = await ctx.app.inject({
        url: `/api/backoffice/reports?cursor=${encodeURIComponent(cursor)}`,
        headers: backoffice.headers,
      });
      expect(res.statusCode, cursor).toBe(400);
      expect(res.json().message, cursor).toBe('La pagina richiesta non è valida.');
    }
  });

  it('reads a page, and counts the queue, through the queue index', async () => {
    const [oldest] = await queue();
    if (!oldest) throw new Error('empty queue');
    const cursor = { at: oldest.submitted_at.replace('Z', '000Z'), id: oldest.uuid };
    for (const page of [undefined, cursor]) {
      const plan = await planOf(ctx.db, (q) => listPendingReports(q, page, APPROVAL_QUEUE_PAGE_SIZE));
      expect(unindexedSteps(plan)).toEqual([]);
      expect(JSON.stringify(plan)).toContain('report_drafts_queue_idx');
    }
    const count = await planOf(ctx.db, (q) => countPendingReports(q, WAITING_COUNT_LIMIT + 1));
    expect(unindexedSteps(count)).toEqual([]);
    expect(JSON.stringify(count)).toContain('report_drafts_queue_idx');
  });
});

describe('POST /api/backoffice/reports/{uuid}/approve', () => {
  it('publishes and seals the report, e-mails the seller the link once, and a second approval is refused', async () => {
    const report = await insertSubmittedReport(ctx.db);
    expect((await checkout(report.inspectionId)).statusCode).toBe(404);

    const res = await approve(report.inspectionId);
    expect(res.statusCode).toBe(200);
    const body = ReportApprovedSchema.parse(res.json());
    expect(body.uuid).toBe(report.inspectionId);
    expect(body.fingerprint).toMatch(/^[0-9a-f]{64}$/);

    const row = await reportRow(report.reportId);
    expect(row).toMatchObject({
      backoffice_state: 'approved',
      approved_by: backofficeId,
      fingerprint: body.fingerprint,
    });
    expect((row.approved_at as Date).toISOString()).toBe(body.approved_at);
    expect((row.verdict_datecompleted as Date).toISOString()).toBe(body.approved_at);
    expect((row.sealed_at as Date).toISOString()).toBe(body.approved_at);
    expect((row.submitted_at as Date).toISOString()).toBe('2026-03-02T16:00:00.000Z');
    expect((await draftRow(report.inspectionId))?.state).toBe('approved');
    expect((await queue()).map((r) => r.uuid)).not.toContain(report.inspectionId);

    const again = await approve(report.inspectionId);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Questo report non è in attesa di approvazione.');

    const mails = await mailsTo(ctx.db, report.sellerEmail);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toBe('Il report della tua auto è pronto');
    expect(mail?.template).toBe('report_approved');
    expect(mail?.text).toContain(`https://www.verificauto.example/report/${report.inspectionId}`);
    expect(mail?.text).toContain('Fiat Panda, targa AB123CD');
    expect(mail?.text).toContain('19,00');
    expect(mail?.text).toContain('Ciao Giulia,');

    expect((await checkout(report.inspectionId)).statusCode).toBe(200);
  });

  it('seals the content: the same content gives the same fingerprint, a changed item another', async () => {
    const report = await insertSubmittedReport(ctx.db);
    const { fingerprint } = ReportApprovedSchema.parse((await approve(report.inspectionId)).json());
    const target = { id: report.reportId, uuid: report.inspectionId, car_license_plate: '' };
    const [inspection] = await ctx.db.query<{ car_license_plate: string }>(
      'SELECT car_license_plate FROM inspections WHERE id = $1',
      [report.inspectionId],
    );
    target.car_license_plate = inspection?.car_license_plate ?? '';
    expect(await sealReport(ctx.db, ctx.app.photoStorage, target)).toBe(fingerprint);

    await ctx.db.query(
      `UPDATE report_items SET value_rating = 3 WHERE report_id = $1 AND item_key = 'ext_body_paint'`,
      [report.reportId],
    );
    expect(await sealReport(ctx.db, ctx.app.photoStorage, target)).not.toBe(fingerprint);
    await ctx.db.query(
      `UPDATE report_items SET value_rating = 4 WHERE report_id = $1 AND item_key = 'ext_body_paint'`,
      [report.reportId],
    );
    expect(await sealReport(ctx.db, ctx.app.photoStorage, target)).toBe(fingerprint);
    await ctx.db.query(
      `UPDATE report_photos SET position = 1 - position WHERE report_id = $1 AND kind = 'imperfection'`,
      [report.reportId],
    );
    expect(await sealReport(ctx.db, ctx.app.photoStorage, target)).not.toBe(fingerprint);
  });

  it('hashes a photo stored before photos.sha256 from its original, and refuses when the original is gone', async () => {
    const report = await insertSubmittedReport(ctx.db);
    const old = await insertPhoto(ctx.db, null);
    const original = Buffer.from('jpeg bytes of an older upload');
    await ctx.app.photoStorage.put(`${old.storageKey}/original`, original);
    await ctx.db.query(
      `INSERT INTO report_photos (report_id, photo_id, kind, slot, position) VALUES ($1, $2, 'key', 'rear', 1)`,
      [report.reportId, old.id],
    );
    const lost = await insertSubmittedReport(ctx.db);
    const missing = await insertPhoto(ctx.db, null);
    await ctx.db.query(
      `INSERT INTO report_photos (report_id, photo_id, kind, slot, position) VALUES ($1, $2, 'key', 'rear', 1)`,
      [lost.reportId, missing.id],
    );

    expect((await approve(report.inspectionId)).statusCode).toBe(200);
    const [photo] = await ctx.db.query<{ sha256: string }>('SELECT sha256 FROM photos WHERE id = $1', [
      old.id,
    ]);
    expect(photo?.sha256).toBe(createHash('sha256').update(original).digest('hex'));

    const refused = await approve(lost.inspectionId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('photo_missing');
    expect((await reportRow(lost.reportId))?.backoffice_state).toBeNull();
    expect((await draftRow(lost.inspectionId))?.state).toBe('submitted');
    expect(await mailsTo(ctx.db, lost.sellerEmail)).toHaveLength(0);
  });

  it('lets one of two simultaneous approvals through and answers 409 to the other, with one e-mail', async () => {
    const report = await insertSubmittedReport(ctx.db);
    const results = await Promise.all([approve(report.inspectionId), approve(report.inspectionId)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await mailsTo(ctx.db, report.sellerEmail)).toHaveLength(1);
    const [approvals] = await ctx.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM audit_log WHERE action = 'report.approved' AND entity_id = $1`,
      [report.inspectionId],
    );
    expect(approvals?.n).toBe(1);
  });

  it('answers 404 for an unknown or malformed id, and 409 for a report the workshop never submitted', async () => {
    expect((await approve('7d0f1b9e-1c11-4c0e-9a51-3b7f3a9c0d42')).statusCode).toBe(404);
    expect((await approve('not-a-uuid')).statusCode).toBe(404);
    const workshopId = await insertWorkshop(ctx.db, 'Officina Gialli');
    const seller = await createUser(ctx.db, { email: 'senza-bozza@example.it' });
    const inspectionId = await insertInspection(ctx.db, { sellerId: seller.id, workshopId });
    await insertReport(ctx.db, inspectionId, { backoffice_state: null });
    expect((await approve(inspectionId)).statusCode).toBe(409);
  });
});

describe('POST /api/backoffice/reports/{uuid}/return', () => {
  it('reopens the draft with the note; the seller still reads the report as awaiting approval', async () => {
    const report = await insertSubmittedReport(ctx.db, { workshopEmail: 'officina@example.it' });
    const note = 'La foto del cruscotto è sfocata: rifalla, per favore.';
    const res = await sendBack(report.inspectionId, `  ${note} `);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });

    const draft = await draftRow(report.inspectionId);
    expect(draft).toMatchObject({ state: 'editing', returned_note: note });
    expect(draft?.returned_at).toBeInstanceOf(Date);
    expect((await reportRow(report.reportId))?.backoffice_state).toBeNull();
    expect((await queue()).map((r) => r.uuid)).not.toContain(report.inspectionId);

    const seller = await signIn(ctx.app, report.sellerEmail);
    const mine = UserReportsSchema.parse(
      (await ctx.app.inject({ url: '/api/user/reports', headers: seller.headers })).json(),
    );
    const card = mine.inspectionsRequested.find((i) => i.uuid === report.inspectionId);
    expect(card?.report).toMatchObject({ backoffice_state: null });
    expect((await checkout(report.inspectionId)).statusCode).toBe(404);

    const [workshopMail] = await mailsTo(ctx.db, 'officina@example.it');
    expect(workshopMail?.template).toBe('report_returned');
    expect(workshopMail?.text).toContain(note);
    expect(await mailsTo(ctx.db, report.sellerEmail)).toHaveLength(0);

    expect((await sendBack(report.inspectionId, note)).statusCode).toBe(409);
    expect((await approve(report.inspectionId)).statusCode).toBe(409);
  });

  it('asks for a note of at least 5 characters', async () => {
    const report = await insertSubmittedReport(ctx.db);
    const res = await sendBack(report.inspectionId, ' ok ');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Scrivi cosa deve correggere l’officina (almeno 5 caratteri).');
    expect((await draftRow(report.inspectionId))?.state).toBe('submitted');
  });
});
