import { MAX_RATING } from '@verificauto/shared/domain/checklist';
import { describedBy, FieldError } from '../../../components/ui/field-error';

const RATINGS = Array.from({ length: MAX_RATING + 1 }, (_, i) => i);

/** Ratings 0–5 as large radio buttons; 0 is 'Non controllato'. Native radios: arrows move, Tab leaves. */
export function RatingChoice({
  itemKey,
  label,
  value,
  disabled,
  error,
  onChange,
}: {
  itemKey: string;
  label: string;
  value: number | null;
  disabled: boolean;
  /** The server's message about the rating, shown under the buttons and read with each of them. */
  error?: string | undefined;
  onChange(value: number): void;
}) {
  const errorId = `rating-${itemKey}-error`;
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
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy(error && errorId)}
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
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
