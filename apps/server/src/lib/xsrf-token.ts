import { createHmac } from 'node:crypto';
import { XSRF_COOKIE } from '@verificauto/shared/contracts/xsrf';
import type { FastifyReply } from 'fastify';
import type { Config } from '../config/env';
import { randomToken, safeEqual } from './tokens';

// OWASP's signed double submit (decision 028): HMAC over the session cookie and a random value, the two
// length-prefixed so that no other pair gives the same message. A guest's token is bound to no session.
const sign = (secret: string, session: string, nonce: string) =>
  createHmac('sha256', secret).update(`${session.length}!${session}!${nonce}`).digest('base64url');

/** A new anti-forgery token for the session cookie `session` (undefined for a guest): `random.HMAC`. */
export function createXsrfToken(secret: string, session: string | undefined): string {
  const nonce = randomToken();
  return `${nonce}.${sign(secret, session ?? '', nonce)}`;
}

/** True when the server signed `token` for this session cookie (or, with undefined, for a guest). */
export function isXsrfTokenOf(secret: string, session: string | undefined, token: string): boolean {
  const [nonce, signature, ...rest] = token.split('.');
  if (!nonce || !signature || rest.length > 0) return false;
  return safeEqual(signature, sign(secret, session ?? '', nonce));
}

/**
 * Sets XSRF-TOKEN, readable by our pages, to a new token bound to `session`. The web client reads the
 * cookie at each request, so a token replaced at sign-in or sign-out needs nothing from the page.
 */
export function issueXsrfCookie(
  reply: FastifyReply,
  session: string | undefined,
  config: Pick<Config, 'xsrfSecret' | 'isProduction'>,
) {
  reply.setCookie(XSRF_COOKIE, createXsrfToken(config.xsrfSecret, session), {
    path: '/',
    sameSite: 'lax',
    secure: config.isProduction,
    httpOnly: false,
  });
}
