import { XSRF_COOKIE, XSRF_HEADER } from '@verificauto/shared/contracts/xsrf';

/** Any value passes the double-submit check as long as the cookie and the header carry the same one. */
export const TEST_XSRF_TOKEN = 'test-xsrf-token';

export const cookieHeader = (cookies: Record<string, string>) =>
  Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');

/**
 * Headers for `app.inject` that pass the anti-forgery check; `cookies` adds others (e.g. the session).
 * Usage: `app.inject({ method: 'POST', url, payload, headers: xsrfHeaders() })`.
 */
export function xsrfHeaders(cookies: Record<string, string> = {}): Record<string, string> {
  return {
    cookie: cookieHeader({ [XSRF_COOKIE]: TEST_XSRF_TOKEN, ...cookies }),
    [XSRF_HEADER]: TEST_XSRF_TOKEN,
  };
}
