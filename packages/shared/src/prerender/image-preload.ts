import type { Photo } from '../contracts/report';
import type { HeadTag } from './link-preview';

/** How wide a report's main image is shown: the report's header and the guest's preview card. */
export const REPORT_MAIN_IMAGE_SIZES = '(min-width: 1200px) 650px, (min-width: 992px) 55vw, 100vw';
/** How wide the checkout's order summary shows it. */
export const CHECKOUT_IMAGE_SIZES = '(min-width: 992px) 400px, 100vw';

/**
 * The photo preloaded from the page's head at the sizes the page will show it: the browser fetches it with
 * the page instead of after the page's data (decision 038).
 */
export function imagePreload(photo: Photo, sizes: string): HeadTag {
  return {
    type: 'link',
    props: {
      rel: 'preload',
      as: 'image',
      href: photo.src,
      imagesrcset: photo.srcSet,
      imagesizes: sizes,
      fetchpriority: 'high',
    },
  };
}
