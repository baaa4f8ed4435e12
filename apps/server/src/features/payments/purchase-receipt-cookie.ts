import { createHmac } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config/env';
import { safeEqual } from '../../lib/tokens';

const COOKIE = 'va_purchase';
// Long enough to come back from the provider's page, short enough not to outlive the visit.
const MAX_AGE_SECONDS = 2 * 60 * 60;

const sign = (secret: string, purchaseId: string) =>
  createHmac('sha256', secret).update(`purchase-receipt:${purchaseId}`).digest('base64url');

/**
 * Lets the browser that paid read its purchase on /payment/confirm/{uuid} before its buyer has signed in
 * (a guest's account has no password yet): the cookie names the purchase and is signed, so that
 * holding the purchase's link alone shows nothing.
 */
export function setPurchaseReceiptCookie(reply: FastifyReply, purchaseId: string, config: Config) {
  reply.setCookie(COOKIE, `${purchaseId}.${sign(config.xsrfSecret, purchaseId)}`, {
    path: '/api/purchases',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.isProduction,
    maxAge: MAX_AGE_SECONDS,
  });
}

export function hasPurchaseReceipt(request: FastifyRequest, purchaseId: string, config: Config): boolean {
  const [id, signature] = (request.cookies[COOKIE] ?? '').split('.');
  return (
    id === purchaseId && signature !== undefined && safeEqual(signature, sign(config.xsrfSecret, purchaseId))
  );
}
