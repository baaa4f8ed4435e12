import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../../config/env';
import { readReceiptsCookie } from '../../../lib/read-receipts';
import { issueXsrfCookie } from '../../../lib/xsrf-token';
import { SESSION_ABSOLUTE_SECONDS, sessionCookieName } from './session-policy';

/** The session cookie's own attribute, and the anti-forgery token renewed with it. */
export type SessionCookieConfig = Pick<Config, 'isProduction' | 'xsrfSecret'>;

const options = (config: Pick<Config, 'isProduction'>) => ({
  path: '/',
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: config.isProduction,
});

export const readSessionToken = (
  request: FastifyRequest,
  config: Pick<Config, 'isProduction'>,
): string | undefined => request.cookies[sessionCookieName(config)] || undefined;

// A new session, or none, gets a new anti-forgery token: the one from before no longer passes (decision 028).
// Either also ends the browser's read receipts: from then on it reads as an account does (decision 057).
export function setSessionCookie(reply: FastifyReply, token: string, config: SessionCookieConfig) {
  // The browser may keep it as long as the session could live; the database decides whether it still does.
  reply.setCookie(sessionCookieName(config), token, { ...options(config), maxAge: SESSION_ABSOLUTE_SECONDS });
  issueXsrfCookie(reply, token, config);
  readReceiptsCookie(config).clear(reply);
}

export function clearSessionCookie(reply: FastifyReply, config: SessionCookieConfig) {
  reply.clearCookie(sessionCookieName(config), options(config));
  issueXsrfCookie(reply, undefined, config);
  readReceiptsCookie(config).clear(reply);
}
