import { AuditLogSchema } from '@verificauto/shared/contracts/backoffice';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendAudit } from '../src/lib/audit-log.repository';
import { createUser, type SignedIn, signIn } from './helpers/auth';
import { insertWorkshop } from './helpers/report-fixtures';
import { insertSubmittedReport } from './helpers/submitted-report';
import { createTestApp, type TestContext } from './helpers/test-app';
import { xsrfHeaders } from './helpers/xsrf';

let ctx: TestContext;
let backoffice: SignedIn;
let backofficeId: string;
beforeAll(async () => {
  ctx = await createTestApp();
  backofficeId = (
    await createUser(ctx.db, { email: 'bo@verificauto.test', name: 'Anna Back', role: 'backoffice' })
  ).id;
  backoffice = await signIn(ctx.app, 'bo@verificauto.test');
});
afterAll(() => ctx.close());

const auditPage = async (query = '') => {
  const res = await ctx.app.inject({ url: `/api/backoffice/audit${query}`, headers: backoffice.headers });
  expect(res.statusCode).toBe(200);
  return AuditLogSchema.parse(res.json()).entries;
};

describe('the audit log', () => {
  it('records approvals and send-backs with the actor, before and after, readable newest first', async () => {
    const approved = await insertSubmittedReport(ctx.db);
    const returned = await insertSubmittedReport(ctx.db);
    const post = (url: string, payload?: object) =>
      ctx.app.inject({ method: 'POST', url, headers: backoffice.headers, ...(payload ? { payload } : {}) });
    const approval = await post(`/api/backoffice/reports/${approved.inspectionId}/approve`);
    expect(approval.statusCode).toBe(200);
    const sentBack = await post(`/api/backoffice/reports/${returned.inspectionId}/return`, {
      note: 'Manca la foto del vano motore.',
    });
    expect(sentBack.statusCode).toBe(200);

    const [latest, previous] = await auditPage('?entity=report');
    expect(latest).toMatchObject({
      action: 'report.returned',
      entity: 'report',
      entity_id: returned.inspectionId,
      actor: { email: 'bo@verificauto.test', name: 'Anna Back' },
      before: { draft_state: 'submitted' },
      after: { draft_state: 'editing', returned_note: 'Manca la foto del vano motore.' },
    });
    expect(previous).toMatchObject({
      action: 'report.approved',
      entity_id: approved.inspectionId,
      actor: { email: 'bo@verificauto.test' },
      before: { backoffice_state: null, draft_state: 'submitted', fingerprint: null },
      after: {
        backoffice_state: 'approved',
        draft_state: 'approved',
        fingerprint: approval.json().fingerprint,
      },
    });
    expect(Date.parse(previous?.at ?? '')).toBeGreaterThan(Date.now() - 60_000);

    const [row] = await ctx.db.query<{ actor_id: string; details: Record<string, unknown> }>(
      `SELECT actor_id, details FROM audit_log WHERE action = 'report.returned' AND entity_id = $1`,
      [returned.inspectionId],
    );
    expect(row).toEqual({
      actor_id: backofficeId,
      details: expect.objectContaining({ note: 'Manca la foto del vano motore.' }),
    });

    const onlyApproved = await auditPage(`?entity=report&entity_id=${approved.inspectionId}`);
    expect(onlyApproved.map((e) => e.action)).toEqual(['report.approved']);
  });

  it('pages 50 entries at a time, newest first, from the id of the last one', async () => {
    await ctx.db.transaction(async (tx) => {
      for (let i = 0; i < 60; i++) {
        await appendAudit(tx, {
          actorId: null,
          action: 'test.entry',
          entity: 'paging',
          entityId: String(i),
          before: null,
          after: { i },
        });
      }
    });
    const first = await auditPage('?entity=paging');
    expect(first).toHaveLength(50);
    expect(first[0]).toMatchObject({ entity_id: '59', actor: null, before: null, after: { i: 59 } });
    const second = await auditPage(`?entity=paging&before=${first.at(-1)?.id}`);
    expect(second.map((e) => e.entity_id)).toEqual(['9', '8', '7', '6', '5', '4', '3', '2', '1', '0']);
    const bad = await ctx.app.inject({
      url: '/api/backoffice/audit?before=abc',
      headers: backoffice.headers,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('La pagina richiesta non è valida.');
  });

  it('looks a record up within its kind: an id without the kind is a 400 in Italian', async () => {
    const res = await ctx.app.inject({
      url: '/api/backoffice/audit?entity_id=42',
      headers: backoffice.headers,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Per cercare un identificativo indica anche il tipo di voce (entity).');
  });

  it('cannot be changed or deleted, not even by the application', async () => {
    await expect(ctx.db.query(`UPDATE audit_log SET action = 'report.forged'`)).rejects.toThrow(
      /append-only/,
    );
    await expect(ctx.db.query('DELETE FROM audit_log')).rejects.toThrow(/append-only/);
    const [count] = await ctx.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM audit_log WHERE action = 'report.forged'`,
    );
    expect(count?.n).toBe(0);
  });
});

describe('who may use the back office', () => {
  const ROUTES = [
    { method: 'GET', url: () => '/api/backoffice/reports' },
    { method: 'GET', url: () => '/api/backoffice/audit' },
    { method: 'POST', url: (uuid: string) => `/api/backoffice/reports/${uuid}/approve` },
    {
      method: 'POST',
      url: (uuid: string) => `/api/backoffice/reports/${uuid}/return`,
      payload: { note: 'Rifai le foto degli interni.' },
    },
  ] as const;

  it('answers 401 to guests, 403 to users and technicians, 200 to the back office', async () => {
    const workshopId = await insertWorkshop(ctx.db, 'Officina Matrice');
    await createUser(ctx.db, { email: 'utente@example.it' });
    await createUser(ctx.db, { email: 'tecnico@example.it', role: 'technician', workshopId });
    const callers: [string, Record<string, string>, number][] = [
      ['guest', xsrfHeaders(), 401],
      ['user', (await signIn(ctx.app, 'utente@example.it')).headers, 403],
      ['technician', (await signIn(ctx.app, 'tecnico@example.it')).headers, 403],
      ['backoffice', backoffice.headers, 200],
    ];
    for (const route of ROUTES) {
      for (const [who, headers, expected] of callers) {
        const report = route.method === 'POST' ? await insertSubmittedReport(ctx.db) : null;
        const res = await ctx.app.inject({
          method: route.method,
          url: route.url(report?.inspectionId ?? ''),
          headers,
          ...('payload' in route ? { payload: route.payload } : {}),
        });
        expect({ who, url: route.url('{uuid}'), status: res.statusCode }).toEqual({
          who,
          url: route.url('{uuid}'),
          status: expected,
        });
        if (report && expected !== 200) {
          expect(res.json().message).toMatch(expected === 401 ? /accedere/ : /riservata al back office/);
          const [draft] = await ctx.db.query<{ state: string }>(
            'SELECT state FROM report_drafts WHERE inspection_id = $1',
            [report.inspectionId],
          );
          expect(draft?.state).toBe('submitted');
        } else if (expected !== 200) {
          expect(res.json().message).toMatch(expected === 401 ? /accedere/ : /riservata al back office/);
        }
      }
    }
  });
});
