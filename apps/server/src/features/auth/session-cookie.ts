import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config/env';
import { SESSION_ABSOLUTE_SECONDS, SESSION_COOKIE } from './session-policy';

const options = (config: Config) => ({
  path: '/',
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: config.isProduction,
});

export const readSessionToken = (request: FastifyRequest): string | undefined =>
  request.cookies[SESSION_COOKIE] || undefined;

export function setSessionCookie(reply: FastifyReply, token: string, config: Config) {
  // The browser may keep it as long as the session could live; the database decides whether it still does.
  reply.setCookie(SESSION_COOKIE, token, { ...options(config), maxAge: SESSION_ABSOLUTE_SECONDS });
}

export function clearSessionCookie(reply: FastifyReply, config: Config) {
  reply.clearCookie(SESSION_COOKIE, options(config));
}
