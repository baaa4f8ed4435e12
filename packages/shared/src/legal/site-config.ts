import { type Company, DEFAULT_CONTACT_EMAIL, DEMO_COMPANY } from './company';

/**
 * What the pages need from the server's configuration, written by the server into index.html as a
 * JSON data block (no request, nothing to wait for): the company data, the contact address, the
 * Regolamento's version, whose identifier is a hash only the server computes, and the configured maps and
 * analytics.
 */
export interface SiteConfig {
  company: Company;
  contactEmail: string;
  regulationVersion: string;
  /** The map of /booking (decision 036); the key is a browser key, restricted by referrer at Google. */
  maps: {
    provider: 'google' | 'leaflet' | 'none';
    googleApiKey?: string;
    tiles?: { url: string; attribution: string };
  };
  /** A Google Tag Manager container: only then does a page load a third-party script for analytics. */
  gtmId?: string;
  /**
   * What the public pages say an inspection costs: not configuration but the active workshops' fees when
   * the page was sent, so that it is true at once after a change (docs/decisions/063-price-up-front.md).
   * Absent where no server wrote the page: the pages then say PRICE_AT_BOOKING.
   */
  inspectionPrice?: string;
}

export const SITE_CONFIG_ELEMENT_ID = 'site-config';

/** Where no server wrote the configuration (unit tests, the Vite dev server): the demo values. */
export const DEVELOPMENT_SITE_CONFIG: SiteConfig = {
  company: DEMO_COMPANY,
  contactEmail: DEFAULT_CONTACT_EMAIL,
  regulationVersion: 'sviluppo',
  maps: { provider: 'leaflet' },
};
