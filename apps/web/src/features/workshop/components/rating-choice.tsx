import { MAX_RATING } from '@verificauto/shared/domain/checklist';

const RATINGS = Array.from({ length: MAX_RATING + 1 }, (_, i) => i);

/** Ratings 0–5 as large radio buttons; 0 is 'Non controllato'. Native radios: arrows move, Tab leaves. */
export function RatingChoice({
  itemKey,
  label,
  value,
  disabled,
  onChange,
}: {
  itemKey: string;
  label: string;
  value: number | null;
  disabled: boolean;
  onChange(value: number): void;
}) {
  return (
    <fieldset className="rating-choice" disabled={disabled}>
      <legend className="visually-hidden">Valutazione: {label}</legend>
      <div className="rating-choice-options">
        {RATINGS.map((rating) => {
          const id = `rating-${itemKey}-${rating}`;
          return (
            <span key={rating} className={rating === 0 ? 'rating-choice-zero' : undefined}>
              <input
                type="radio"
                className="btn-check"
                id={id}
                name={`rating-${itemKey}`}
                value={rating}
                checked={value === rating}
                onChange={() => onChange(rating)}
              />
              <label className={`btn rating-choice-button rating-${rating}`} htmlFor={id}>
                {rating === 0 ? (
                  'Non controllato'
                ) : (
                  <>
                    {rating}
                    <span className="visually-hidden"> su {MAX_RATING}</span>
                  </>
                )}
              </label>
            </span>
          );
        })}
      </div>
    </fieldset>
  );
}
