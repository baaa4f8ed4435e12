import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** An unguessable value for cookies and e-mail links: 32 random bytes, base64url (43 characters). */
export const randomToken = () => randomBytes(32).toString('base64url');

/** The shape of a randomToken(), checked before any lookup. */
export const isRandomToken = (value: string) => /^[A-Za-z0-9_-]{43}$/.test(value);

/** What the database stores instead of a token, so a leaked table cannot be replayed. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
