import { createHmac } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config/env';
import { safeEqual } from './tokens';

// Long enough to come back from a payment page and read the confirmation, short enough not to outlive the visit.
const MAX_AGE_SECONDS = 2 * 60 * 60;

export interface ReceiptCookie {
  set(reply: FastifyReply, id: string): void;
  /** Whether this browser holds the receipt of `id`. */
  has(request: FastifyRequest, id: string): boolean;
}

/**
 * Lets the browser that paid or booked read its confirmation (a name and an e-mail) before its owner has
 * a password: the cookie names the purchase or inspection and is signed for its purpose, so that holding
 * the confirmation's link alone shows nothing.
 */
export function receiptCookie(
  options: { name: string; purpose: string; path: string },
  config: Pick<Config, 'xsrfSecret' | 'isProduction'>,
): ReceiptCookie {
  const sign = (id: string) =>
    createHmac('sha256', config.xsrfSecret).update(`${options.purpose}:${id}`).digest('base64url');
  return {
    set(reply, id) {
      reply.setCookie(options.name, `${id}.${sign(id)}`, {
        path: options.path,
        httpOnly: true,
        sameSite: 'lax',
        secure: config.isProduction,
        maxAge: MAX_AGE_SECONDS,
      });
    },
    has(request, id) {
      const [cookieId, signature] = (request.cookies[options.name] ?? '').split('.');
      return cookieId === id && signature !== undefined && safeEqual(signature, sign(id));
    },
  };
}
