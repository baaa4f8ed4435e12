import { formatScore } from '@verificauto/shared/domain/format';
import { segmentFill } from '../../../components/ui/rating-bar';
import { scoreColor } from '../../../components/ui/score-color';
import { SCORE_MAX } from '../../../components/ui/score-scale';
import { SegmentFill } from '../../../components/ui/segment-fill';
import { useHydrated } from '../../../components/ui/use-hydrated';
import './item-rating.scss';

const SEGMENTS = Array.from({ length: SCORE_MAX }, (_, index) => index);

/** A checklist rating as five small segments and "4/5"; 0 means not checked and shows nothing here. */
export function ItemRating({ value }: { value: number }) {
  const hydrated = useHydrated();
  if (value <= 0) return null;
  const text = Number.isInteger(value) ? String(value) : formatScore(value, 1);
  const color = scoreColor(value);
  return (
    <span className="item-rating" role="img" aria-label={`Valutazione ${text} su ${SCORE_MAX}`}>
      <span className="item-rating-segments">
        {SEGMENTS.map((index) => (
          <span key={index}>
            <SegmentFill share={segmentFill(value, index)} color={color} />
          </span>
        ))}
      </span>
      <span className="item-rating-value" style={hydrated ? { color } : undefined}>
        {text}/{SCORE_MAX}
      </span>
    </span>
  );
}
