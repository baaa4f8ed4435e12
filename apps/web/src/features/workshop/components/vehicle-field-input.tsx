import type { DraftChange, VehicleDetails } from '@verificauto/shared/contracts/workshop';
import { useEffect, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { describedBy, FieldError } from '../../../components/ui/field-error';
import { inputText, monthLabel, parseVehicleInput, type VehicleFieldDef } from '../vehicle-fields';

interface VehicleFieldInputProps {
  def: VehicleFieldDef;
  value: VehicleDetails[VehicleFieldDef['field']];
  required: boolean;
  serverError: string | undefined;
  onChange(change: DraftChange): void;
}

const VIN_LENGTH = 17;

/** One vehicle field: saved as soon as what is typed is valid; otherwise the schema's message stays beside it. */
export function VehicleFieldInput({ def, value, required, serverError, onChange }: VehicleFieldInputProps) {
  const [text, setText] = useState(() => inputText(value));
  const [error, setError] = useState<string>();
  const [touched, setTouched] = useState(false);
  const id = `vd-${def.field}`;

  useEffect(() => {
    // Another copy of the draft arrived (a reload, another device): show it unless it is what was typed.
    setText((current) => {
      const parsed = parseVehicleInput(def, current);
      return parsed.ok && parsed.value === value ? current : inputText(value);
    });
  }, [value, def]);

  const update = (next: string) => {
    const normalised = def.kind === 'plate' || def.kind === 'vin' ? next.toUpperCase() : next;
    setText(normalised);
    const parsed = parseVehicleInput(def, normalised);
    if (parsed.ok) {
      setError(undefined);
      if (parsed.value !== value) onChange({ details: { [def.field]: parsed.value } });
    } else {
      setError(parsed.message);
    }
  };

  const vinLength = text.replace(/\s+/g, '').length;
  const hint =
    def.kind === 'vin'
      ? `${vinLength}/${VIN_LENGTH} caratteri${vinLength === VIN_LENGTH && !error ? ' ✓' : ''}`
      : def.hint;
  const shownError =
    (touched || (def.kind === 'vin' && vinLength >= VIN_LENGTH) ? error : undefined) ?? serverError;
  const errorId = `${id}-error`;
  const hintId = hint ? `${id}-hint` : undefined;
  const common = {
    name: def.field,
    isInvalid: Boolean(shownError),
    'aria-invalid': shownError ? true : undefined,
    'aria-describedby': describedBy(shownError && errorId, hintId),
    'aria-required': required || undefined,
    onBlur: () => setTouched(true),
  } as const;

  return (
    <Form.Group className="col-12 col-md-6 mb-3" controlId={id}>
      <Form.Label>
        {def.label}
        {required && <span className="text-body-secondary"> (obbligatorio)</span>}
      </Form.Label>
      {def.kind === 'choice' ? (
        <Form.Select {...common} value={text} onChange={(event) => update(event.target.value)}>
          <option value="">Scegli…</option>
          {def.options
            ? def.options.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))
            : Array.from({ length: 12 }, (_, i) => (
                <option key={monthLabel(i + 1)} value={String(i + 1)}>
                  {monthLabel(i + 1)}
                </option>
              ))}
        </Form.Select>
      ) : (
        <Form.Control
          {...common}
          type={def.kind === 'date' ? 'date' : 'text'}
          inputMode={def.kind === 'number' ? 'numeric' : undefined}
          autoCapitalize={def.kind === 'plate' || def.kind === 'vin' ? 'characters' : undefined}
          autoComplete="off"
          spellCheck={def.kind === 'text' ? undefined : false}
          maxLength={def.kind === 'vin' ? 20 : def.kind === 'plate' ? 12 : undefined}
          className={def.kind === 'plate' || def.kind === 'vin' ? 'text-uppercase font-monospace' : undefined}
          value={text}
          onChange={(event) => update(event.target.value)}
        />
      )}
      {hint && (
        <Form.Text id={hintId} className="d-block">
          {hint}
        </Form.Text>
      )}
      <FieldError id={errorId} message={shownError} />
    </Form.Group>
  );
}
