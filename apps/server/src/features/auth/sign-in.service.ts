import type { LookupResponse, Role, SignInRequest } from '@verificauto/shared/contracts/auth';
import type { Config } from '../../config/env';
import type { Queryable } from '../../db/db';
import { AppError } from '../../lib/app-error';
import { hitRateLimit } from '../../lib/rate-limit';
import { MESSAGES } from './account-messages';
import { AUTH_RATE_LIMITS } from './auth-rate-limits';
import { createDeviceCookie, trustedDeviceNonce } from './device-cookie';
import { DECOY_HASH, verifyPassword } from './password-hash';
import { startSession } from './session/session.service';
import { findUserByEmail, type UserRow } from './users.repository';

/**
 * Step 1 of the sign-in form; the spec makes the existence of an account public, and only that: nothing
 * about its holder or its state (decision 027).
 */
export async function lookupAccount(db: Queryable, email: string): Promise<LookupResponse> {
  const user = await findUserByEmail(db, email);
  if (!user) throw new AppError(404, 'account_not_found', MESSAGES.accountNotFound);
  return { email: user.email };
}

/**
 * OWASP's device cookies (decision 047): an attempt from a browser holding a device cookie of this account
 * counts against that cookie; any other attempt, for an unknown e-mail too, against the account's browsers
 * without one. Counted before the password check, as every limit of decision 013.
 */
async function countSignInAttempt(
  db: Queryable,
  email: string,
  user: UserRow | undefined,
  device: string | undefined,
  secret: string,
) {
  const nonce = user && trustedDeviceNonce(secret, user.id, device);
  if (nonce) await hitRateLimit(db, AUTH_RATE_LIMITS.signInPerDevice, nonce);
  else await hitRateLimit(db, AUTH_RATE_LIMITS.signInUntrustedPerAccount, email);
}

/**
 * Checks the credentials and opens a session, with a new device cookie for the browser; states that need an
 * action get a 403 saying which.
 */
export async function signIn(
  db: Queryable,
  credentials: SignInRequest,
  client: { ip: string; userAgent: string | null; device: string | undefined },
  config: Pick<Config, 'contactEmail' | 'xsrfSecret'>,
): Promise<{ token: string; expiresIn: number; role: Role; device: string }> {
  const wrongCredentials = new AppError(401, 'wrong_credentials', MESSAGES.wrongCredentials);
  const user = await findUserByEmail(db, credentials.email);
  await countSignInAttempt(db, credentials.email, user, client.device, config.xsrfSecret);
  // Always one scrypt check, so that the time taken does not tell whether the account exists.
  const matches = await verifyPassword(credentials.password, user?.password_hash ?? DECOY_HASH);
  if (!user) throw wrongCredentials;
  // Without a password (path B) there is nothing to check; the 403 below says how to get one.
  if (user.password_hash && !matches) throw wrongCredentials;
  if (user.blocked) throw new AppError(403, 'account_blocked', MESSAGES.blocked(config.contactEmail));
  if (!user.password_hash) throw new AppError(403, 'password_not_set', MESSAGES.noPassword);
  if (!user.confirmed) throw new AppError(403, 'account_not_activated', MESSAGES.notActivated);
  const session = await startSession(db, { userId: user.id, ip: client.ip, userAgent: client.userAgent });
  return { ...session, role: user.role, device: createDeviceCookie(config.xsrfSecret, user.id) };
}
