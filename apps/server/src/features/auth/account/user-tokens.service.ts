import { ACCOUNT_SETUP_LINK_HOURS } from '@verificauto/shared/domain/business';
import type { Queryable } from '../../../db/db';
import { hashToken, randomToken } from '../../../lib/tokens';
import { findTokenState, markTokenUsed, replaceToken, type TokenPurpose } from './user-tokens.repository';

export const PASSWORD_RESET_TOKEN_MINUTES = 60;

/** The link of each e-mail; the first password of an account is set on the reset page, with its token. */
export type LinkKind = 'activation' | 'password_reset' | 'password_setup';

const LINKS: Record<LinkKind, { purpose: TokenPurpose; ttlSeconds: number }> = {
  activation: { purpose: 'activation', ttlSeconds: ACCOUNT_SETUP_LINK_HOURS * 60 * 60 },
  password_reset: { purpose: 'password_reset', ttlSeconds: PASSWORD_RESET_TOKEN_MINUTES * 60 },
  password_setup: { purpose: 'password_reset', ttlSeconds: ACCOUNT_SETUP_LINK_HOURS * 60 * 60 },
};

/** A new single-use link token (any older unused one of the same purpose stops working). */
export async function issueUserToken(db: Queryable, userId: string, kind: LinkKind): Promise<string> {
  const token = randomToken();
  const { purpose, ttlSeconds } = LINKS[kind];
  await replaceToken(db, { userId, purpose, tokenHash: hashToken(token), ttlSeconds });
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
