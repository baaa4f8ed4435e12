import type { Role } from '@verificauto/shared/contracts/auth';
import { type Href, paths } from '../../config/paths';
import { sameSiteHref } from '../../config/same-site-href';

/** Where each role works: technicians in the workshop app, the back office in its own. */
const AREA_OF_ROLE: Record<Role, Href> = {
  user: paths.profile.href(),
  technician: paths.workshop.href(),
  backoffice: paths.backoffice.href(),
};

/**
 * The page to open after sign-in (docs/product.md#sign-in): the `redirect` query value when it is a path of
 * this site, otherwise the user's area (/profile for everyone but technicians and the back office). Anything
 * that could leave the site (another origin, a scheme) is ignored.
 */
export function redirectTarget(value: string | null | undefined, role: Role | null = null): Href {
  return sameSiteHref(value) ?? AREA_OF_ROLE[role ?? 'user'];
}
