import { DEMO_COMPANY } from '@verificauto/shared/legal/company';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobHandlers } from '../src/job-handlers';
import { runDueJobs } from '../src/lib/jobs/job-worker';
import { renderEmail } from '../src/lib/mail/email-layout';
import { enqueueMail } from '../src/lib/mail/mail-queue';
import { createMailTransport } from '../src/lib/mail/mail-transport';
import { PRODUCTION_ENV } from './helpers/production-env';
import { createTestApp, type TestContext } from './helpers/test-app';

const INVOICE = Buffer.concat([
  Buffer.from('%PDF-1.7\n'),
  Buffer.from([0, 1, 127, 128, 254, 255]),
  Buffer.from('\n%%EOF\n'),
]);
const WITHDRAWAL_FORM = Buffer.from('%PDF-1.7\n% Modulo di recesso\n%%EOF\n');

const ACTIVATION_URL =
  'http://localhost:3000/activate/5b0f7d0e-3c0a-4f6e-8f43-2b9d2f1c8e77/AbCdEfGhIjKlMnOpQrStUv';

let ctx: TestContext;
let older: string;
let newer: string;
beforeAll(async () => {
  ctx = await createTestApp();
  older = await enqueueMail(ctx.db, {
    to: 'anna.bianchi@example.com',
    subject: 'Ti diamo il benvenuto in Verificauto',
    template: 'activation',
    ...renderEmail(
      {
        title: 'Attiva il tuo account',
        paragraphs: ['Conferma il tuo indirizzo email.'],
        action: { label: 'Attiva il mio account', url: ACTIVATION_URL },
      },
      DEMO_COMPANY,
    ),
  });
  newer = await enqueueMail(ctx.db, {
    to: 'luca.verdi@example.com',
    subject: 'La tua prenotazione è confermata',
    template: 'booking_confirmation',
    attachments: [
      { filename: 'fattura-2026-0042.pdf', contentType: 'application/pdf', content: INVOICE },
      {
        filename: 'Modulo di recesso – Verificauto "2026".pdf',
        contentType: 'application/pdf',
        content: WITHDRAWAL_FORM,
      },
    ],
    ...renderEmail(
      { title: 'Prenotazione confermata', paragraphs: ['Ti aspettiamo in officina.'] },
      DEMO_COMPANY,
    ),
  });
  await ctx.db.query("UPDATE mail_outbox SET created_at = now() - interval '1 hour' WHERE id = $1", [older]);
});
afterAll(() => ctx.close());

describe('dev mailbox API', () => {
  it('lists every e-mail of the outbox, newest first, without the bodies', async () => {
    const res = await ctx.app.inject('/dev/api/mailbox');
    expect(res.statusCode).toBe(200);
    const { messages } = res.json<{ messages: Record<string, unknown>[] }>();
    expect(messages.map((m) => m.id)).toEqual([newer, older]);
    expect(messages[0]).toEqual({
      id: newer,
      to: 'luca.verdi@example.com',
      subject: 'La tua prenotazione è confermata',
      template: 'booking_confirmation',
      status: 'queued',
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      sent_at: null,
    });
  });

  it('shows one message with its HTML and text, and its delivery once the queue has run', async () => {
    const before = (await ctx.app.inject(`/dev/api/mailbox/${older}`)).json();
    expect(before).toMatchObject({ id: older, status: 'queued', attempts: 0, last_error: null });
    expect(before.html).toContain(`href="${ACTIVATION_URL}"`);
    expect(before.text).toContain(`Attiva il mio account: ${ACTIVATION_URL}`);

    const mailTransport = createMailTransport(ctx.config);
    expect(mailTransport.kind).toBe('outbox');
    await runDueJobs(ctx.db, createJobHandlers({ db: ctx.db, config: ctx.config, mailTransport }));

    const after = (await ctx.app.inject(`/dev/api/mailbox/${older}`)).json();
    expect(after).toMatchObject({ status: 'sent', attempts: 1, sent_at: expect.any(String) });
  });

  it('lists the attachments of a message, none for a message without', async () => {
    expect((await ctx.app.inject(`/dev/api/mailbox/${older}`)).json().attachments).toEqual([]);
    const res = await ctx.app.inject(`/dev/api/mailbox/${newer}`);
    expect(res.json().attachments).toEqual([
      {
        filename: 'fattura-2026-0042.pdf',
        content_type: 'application/pdf',
        size: INVOICE.length,
        url: `/dev/api/mailbox/${newer}/attachments/0`,
      },
      {
        filename: 'Modulo di recesso – Verificauto "2026".pdf',
        content_type: 'application/pdf',
        size: WITHDRAWAL_FORM.length,
        url: `/dev/api/mailbox/${newer}/attachments/1`,
      },
    ]);
  });

  it('downloads an attachment: its exact bytes, its type, its file name', async () => {
    const invoice = await ctx.app.inject(`/dev/api/mailbox/${newer}/attachments/0`);
    expect(invoice.statusCode).toBe(200);
    expect(invoice.headers['content-type']).toBe('application/pdf');
    expect(invoice.headers['content-disposition']).toBe(
      `attachment; filename="fattura-2026-0042.pdf"; filename*=UTF-8''fattura-2026-0042.pdf`,
    );
    expect(invoice.headers['cache-control']).toBe('no-store');
    expect(invoice.headers['x-content-type-options']).toBe('nosniff');
    expect(String(invoice.headers['content-security-policy']).split(';')).toEqual(
      expect.arrayContaining(["default-src 'none'", 'sandbox']),
    );
    expect(invoice.rawPayload.equals(INVOICE)).toBe(true);

    const form = await ctx.app.inject(`/dev/api/mailbox/${newer}/attachments/1`);
    expect(form.rawPayload.equals(WITHDRAWAL_FORM)).toBe(true);
    expect(form.headers['content-disposition']).toBe(
      `attachment; filename="Modulo di recesso _ Verificauto _2026_.pdf"; ` +
        `filename*=UTF-8''Modulo%20di%20recesso%20%E2%80%93%20Verificauto%20%222026%22.pdf`,
    );
  });

  it('answers 404 for an attachment that does not exist, whatever the address looks like', async () => {
    for (const url of [
      `/dev/api/mailbox/${newer}/attachments/2`,
      `/dev/api/mailbox/${newer}/attachments/-1`,
      `/dev/api/mailbox/${newer}/attachments/0x0`,
      `/dev/api/mailbox/${newer}/attachments/99999999999999999999`,
      `/dev/api/mailbox/${older}/attachments/0`,
      '/dev/api/mailbox/0b7c3c1e-2f0a-4d4e-9a6e-3f1d2c4b5a69/attachments/0',
      `/dev/api/mailbox/non-un-uuid/attachments/0`,
    ]) {
      const res = await ctx.app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ code: 'not_found', message: 'Allegato non trovato.' });
    }
  });

  it('answers 404 for a message that does not exist, whatever the id looks like', async () => {
    for (const id of [
      '0b7c3c1e-2f0a-4d4e-9a6e-3f1d2c4b5a69',
      'non-un-uuid',
      "1'; DROP TABLE mail_outbox; --",
    ]) {
      for (const url of [
        `/dev/api/mailbox/${encodeURIComponent(id)}`,
        `/dev/api/mailbox/${encodeURIComponent(id)}/html`,
      ]) {
        const res = await ctx.app.inject(url);
        expect(res.statusCode, url).toBe(404);
        expect(res.json()).toEqual({ code: 'not_found', message: 'Messaggio non trovato.' });
      }
    }
  });

  it('serves the e-mail as a page whose links open in the whole tab, with a policy of its own', async () => {
    const res = await ctx.app.inject(`/dev/api/mailbox/${older}/html`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const csp = String(res.headers['content-security-policy']).split(';');
    expect(csp).toEqual(
      expect.arrayContaining(["default-src 'none'", "style-src 'unsafe-inline'", "frame-ancestors 'self'"]),
    );
    expect(csp.join(';')).not.toContain('script-src');
    expect(res.headers['origin-agent-cluster']).toBeUndefined();
    expect(res.body).toMatch(
      /^<!doctype html>\n<html lang="it"><head><base target="_top"><meta charset="utf-8">/,
    );
    expect(res.body).toContain(`href="${ACTIVATION_URL}"`);
  });

  it('lets the mailbox page frame the e-mail from its own origin', async () => {
    const res = await ctx.app.inject('/dev/mailbox');
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['content-security-policy'])).toContain("frame-src 'self'");
  });
});

describe('dev mailbox in production', () => {
  it('does not exist: JSON 404, and no page may be framed', async () => {
    const prod = await createTestApp({ ...PRODUCTION_ENV, LOG_LEVEL: 'silent' });
    try {
      const id = await enqueueMail(prod.db, {
        to: 'anna.bianchi@example.com',
        subject: 'Prova',
        template: 'test',
        attachments: [{ filename: 'fattura.pdf', contentType: 'application/pdf', content: INVOICE }],
        ...renderEmail({ title: 'Prova', paragraphs: ['Prova.'] }, DEMO_COMPANY),
      });
      for (const url of [
        '/dev/api/mailbox',
        `/dev/api/mailbox/${id}`,
        `/dev/api/mailbox/${id}/html`,
        `/dev/api/mailbox/${id}/attachments/0`,
      ]) {
        const res = await prod.app.inject(url);
        expect(res.statusCode, url).toBe(404);
        expect(res.json()).toEqual({ code: 'not_found', message: 'Risorsa non trovata.' });
      }
      const page = await prod.app.inject('/');
      // No frame of this origin: only the scheduling widget of a workshop booked through Calendly.
      expect(String(page.headers['content-security-policy'])).toContain('frame-src https://calendly.com;');
    } finally {
      await prod.close();
    }
  }, 60_000);
});

describe('dev mailbox outside this computer', () => {
  const LOCAL_ONLY = {
    code: 'dev_mailbox_local_only',
    message:
      'La casella email di sviluppo si apre solo da questo computer. Per una demo aperta ad altri avvia il server con DEMO=1.',
  };
  const urls = () => [
    '/dev/api/mailbox',
    `/dev/api/mailbox/${older}`,
    `/dev/api/mailbox/${older}/html`,
    `/dev/api/mailbox/${newer}/attachments/0`,
  ];

  it('answers 403 to a peer that is not loopback, whatever headers it sends', async () => {
    for (const url of urls()) {
      for (const headers of [{}, { 'x-forwarded-for': '127.0.0.1' }, { host: 'localhost:3000' }]) {
        const res = await ctx.app.inject({ url, headers, remoteAddress: '203.0.113.9' });
        expect(res.statusCode, url).toBe(403);
        expect(res.json()).toEqual(LOCAL_ONLY);
      }
    }
  });

  it('answers a loopback peer, over IPv4 or IPv6', async () => {
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const res = await ctx.app.inject({ url: '/dev/api/mailbox', remoteAddress });
      expect(res.statusCode, remoteAddress).toBe(200);
    }
  });

  it('refuses what a proxy on this computer relays, and pages of another site name (DNS rebinding)', async () => {
    for (const headers of [
      { 'x-forwarded-for': '203.0.113.9' },
      { forwarded: 'for=203.0.113.9' },
      { host: 'attacker.example:3000' },
    ]) {
      const res = await ctx.app.inject({ url: '/dev/api/mailbox', headers });
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
    }
    const local = await ctx.app.inject({ url: '/dev/api/mailbox', headers: { host: '127.0.0.1:3000' } });
    expect(local.statusCode).toBe(200);
  });

  it.each([
    ['bound to every interface', { HOST: '0.0.0.0' }],
    ['behind a trusted proxy', { TRUST_PROXY: '127.0.0.1' }],
  ])(
    'is closed even to loopback when the server is %s',
    async (_, env) => {
      const closed = await createTestApp(env);
      try {
        expect((await closed.app.inject('/dev/api/mailbox')).json()).toEqual(LOCAL_ONLY);
      } finally {
        await closed.close();
      }
    },
    60_000,
  );

  it('opens to everyone with DEMO=1', async () => {
    const demo = await createTestApp({ HOST: '0.0.0.0', DEMO: '1' });
    try {
      const res = await demo.app.inject({ url: '/dev/api/mailbox', remoteAddress: '203.0.113.9' });
      expect(res.statusCode).toBe(200);
    } finally {
      await demo.close();
    }
  }, 60_000);
});
