import { XSRF_COOKIE, XSRF_HEADER } from '@verificauto/shared/contracts/xsrf';
import { SESSION_COOKIE } from '../../src/features/auth/session/session-policy';
import { createXsrfToken } from '../../src/lib/xsrf-token';

/** The XSRF_SECRET of every test app (helpers/test-app.ts) unless a test sets its own. */
export const TEST_XSRF_SECRET = 'segreto-anti-falsificazione-dei-test';

export const cookieHeader = (cookies: Record<string, string>) =>
  Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');

/**
 * Headers for `app.inject` that pass the anti-forgery check: a token signed for the session in `cookies`
 * (`va_session`), or for a guest without one; `cookies` are sent too.
 * Usage: `app.inject({ method: 'POST', url, payload, headers: xsrfHeaders() })`.
 */
export function xsrfHeaders(cookies: Record<string, string> = {}): Record<string, string> {
  const token = createXsrfToken(TEST_XSRF_SECRET, cookies[SESSION_COOKIE]);
  return { cookie: cookieHeader({ [XSRF_COOKIE]: token, ...cookies }), [XSRF_HEADER]: token };
}
