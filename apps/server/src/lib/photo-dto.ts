import type { Photo } from '@verificauto/shared/contracts/report';

/** What a photo response needs from a photos row. */
export interface PhotoRef {
  id: string;
  width: number;
  height: number;
  variant_widths: readonly number[];
  /** ISO instant the photo was taken; left out where a response does not show it. */
  taken_at?: string | null;
}

/** The widths pages choose from; a wider stored variant is for the full-screen gallery only (decision 069). */
export const PAGE_VARIANT_WIDTHS = [320, 640, 1280] as const;
const PAGE_MAX_WIDTH = Math.max(...PAGE_VARIANT_WIDTHS);
/** The width the page loads before the browser picks from srcset: sharp enough for a card or a tab. */
const DEFAULT_WIDTH = 640;

/** The URL of one stored width of a photo. */
export type VariantUrl = (id: string, width: number) => string;

/** Unsigned: admits only the main image of an approved report (decision 026). */
export const photoVariantUrl: VariantUrl = (id, width) => `/api/photos/${id}/${width}.webp`;

/**
 * A photo for the report page: only WebP variants, never the original. Photos other than a public main
 * image pass signed URLs (`lib/photo-link.ts`); the example reports pass those of their static files.
 */
export function photoToDto(photo: PhotoRef, alt: string, variantUrl: VariantUrl = photoVariantUrl): Photo {
  const widths = [...photo.variant_widths].sort((a, b) => a - b);
  const srcWidth = widths.filter((w) => w <= DEFAULT_WIDTH).at(-1) ?? widths[0] ?? photo.width;
  const srcSet = (list: readonly number[]) => list.map((w) => `${variantUrl(photo.id, w)} ${w}w`).join(', ');
  const pageWidths = widths.filter((w) => w <= PAGE_MAX_WIDTH);
  return {
    src: variantUrl(photo.id, srcWidth),
    srcSet: srcSet(pageWidths),
    ...(pageWidths.length < widths.length && { fullScreenSrcSet: srcSet(widths) }),
    width: photo.width,
    height: photo.height,
    alt,
    taken_at: photo.taken_at ?? null,
  };
}
