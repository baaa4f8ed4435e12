import { type Company, DEFAULT_CONTACT_EMAIL, DEMO_COMPANY } from './company';

/**
 * What the pages need from the server's configuration, written by the server into index.html as a
 * JSON data block (no request, nothing to wait for): the company data, the contact address and the
 * Regolamento's version, whose identifier is a hash only the server computes.
 */
export interface SiteConfig {
  company: Company;
  contactEmail: string;
  regulationVersion: string;
}

export const SITE_CONFIG_ELEMENT_ID = 'site-config';

/** Where no server wrote the configuration (unit tests, the Vite dev server): the demo values. */
export const DEVELOPMENT_SITE_CONFIG: SiteConfig = {
  company: DEMO_COMPANY,
  contactEmail: DEFAULT_CONTACT_EMAIL,
  regulationVersion: 'sviluppo',
};
