import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

// scrypt with N=2^15, r=8, p=1 (OWASP's recommended minimum): about 32 MiB and ~50 ms per hash here.
const PARAMS = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 } satisfies ScryptOptions;
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, params: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, params, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** Format: scrypt$N$r$p$salt$hash (base64), so parameters can be raised later without breaking old hashes. */
const format = (salt: Buffer, key: Buffer) =>
  ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), key.toString('base64')].join('$');

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  return format(salt, await derive(password, salt, PARAMS));
}

/**
 * A hash of today's cost that no password matches (its key is random, not derived). Sign-in checks
 * against it when the account is unknown or has no password, so that it takes as long as for a real
 * account and its timing does not tell them apart (decision 027).
 */
export const DECOY_HASH = format(randomBytes(16), randomBytes(KEY_LENGTH));

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const params = { N: Number(n), r: Number(r), p: Number(p), maxmem: PARAMS.maxmem };
  const actual = await derive(password, Buffer.from(salt, 'base64'), params);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
