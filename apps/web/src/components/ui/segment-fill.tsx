import './segment-fill.scss';

/**
 * The filled share (0-1) of one segment of a rating bar, drawn with SVG attributes: the prerendered pages
 * may carry no style attribute, which the CSP refuses (docs/decisions/038-prerendered-pages.md).
 * Without `color` it takes the text colour of its segment.
 */
export function SegmentFill({ share, color }: { share: number; color?: string }) {
  return (
    <svg
      className="segment-fill"
      viewBox="0 0 100 1"
      preserveAspectRatio="none"
      aria-hidden="true"
      focusable="false"
    >
      <rect
        width={Math.round(Math.min(1, Math.max(0, share)) * 100)}
        height="1"
        fill={color ?? 'currentColor'}
      />
    </svg>
  );
}
