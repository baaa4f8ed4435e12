import type { MouseEvent } from 'react';
import { ArrowUpIcon } from './icons';
import './back-to-top.scss';

/**
 * 'Torna su' (docs/product.md#report-page): back to the top, with the focus on the report title for keyboard
 * users.
 */
export function BackToTop({ targetId }: { targetId: string }) {
  function backToTop(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'instant' });
    document.getElementById(targetId)?.focus({ preventScroll: true });
  }

  return (
    <p className="back-to-top">
      <a href={`#${targetId}`} className="btn btn-outline-primary" onClick={backToTop}>
        <ArrowUpIcon />
        Torna su
      </a>
    </p>
  );
}
