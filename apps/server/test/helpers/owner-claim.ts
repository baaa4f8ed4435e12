import type { OutboxMail } from './auth';
import { freshAddress } from './checkout';
import type { TestContext } from './test-app';
import { xsrfHeaders } from './xsrf';

/**
 * The token of the link that asks an address owner to confirm an order made with their e-mail
 * (`/booking/claim` or `/payment/claim`, decisions 045 and 049), from the e-mail's text.
 */
export function claimTokenIn(
  mail: OutboxMail | undefined,
  page: '/booking/claim' | '/payment/claim',
): string {
  const token = mail?.text.match(new RegExp(`${page}/([A-Za-z0-9_-]{43})`))?.[1];
  if (!token) throw new Error(`no ${page} link in: ${mail?.text}`);
  return token;
}

/** The owner's confirmation, from an address of its own (the route is rate-limited per IP). */
export const postClaim = (
  ctx: TestContext,
  api: '/api/bookings/claim' | '/api/purchases/claim',
  token: string,
) =>
  ctx.app.inject({
    method: 'POST',
    url: `${api}/${token}`,
    headers: xsrfHeaders(),
    remoteAddress: freshAddress(),
  });
