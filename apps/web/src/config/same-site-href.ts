import type { Href } from './paths';

// Control characters and whitespace are stripped by browsers inside URLs ('/\t/evil.example' becomes
// '//evil.example'), and a backslash is read as a slash: neither has a place in a path of ours.
const UNSAFE_CHARACTERS = /[\s\p{Cc}\\]/u;
const PROBE_ORIGIN = 'https://verificauto.invalid';

/**
 * A path of this site known only at run time (the `redirect` of sign-in): an `Href` when it cannot leave
 * the site, otherwise null. The value is normalised as a browser would ('/..//evil.example' and
 * '/%2e%2e//evil.example' both become '//evil.example') and the result must still be on this origin and
 * start with a single '/', so that following it later cannot land on another host.
 */
export function sameSiteHref(value: string | null | undefined): Href | null {
  if (!value?.startsWith('/') || UNSAFE_CHARACTERS.test(value)) return null;
  const url = new URL(value, PROBE_ORIGIN);
  const path = `${url.pathname}${url.search}${url.hash}`;
  return url.origin === PROBE_ORIGIN && !path.startsWith('//') ? (path as Href) : null;
}
