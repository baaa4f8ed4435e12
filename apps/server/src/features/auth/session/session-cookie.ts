import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../../config/env';
import { issueXsrfCookie } from '../../../lib/xsrf-token';
import { SESSION_ABSOLUTE_SECONDS, sessionCookieName } from './session-policy';

const options = (config: Config) => ({
  path: '/',
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: config.isProduction,
});

export const readSessionToken = (request: FastifyRequest, config: Config): string | undefined =>
  request.cookies[sessionCookieName(config)] || undefined;

// A new session, or none, gets a new anti-forgery token: the one from before no longer passes (decision 028).
export function setSessionCookie(reply: FastifyReply, token: string, config: Config) {
  // The browser may keep it as long as the session could live; the database decides whether it still does.
  reply.setCookie(sessionCookieName(config), token, { ...options(config), maxAge: SESSION_ABSOLUTE_SECONDS });
  issueXsrfCookie(reply, token, config);
}

export function clearSessionCookie(reply: FastifyReply, config: Config) {
  reply.clearCookie(sessionCookieName(config), options(config));
  issueXsrfCookie(reply, undefined, config);
}
