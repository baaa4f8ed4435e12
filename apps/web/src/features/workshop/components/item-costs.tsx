import type { DraftItem } from '@verificauto/shared/contracts/workshop';
import { useEffect, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { describedBy, FieldError } from '../../../components/ui/field-error';

type CostField = 'min_repair_cost' | 'max_repair_cost';

function parseEuros(text: string): { ok: true; value: number | null } | { ok: false } {
  const digits = text.trim().replace(/\./g, '');
  if (digits === '') return { ok: true, value: null };
  return /^\d{1,7}$/.test(digits) ? { ok: true, value: Number(digits) } : { ok: false };
}

function CostInput({
  id,
  label,
  value,
  disabled,
  serverError,
  onChange,
}: {
  id: string;
  label: string;
  value: number | null;
  disabled: boolean;
  serverError: string | undefined;
  onChange(value: number | null): void;
}) {
  const [text, setText] = useState(value === null ? '' : String(value));
  const [invalid, setInvalid] = useState(false);
  useEffect(() => {
    setText((current) => {
      const parsed = parseEuros(current);
      return parsed.ok && parsed.value === value ? current : value === null ? '' : String(value);
    });
  }, [value]);
  const errorId = `${id}-error`;
  const error = invalid ? 'Indica l’importo in euro interi.' : serverError;
  return (
    <Form.Group className="col-6" controlId={id}>
      <Form.Label className="small">{label}</Form.Label>
      <div className="input-group">
        <Form.Control
          inputMode="numeric"
          autoComplete="off"
          value={text}
          disabled={disabled}
          isInvalid={Boolean(error)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(error && errorId)}
          onChange={(event) => {
            setText(event.target.value);
            const parsed = parseEuros(event.target.value);
            setInvalid(!parsed.ok);
            if (parsed.ok && parsed.value !== value) onChange(parsed.value);
          }}
        />
        <span className="input-group-text" aria-hidden="true">
          €
        </span>
      </div>
      <FieldError id={errorId} message={error} />
    </Form.Group>
  );
}

/** The optional estimate of the repair, in whole euros. */
export function ItemCosts({
  itemKey,
  item,
  disabled,
  errors,
  onChange,
}: {
  itemKey: string;
  item: DraftItem;
  disabled: boolean;
  /** The server's messages about the costs. */
  errors: Partial<Record<CostField, string>>;
  onChange(field: CostField, value: number | null): void;
}) {
  const reversed =
    item.min_repair_cost !== null &&
    item.max_repair_cost !== null &&
    item.min_repair_cost > item.max_repair_cost;
  return (
    <fieldset className="mb-2">
      <legend className="form-label fs-6 mb-1">Costo di riparazione (facoltativo)</legend>
      <div className="row g-2">
        <CostInput
          id={`cost-min-${itemKey}`}
          label="Da (minimo)"
          value={item.min_repair_cost}
          disabled={disabled}
          serverError={errors.min_repair_cost}
          onChange={(value) => onChange('min_repair_cost', value)}
        />
        <CostInput
          id={`cost-max-${itemKey}`}
          label="A (massimo)"
          value={item.max_repair_cost}
          disabled={disabled}
          serverError={errors.max_repair_cost}
          onChange={(value) => onChange('max_repair_cost', value)}
        />
      </div>
      <div aria-live="polite">
        {reversed && <p className="small text-danger mb-0 mt-1">Il costo minimo supera il massimo.</p>}
      </div>
    </fieldset>
  );
}
