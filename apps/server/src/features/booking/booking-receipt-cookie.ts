import { createHmac } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config/env';
import { safeEqual } from '../../lib/tokens';

const COOKIE = 'va_booking';
// Enough to read the confirmation page and come back to it during the visit; later, the seller signs in.
const MAX_AGE_SECONDS = 2 * 60 * 60;

const sign = (secret: string, inspectionId: string) =>
  createHmac('sha256', secret).update(`booking-receipt:${inspectionId}`).digest('base64url');

/**
 * Lets the browser that booked read /booking/confirm/{uuid} before the seller has a password: the cookie
 * names the inspection and is signed, so that the confirmation's link alone shows no name or e-mail.
 */
export function setBookingReceiptCookie(reply: FastifyReply, inspectionId: string, config: Config) {
  reply.setCookie(COOKIE, `${inspectionId}.${sign(config.xsrfSecret, inspectionId)}`, {
    path: '/api/inspections',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.isProduction,
    maxAge: MAX_AGE_SECONDS,
  });
}

export function hasBookingReceipt(request: FastifyRequest, inspectionId: string, config: Config): boolean {
  const [id, signature] = (request.cookies[COOKIE] ?? '').split('.');
  return (
    id === inspectionId &&
    signature !== undefined &&
    safeEqual(signature, sign(config.xsrfSecret, inspectionId))
  );
}
