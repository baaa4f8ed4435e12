import type { StripeSessionRequest, TestPaymentRequest } from '@verificauto/shared/contracts/payments';
import type { Queryable } from '../../src/db/db';
import { createJobHandlers } from '../../src/job-handlers';
import { runDueJobs } from '../../src/lib/jobs/job-worker';
import { createMailTransport } from '../../src/lib/mail/mail-transport';
import { createUser } from './auth';
import { insertInspection, insertReport, insertRow, insertWorkshop } from './report-fixtures';
import type { TestContext } from './test-app';
import { xsrfHeaders } from './xsrf';

export const PAYING_CARD = { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };
export const DECLINED_CARD = { number: '4000 0000 0000 0002', expiry: '12/30', cvc: '123' };

/** An approved report of a seller's Fiat Panda, on sale; returns the inspection (the link's uuid). */
export async function reportOnSale(db: Queryable, sellerEmail = `venditore-${Math.random()}@example.it`) {
  const workshopId = await insertWorkshop(db, 'Officina Rossi');
  const seller = await createUser(db, { email: sellerEmail });
  const inspectionId = await insertInspection(db, { sellerId: seller.id, workshopId });
  const reportId = await insertReport(db, inspectionId);
  return { inspectionId, reportId, sellerId: seller.id };
}

/**
 * A code beside the launch code BENVENUTO50 (which every migrated database has): 50% once per account,
 * as that one, unless `fields` say otherwise.
 */
export const insertDiscountCode = (db: Queryable, code: string, fields: Record<string, unknown> = {}) =>
  insertRow(db, 'discount_codes', { code, percent_off: 50, once_per_user: true, ...fields });

/** An Italian buyer who ticks the required statements and asks for immediate access. */
export function italianBuyer(
  ctx: TestContext,
  email: string,
  overrides: Partial<TestPaymentRequest['buyer']> = {},
): TestPaymentRequest['buyer'] {
  return {
    email,
    first_name: 'Maria',
    last_name: 'Rossi',
    country: 'IT',
    tax_code: 'RSSMRA85T10A562S',
    address: { street: 'Via Garibaldi 12', postal_code: '20121', city: 'Milano', province: 'mi' },
    accept_regulation: true,
    regulation_version: currentRegulationVersion(ctx),
    declare_age: true,
    immediate_access: true,
    marketing_consent: false,
    ...overrides,
  };
}

let regulationVersion: string | undefined;
export const rememberRegulationVersion = async (ctx: TestContext, inspectionId: string) => {
  const offer = await ctx.app.inject(`/api/checkout/${inspectionId}`);
  regulationVersion = offer.json().regulation.version;
};
const currentRegulationVersion = (_ctx: TestContext) => {
  if (!regulationVersion) throw new Error('call rememberRegulationVersion first');
  return regulationVersion;
};

let nextAddress = 1;
/** A client address of its own per call, so that tests stay under the per-IP limits unless they test them. */
export const freshAddress = () => `10.77.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;

export function pay(
  ctx: TestContext,
  inspectionId: string,
  body: TestPaymentRequest,
  options: { cookies?: Record<string, string>; remoteAddress?: string } = {},
) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/checkout/${inspectionId}/pay`,
    payload: body,
    headers: { ...xsrfHeaders(options.cookies), 'user-agent': 'Vitest/1.0 (test)' },
    remoteAddress: options.remoteAddress ?? freshAddress(),
  });
}

export function startStripeSession(
  ctx: TestContext,
  inspectionId: string,
  body: StripeSessionRequest,
  cookies: Record<string, string> = {},
) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/checkout/${inspectionId}/session`,
    payload: body,
    headers: xsrfHeaders(cookies),
    remoteAddress: freshAddress(),
  });
}

/** Runs the queued jobs (the buyer's e-mails) as the worker would, until the queue is empty. */
export async function runJobs(ctx: TestContext) {
  const handlers = createJobHandlers({
    db: ctx.db,
    config: ctx.config,
    mailTransport: createMailTransport({ smtpUrl: undefined }),
  });
  while ((await runDueJobs(ctx.db, handlers)) > 0) {
    // Until no job is due.
  }
}

/** The purchase's receipt cookie a payment's answer set, to send back as the browser that paid. */
export function purchaseReceiptOf(res: { cookies: { name: string; value: string }[] }) {
  const cookie = res.cookies.find((c) => c.name === 'va_purchase');
  if (!cookie) throw new Error('no va_purchase cookie');
  return { va_purchase: cookie.value };
}
