import { paths } from '../../config/paths';

// Control characters and whitespace are stripped by browsers inside URLs ('/\t/evil.example' becomes
// '//evil.example'), and a backslash is read as a slash: neither has a place in a path of ours.
const UNSAFE_CHARACTERS = /[\s\p{Cc}\\]/u;
const PROBE_ORIGIN = 'https://verificauto.invalid';

/**
 * The page to open after sign-in (spec §4): the `redirect` query value when it is a path of this site,
 * otherwise /profile. Anything that could leave the site (another origin, a scheme) is ignored.
 */
export function redirectTarget(value: string | null | undefined): string {
  if (!value?.startsWith('/') || value.startsWith('//') || UNSAFE_CHARACTERS.test(value))
    return paths.profile;
  const url = new URL(value, PROBE_ORIGIN);
  return url.origin === PROBE_ORIGIN ? `${url.pathname}${url.search}${url.hash}` : paths.profile;
}
