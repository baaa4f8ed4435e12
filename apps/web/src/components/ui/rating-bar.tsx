import { formatScore } from '@verificauto/shared/domain/format';
import './rating-bar.scss';
import { scoreColor } from './score-color';
import { clampScore, SCORE_MAX } from './score-scale';
import { SegmentFill } from './segment-fill';

const SEGMENTS = Array.from({ length: SCORE_MAX }, (_, index) => index);

/** Share (0-1) of segment `index` (0-4) that a score fills: 3.4 fills 1, 1, 1, 0.4 and 0. */
export function segmentFill(score: number, index: number): number {
  return Math.min(1, Math.max(0, clampScore(score) - index));
}

export interface RatingBarProps {
  /** Visible name of the rated category. */
  label: string;
  /** 0-5 (clamped), shown with 1 decimal; null shows "—" and empty segments. */
  value: number | null;
  className?: string;
}

/**
 * The product rules (docs/product.md#presentation): a 5-segment bar rating, segments at most 66×15px with a
 * 4px gap, whole bar at most 350px.
 */
export function RatingBar({ label, value, className }: RatingBarProps) {
  const score = value === null ? null : clampScore(value);
  const text = score === null ? '—' : formatScore(score, 1);
  const color = scoreColor(score ?? 0);

  // The value is plain text ("Esterni 4,7 su 5"), which every screen reader reads in order; the segments
  // only draw it. A role="meter" would hide the text, and not every screen reader announces its value.
  return (
    <div className={`rating-bar${className ? ` ${className}` : ''}`}>
      <div className="rating-bar-header">
        <span className="rating-bar-label">{label}</span>
        <span className="rating-bar-value">
          {score === null ? (
            <>
              <span aria-hidden="true">{text}</span>
              <span className="visually-hidden">non disponibile</span>
            </>
          ) : (
            <>
              {text}
              <span className="visually-hidden"> su {SCORE_MAX}</span>
            </>
          )}
        </span>
      </div>
      <div className="rating-bar-segments" aria-hidden="true">
        {SEGMENTS.map((index) => (
          <span key={index} className="rating-bar-segment">
            <SegmentFill share={segmentFill(score ?? 0, index)} color={color} />
          </span>
        ))}
      </div>
    </div>
  );
}
