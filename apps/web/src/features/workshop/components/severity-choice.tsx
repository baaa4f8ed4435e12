import {
  defaultSeverity,
  SEVERITIES,
  SEVERITY_HINTS,
  SEVERITY_LABELS,
  type Severity,
} from '@verificauto/shared/domain/severity';
import { describedBy, FieldError } from '../../../components/ui/field-error';

/**
 * The severity of a finding (docs/decisions/053-severity-of-findings.md): three native radios (arrows move,
 * Tab leaves), pre-set to the item's default until the technician chooses.
 */
export function SeverityChoice({
  itemKey,
  value,
  disabled,
  error,
  onChange,
}: {
  itemKey: string;
  value: Severity | null;
  disabled: boolean;
  error?: string | undefined;
  onChange(value: Severity): void;
}) {
  const chosen = value ?? defaultSeverity(itemKey);
  const errorId = `severity-${itemKey}-error`;
  return (
    <fieldset className="severity-choice" disabled={disabled}>
      <legend className="small mb-1">Gravità del problema</legend>
      <div className="severity-choice-options">
        {SEVERITIES.map((severity) => {
          const id = `severity-${itemKey}-${severity}`;
          return (
            <span key={severity}>
              <input
                type="radio"
                className="btn-check"
                id={id}
                name={`severity-${itemKey}`}
                value={severity}
                checked={chosen === severity}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy(`${id}-hint`, error && errorId)}
                onChange={() => onChange(severity)}
              />
              <label className={`btn severity-choice-button severity-choice-${severity}`} htmlFor={id}>
                {SEVERITY_LABELS[severity]}
              </label>
              <span id={`${id}-hint`} className="visually-hidden">
                {SEVERITY_HINTS[severity]}
              </span>
            </span>
          );
        })}
      </div>
      <p className="severity-choice-hint">{SEVERITY_HINTS[chosen]}</p>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
