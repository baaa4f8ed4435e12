import { MAX_RATING, ratingDescription } from '@verificauto/shared/domain/checklist';

const RATINGS = Array.from({ length: MAX_RATING }, (_, i) => i + 1);

/**
 * What the ratings mean, in the words the report uses for them, once at the top of a section rather than
 * under every item (docs/decisions/070-editor-that-guides.md).
 */
export function RatingLegend() {
  return (
    <ul className="rating-legend list-unstyled" aria-label="Cosa significano le valutazioni">
      {RATINGS.map((rating) => (
        <li key={rating}>
          <span className="rating-legend-mark">{rating}</span>
          {ratingDescription(rating)}
        </li>
      ))}
      <li>
        <span className="rating-legend-mark rating-legend-zero">Non controllato</span>
        La voce non è stata verificata: non entra nei punteggi.
      </li>
    </ul>
  );
}
