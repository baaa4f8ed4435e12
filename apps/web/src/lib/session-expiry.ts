/**
 * The product rules (docs/product.md#sign-in): localStorage key `expires_time` holds the session expiry as a
 * timestamp in milliseconds.
 */
export const EXPIRES_KEY = 'expires_time';

export function storeExpiry(expiresInSeconds: number, now = Date.now()) {
  localStorage.setItem(EXPIRES_KEY, String(now + expiresInSeconds * 1000));
}

export function readExpiry(): number | null {
  const value = Number(localStorage.getItem(EXPIRES_KEY));
  return Number.isFinite(value) && value > 0 ? value : null;
}

export function clearExpiry() {
  localStorage.removeItem(EXPIRES_KEY);
}

/** False when the stored expiry is missing or in the past: entering the profile then refreshes the session. */
export function hasValidExpiry(now = Date.now()): boolean {
  const expiry = readExpiry();
  return expiry !== null && expiry > now;
}
