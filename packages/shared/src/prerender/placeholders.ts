import { type Company, DEMO_COMPANY, telHref } from '../legal/company';
import type { SiteConfig } from '../legal/site-config';

/**
 * The public pages are rendered to HTML at build time, but the values they show of the server's
 * configuration (company data, contact address, the Regolamento's version, the site's address) are only
 * known when the server starts. The build renders these placeholders in their place and the server fills
 * them in once, at start (docs/decisions/038-prerendered-pages.md), so the HTML the browser hydrates
 * matches what React renders from the same configuration; the inspection's price again whenever the
 * workshops' fees change it (docs/decisions/063-price-up-front.md).
 */
const placeholder = (key: string) => `%VA:${key}%`;
const PLACEHOLDER = /%VA:([a-zA-Z.]+)%/g;

const companyPlaceholders = Object.fromEntries(
  Object.keys(DEMO_COMPANY).map((key) => [key, placeholder(`company.${key}`)]),
) as unknown as Company;

/** The configuration the build renders with: placeholders for every value a page shows. */
export const PRERENDER_SITE_CONFIG: SiteConfig = {
  company: companyPlaceholders,
  contactEmail: placeholder('contactEmail'),
  regulationVersion: placeholder('regulationVersion'),
  // Read only after the page has mounted (booking's WorkshopMap), so the prerendered page does not depend on it.
  maps: { provider: 'leaflet' },
  inspectionPrice: placeholder('inspectionPrice'),
};

/** Where a page needs the site's own address (canonical URL, link previews). */
export const PUBLIC_URL_PLACEHOLDER = placeholder('publicUrl');

/** As React escapes text and attribute values: one escape serves both. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
}

/**
 * The page with the placeholders replaced by the configuration's values, HTML-escaped. A phone number is
 * also linked as tel:, which telHref writes without its spaces. A placeholder the server does not know
 * means the build and the server are of different versions: that is an error, not a page with a hole.
 */
export function fillPlaceholders(html: string, config: SiteConfig, publicUrl: string): string {
  const values = new Map<string, string>([
    ...Object.entries(config.company).map(([key, value]): [string, string] => [`company.${key}`, value]),
    ['contactEmail', config.contactEmail],
    ['regulationVersion', config.regulationVersion],
    ['publicUrl', publicUrl],
  ]);
  if (config.inspectionPrice !== undefined) values.set('inspectionPrice', config.inspectionPrice);
  const filled = (key: string) => {
    const value = values.get(key);
    if (value === undefined) throw new Error(`Segnaposto sconosciuto nella pagina compilata: ${key}`);
    return value;
  };
  return html
    .replaceAll(`tel:${placeholder('company.phone')}`, escapeHtml(telHref(filled('company.phone'))))
    .replace(PLACEHOLDER, (_match, key: string) => escapeHtml(filled(key)));
}
