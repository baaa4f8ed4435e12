import type { Href } from '../../config/paths';
import { sameSiteHref } from '../../config/same-site-href';

function webUrl(value: string): string | null {
  try {
    const { protocol } = new URL(value, window.location.origin);
    return protocol === 'https:' || protocol === 'http:' ? value : null;
  } catch {
    return null;
  }
}

/**
 * Where a started payment sends the browser: a page of ours through the router, Stripe's page by a full
 * load. False when the address is neither (nothing happens then).
 */
export function followRedirect(redirectUrl: string, navigate: (to: Href) => void): boolean {
  const ourPage = sameSiteHref(redirectUrl);
  const url = webUrl(redirectUrl);
  if (ourPage) navigate(ourPage);
  else if (url) window.location.assign(url);
  return Boolean(ourPage ?? url);
}
