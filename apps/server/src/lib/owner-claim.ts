import { AppError } from './app-error';
import { hashToken, isRandomToken, randomToken } from './tokens';

/**
 * How long the address owner may confirm a booking or purchase made in their name: a week away from the
 * inbox is common, and the token is spent at its first use (docs/decisions/045-guest-bookings-and-existing-accounts.md,
 * docs/decisions/049-guest-purchases-and-existing-accounts.md).
 */
export const CLAIM_LINK_DAYS = 7;

const DAY_MS = 86_400_000;

/** The single-use link that asks the address owner to confirm an order made in their name: what is stored. */
export interface OwnerClaim {
  tokenHash: string;
  expiresAt: Date;
}

/** A new claim: the token for the e-mail, and what the order stores of it (its hash). */
export function newOwnerClaim(now: Date): { token: string; claim: OwnerClaim } {
  const token = randomToken();
  return {
    token,
    claim: { tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + CLAIM_LINK_DAYS * DAY_MS) },
  };
}

/** The words of a claim link's two refusals, in the order's own terms. */
export interface ClaimRefusals {
  /** A token never issued or already used (404 claim_link_not_found). */
  notFound: string;
  /** A token whose CLAIM_LINK_DAYS are over (410 claim_link_expired). */
  expired: string;
}

/**
 * The order a claim token names, found by its hash (the caller's lookup, which locks it), if the token is
 * still good: 404 for a token never issued or already used, 410 once it expired.
 */
export async function openOwnerClaim<T extends { claim_expires_at: Date }>(
  token: string,
  findByHash: (tokenHash: string) => Promise<T | undefined>,
  refusals: ClaimRefusals,
  now: Date,
): Promise<T> {
  const claim = isRandomToken(token) ? await findByHash(hashToken(token)) : undefined;
  if (!claim) throw new AppError(404, 'claim_link_not_found', refusals.notFound);
  if (new Date(claim.claim_expires_at).getTime() <= now.getTime()) {
    throw new AppError(410, 'claim_link_expired', refusals.expired);
  }
  return claim;
}
