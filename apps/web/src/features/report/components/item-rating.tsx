import { formatScore } from '@verificauto/shared/domain/format';
import { segmentFill } from '../../../components/ui/rating-bar';
import { scoreColor } from '../../../components/ui/score-color';
import { SCORE_MAX } from '../../../components/ui/score-scale';
import './item-rating.scss';

const SEGMENTS = Array.from({ length: SCORE_MAX }, (_, index) => index);

/** A checklist rating as five small segments and "4/5"; 0 means not checked and shows nothing here. */
export function ItemRating({ value }: { value: number }) {
  if (value <= 0) return null;
  const text = Number.isInteger(value) ? String(value) : formatScore(value, 1);
  const color = scoreColor(value);
  return (
    <span className="item-rating" role="img" aria-label={`Valutazione ${text} su ${SCORE_MAX}`}>
      <span className="item-rating-segments">
        {SEGMENTS.map((index) => (
          <span key={index}>
            <span style={{ width: `${segmentFill(value, index) * 100}%`, backgroundColor: color }} />
          </span>
        ))}
      </span>
      <span className="item-rating-value" style={{ color }}>
        {text}/{SCORE_MAX}
      </span>
    </span>
  );
}
