import { SESSION_MAX_DAYS } from '@verificauto/shared/domain/business';
import type { Config } from '../../../config/env';

/** Session lifetimes (documented for users in the privacy notice and for operators in docs/). */
export const SESSION_COOKIE = 'va_session';
/**
 * In production the cookie is `__Host-va_session`: browsers keep a `__Host-` cookie only if it is Secure,
 * for Path=/ and without Domain, so a sibling subdomain cannot plant or shadow it (decision 028).
 */
export const sessionCookieName = (config: Pick<Config, 'isProduction'>) =>
  config.isProduction ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE;
/** A session ends after 2 hours without requests or refreshes (the `expires_in` of sign-in). */
export const SESSION_IDLE_SECONDS = 2 * 60 * 60;
/** …and in any case 7 days after sign-in; refreshing never goes past it. */
export const SESSION_ABSOLUTE_SECONDS = SESSION_MAX_DAYS * 24 * 60 * 60;
/** Requests slide the idle expiry and last_seen_at at most this often, to spare writes. */
export const SESSION_TOUCH_SECONDS = 60;
