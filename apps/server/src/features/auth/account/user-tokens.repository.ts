import type { Queryable } from '../../../db/db';
import { queryOne } from '../../../db/db';

export type TokenPurpose = 'activation' | 'password_reset';

/** Stores a new token and deletes the unused older ones of the same purpose: only the latest link works. */
export async function replaceToken(
  db: Queryable,
  token: { userId: string; purpose: TokenPurpose; tokenHash: string; ttlSeconds: number },
) {
  await db.query('DELETE FROM user_tokens WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL', [
    token.userId,
    token.purpose,
  ]);
  await db.query(
    `INSERT INTO user_tokens (user_id, purpose, token_hash, expires_at)
     VALUES ($1, $2, $3, now() + $4::int * interval '1 second')`,
    [token.userId, token.purpose, token.tokenHash, token.ttlSeconds],
  );
}

/** Marks the token used if it is valid; a single statement, so two concurrent uses cannot both succeed. */
export async function markTokenUsed(
  db: Queryable,
  token: { userId: string; purpose: TokenPurpose; tokenHash: string },
): Promise<boolean> {
  const row = await queryOne<{ id: string }>(
    db,
    `UPDATE user_tokens SET used_at = now()
      WHERE user_id = $1 AND purpose = $2 AND token_hash = $3 AND used_at IS NULL AND expires_at > now()
      RETURNING id`,
    [token.userId, token.purpose, token.tokenHash],
  );
  return row !== undefined;
}

/** Whether a token can be used ('ok'), or why not: it was, it expired, or it never existed (or was replaced). */
export async function findTokenState(
  db: Queryable,
  token: { userId: string; purpose: TokenPurpose; tokenHash: string },
): Promise<'ok' | 'used' | 'expired' | 'unknown'> {
  const row = await queryOne<{ used: boolean; expired: boolean }>(
    db,
    `SELECT used_at IS NOT NULL AS used, expires_at <= now() AS expired FROM user_tokens
      WHERE user_id = $1 AND purpose = $2 AND token_hash = $3`,
    [token.userId, token.purpose, token.tokenHash],
  );
  if (!row) return 'unknown';
  if (row.used) return 'used';
  return row.expired ? 'expired' : 'ok';
}
