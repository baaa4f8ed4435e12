import {
  DEVELOPMENT_SITE_CONFIG,
  SITE_CONFIG_ELEMENT_ID,
  type SiteConfig,
} from '@verificauto/shared/legal/site-config';
import { PRERENDER_SITE_CONFIG } from '@verificauto/shared/prerender/placeholders';

/**
 * The server's configuration as the page carries it (company data, contact address, Regolamento
 * version). The server wrote it from its validated settings, so it is read, not validated again:
 * that would put a schema library in every page's first script. The build's prerender has no page and
 * renders placeholders, which the server fills in (decision 038).
 */
function readSiteConfig(): SiteConfig {
  if (typeof document === 'undefined') return PRERENDER_SITE_CONFIG;
  const text = document.getElementById(SITE_CONFIG_ELEMENT_ID)?.textContent;
  return text ? (JSON.parse(text) as SiteConfig) : DEVELOPMENT_SITE_CONFIG;
}

export const SITE = readSiteConfig();
export const COMPANY = SITE.company;
/** The address the pages show and link with mailto:, the same the server's documents use. */
export const CONTACT_EMAIL = SITE.contactEmail;
