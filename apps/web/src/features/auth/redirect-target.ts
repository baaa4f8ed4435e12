import { type Href, paths } from '../../config/paths';
import { sameSiteHref } from '../../config/same-site-href';

/**
 * The page to open after sign-in (spec §4): the `redirect` query value when it is a path of this site,
 * otherwise /profile. Anything that could leave the site (another origin, a scheme) is ignored.
 */
export function redirectTarget(value: string | null | undefined): Href {
  return sameSiteHref(value) ?? paths.profile.href();
}
