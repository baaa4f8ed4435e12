import { countOf } from '@verificauto/shared/domain/plural';
import type { Queryable } from '../db/db';
import { AppError } from './app-error';
import { countRateLimitHit, uncountRateLimitHit } from './rate-limit.repository';
import { hashToken } from './tokens';

export interface RateLimitRule {
  /** Names the counter, e.g. 'signin-ip'. */
  name: string;
  max: number;
  windowSeconds: number;
}

// Hashed so that the table holds no e-mail addresses.
const rateLimitKey = (rule: RateLimitRule, subject: string) =>
  `${rule.name}:${hashToken(subject.trim().toLowerCase())}`;

/**
 * Counts one attempt for `subject` (an IP, an e-mail) and throws a 429 past the rule's maximum. The counter
 * lives in the database (fixed window, one atomic upsert), so every app instance shares it. Call it outside
 * the business transaction: a failed attempt must still count.
 */
export async function hitRateLimit(db: Queryable, rule: RateLimitRule, subject: string): Promise<void> {
  const row = await countRateLimitHit(db, rateLimitKey(rule, subject), rule.windowSeconds);
  if (!row || row.hits <= rule.max) return;
  throw new AppError(
    429,
    'rate_limited',
    `Troppi tentativi. Riprova tra ${countOf(Math.ceil(row.retry_after / 60), 'minuto', 'minuti')}.`,
    {},
    { 'retry-after': String(row.retry_after) },
  );
}

/**
 * Gives back the attempt hitRateLimit counted, once it succeeded: counted first, so that parallel attempts
 * cannot slip past the limit, and given back, so that the limit counts failures only.
 */
export async function forgiveRateLimitHit(
  db: Queryable,
  rule: RateLimitRule,
  subject: string,
): Promise<void> {
  await uncountRateLimitHit(db, rateLimitKey(rule, subject));
}
