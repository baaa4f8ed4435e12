import { createHmac, timingSafeEqual } from 'node:crypto';
import { photoVariantUrl, type VariantUrl } from './photo-dto';

/**
 * Signed links to the photos of a report (decision 026). Links expire at the end of the period after
 * the current one, so that every link given out holds six to twelve hours and every response within
 * one period carries the same links: the report's serialized body is reused for the whole period.
 */
export const PHOTO_LINK_PERIOD_MS = 6 * 3_600_000;

/** The period of an instant; links issued within one period share their expiry. */
export const photoLinkPeriod = (now: number) => Math.floor(now / PHOTO_LINK_PERIOD_MS);

/** When links issued at `now` expire, in seconds since the epoch. */
export const photoLinkExpiry = (now: number) => ((photoLinkPeriod(now) + 2) * PHOTO_LINK_PERIOD_MS) / 1000;

// 128 bits of HMAC-SHA-256 (RFC 2104 allows truncation to half the hash): shorter srcsets, same safety.
const SIGNATURE_BYTES = 16;

// Every width of a photo shows the same picture, so one signature covers them all.
const signature = (secret: string, photoId: string, expires: number) =>
  createHmac('sha256', secret)
    .update(`${photoId.toLowerCase()}:${expires}`)
    .digest()
    .subarray(0, SIGNATURE_BYTES)
    .toString('base64url');

/** URLs of a photo's variants that admit whoever holds them until `expires` (seconds). */
export const signedVariantUrl =
  (secret: string, expires: number): VariantUrl =>
  (photoId, width) =>
    `${photoVariantUrl(photoId, width)}?exp=${expires}&sig=${signature(secret, photoId, expires)}`;

/** Seconds the link has left, or null when it has expired or was not signed with `secret`. */
export function verifyPhotoLink(
  secret: string,
  photoId: string,
  link: { exp?: string; sig?: string },
  now: number,
): number | null {
  if (!link.exp || !link.sig || !/^[1-9]\d{0,11}$/.test(link.exp)) return null;
  const expires = Number(link.exp);
  const left = expires - Math.floor(now / 1000);
  if (left <= 0) return null;
  const expected = Buffer.from(signature(secret, photoId, expires));
  const given = Buffer.from(link.sig);
  return given.length === expected.length && timingSafeEqual(given, expected) ? left : null;
}
