import type { Queryable } from '../../db/db';
import { hashToken, randomToken } from '../../lib/tokens';
import { findTokenState, markTokenUsed, replaceToken, type TokenPurpose } from './user-tokens.repository';

export const PASSWORD_RESET_TOKEN_MINUTES = 60;
export const ACTIVATION_TOKEN_HOURS = 72;

const TTL_SECONDS: Record<TokenPurpose, number> = {
  password_reset: PASSWORD_RESET_TOKEN_MINUTES * 60,
  activation: ACTIVATION_TOKEN_HOURS * 60 * 60,
};

/** A new single-use link token (any older unused one of the same purpose stops working). */
export async function issueUserToken(db: Queryable, userId: string, purpose: TokenPurpose): Promise<string> {
  const token = randomToken();
  await replaceToken(db, { userId, purpose, tokenHash: hashToken(token), ttlSeconds: TTL_SECONDS[purpose] });
  return token;
}

export type TokenOutcome = 'ok' | 'used' | 'expired' | 'unknown';

interface Link {
  userId: string;
  purpose: TokenPurpose;
  token: string;
}

const keyOf = (link: Link) => ({
  userId: link.userId,
  purpose: link.purpose,
  tokenHash: hashToken(link.token),
});

/** Whether the token could be used now, without using it up (before costly work such as hashing). */
export const checkUserToken = (db: Queryable, link: Link): Promise<TokenOutcome> =>
  findTokenState(db, keyOf(link));

/** Uses the token up if it is valid; otherwise says why not. */
export async function consumeUserToken(db: Queryable, link: Link): Promise<TokenOutcome> {
  const key = keyOf(link);
  if (await markTokenUsed(db, key)) return 'ok';
  return findTokenState(db, key);
}
