import type { Photo, ReportPreview } from '../contracts/report';
import { CHECKS_CLAIM } from '../domain/checks-count';
import { formatKm } from '../domain/format';
import { BRAND } from '../legal/company';
import { escapeHtml } from './placeholders';

/** An element of a page's <head>, as vite-prerender-plugin takes it and as the server writes it. */
export interface HeadTag {
  type: 'meta' | 'link';
  props: Record<string, string>;
}

/** What a link shows when pasted into a chat or an ad (Open Graph, Twitter card). */
export interface LinkPreview {
  title: string;
  description: string;
  image?: { url: string; width: number; height: number; alt: string };
  /** The picture as the page itself shows it, which the page's head preloads. */
  photo?: Photo;
}

// Facebook's recommended width: a larger variant only costs the chat app time.
const PREVIEW_IMAGE_WIDTH = 1200;

function previewImage(photo: Photo, publicUrl: string): LinkPreview['image'] {
  const variants = photo.srcSet.split(', ').map((entry) => {
    const [url = '', width = ''] = entry.split(' ');
    return { url, width: Number.parseInt(width, 10) };
  });
  const fitting = variants.filter((variant) => variant.width <= PREVIEW_IMAGE_WIDTH);
  const chosen = fitting.at(-1) ?? variants[0] ?? { url: photo.src, width: photo.width };
  return {
    url: /^https?:/.test(chosen.url) ? chosen.url : `${publicUrl}${chosen.url}`,
    width: chosen.width,
    height: Math.round((photo.height * chosen.width) / photo.width),
    alt: photo.alt,
  };
}

/**
 * A report's link preview from its public preview only (docs/product.md#report-page: what a guest sees before
 * paying: brand, model, year, odometer, main image), never the scores or the verdict (decision 038).
 */
export function reportLinkPreview(
  preview: Pick<ReportPreview, 'brand' | 'model' | 'year' | 'odometer' | 'main_image'>,
  publicUrl: string,
): LinkPreview {
  const vehicle = [preview.brand, preview.model, preview.year === null ? null : `(${preview.year})`]
    .filter((part) => part !== null && part !== '')
    .join(' ');
  const facts = [vehicle, preview.odometer === null ? null : formatKm(preview.odometer)].filter(Boolean);
  return {
    title: `${vehicle || 'Auto usata'} · Report ${BRAND}`,
    description:
      `Report ${BRAND} dell’ispezione in officina partner, oltre ${CHECKS_CLAIM} controlli` +
      `${facts.length ? `: ${facts.join(', ')}` : ''}. Apri il link per l’anteprima.`,
    ...(preview.main_image
      ? { image: previewImage(preview.main_image, publicUrl), photo: preview.main_image }
      : {}),
  };
}

/** The brand's card (apps/web/public/og-image.png), for a page or a report without a picture of its own. */
const brandImage = (publicUrl: string): NonNullable<LinkPreview['image']> => ({
  url: `${publicUrl}/og-image.png`,
  width: 1200,
  height: 630,
  alt: `${BRAND}: l’ispezione dell’auto usata in officina partner`,
});

/** The description, canonical URL, Open Graph and Twitter card tags of the page at `path` of the site. */
export function pageLinkTags(preview: LinkPreview, publicUrl: string, path: string): HeadTag[] {
  const meta = (key: 'name' | 'property', name: string, content: string): HeadTag => ({
    type: 'meta',
    props: { [key]: name, content },
  });
  const url = `${publicUrl}${path}`;
  const image = preview.image ?? brandImage(publicUrl);
  return [
    meta('name', 'description', preview.description),
    { type: 'link', props: { rel: 'canonical', href: url } },
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', BRAND),
    meta('property', 'og:locale', 'it_IT'),
    meta('property', 'og:url', url),
    meta('property', 'og:title', preview.title),
    meta('property', 'og:description', preview.description),
    meta('property', 'og:image', image.url),
    meta('property', 'og:image:width', String(image.width)),
    meta('property', 'og:image:height', String(image.height)),
    meta('property', 'og:image:alt', image.alt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', preview.title),
    meta('name', 'twitter:description', preview.description),
  ];
}

/** The tags as HTML, for the server to put into a page's head. */
export function renderHeadTags(tags: readonly HeadTag[]): string {
  return tags
    .map(
      ({ type, props }) =>
        `<${type} ${Object.entries(props)
          .map(([name, value]) => `${name}="${escapeHtml(value)}"`)
          .join(' ')}>`,
    )
    .join('');
}
