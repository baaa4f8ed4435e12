import { createHmac } from 'node:crypto';
import { DEVICE_COOKIE_DAYS } from '@verificauto/shared/domain/business';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config/env';
import { randomToken, safeEqual } from '../../lib/tokens';

/**
 * OWASP's device cookies (decision 047): a browser that signed in to an account gets `nonce.signature`,
 * the signature an HMAC of the account and the nonce. The cookie names no account; only the account it was
 * issued for accepts it, so its holder's wrong passwords count against that cookie, not against the account.
 */
export const DEVICE_COOKIE = 'va_device';

/** `__Host-` in production, as the session cookie (decision 028): no sibling subdomain can replace it. */
export const deviceCookieName = (config: Pick<Config, 'isProduction'>) =>
  config.isProduction ? `__Host-${DEVICE_COOKIE}` : DEVICE_COOKIE;

// Signed with the anti-forgery secret, under a purpose of its own, as the receipt cookies are.
const sign = (secret: string, userId: string, nonce: string) =>
  createHmac('sha256', secret).update(`device-cookie:${userId}:${nonce}`).digest('base64url');

export function createDeviceCookie(secret: string, userId: string): string {
  const nonce = randomToken();
  return `${nonce}.${sign(secret, userId, nonce)}`;
}

/** The nonce of `cookie` when the server issued it at a sign-in to `userId`; undefined for any other value. */
export function trustedDeviceNonce(secret: string, userId: string, cookie: string | undefined) {
  const [nonce, signature, ...rest] = (cookie ?? '').split('.');
  if (!nonce || !signature || rest.length > 0) return undefined;
  return safeEqual(signature, sign(secret, userId, nonce)) ? nonce : undefined;
}

export const readDeviceCookie = (
  request: FastifyRequest,
  config: Pick<Config, 'isProduction'>,
): string | undefined => request.cookies[deviceCookieName(config)] || undefined;

// Strict: only our own sign-in page needs it. Sign-out keeps it, so that the browser stays recognised.
export function setDeviceCookie(reply: FastifyReply, value: string, config: Pick<Config, 'isProduction'>) {
  reply.setCookie(deviceCookieName(config), value, {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure: config.isProduction,
    maxAge: DEVICE_COOKIE_DAYS * 24 * 60 * 60,
  });
}
