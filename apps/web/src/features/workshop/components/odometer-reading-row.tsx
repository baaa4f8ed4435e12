import {
  type DraftOdometerReading,
  DraftOdometerReadingSchema,
} from '@verificauto/shared/contracts/workshop';
import { ODOMETER_SOURCE_KEYS, ODOMETER_SOURCES } from '@verificauto/shared/domain/odometer-check';
import { useEffect, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { describedBy, FieldError } from '../../../components/ui/field-error';

type ReadingField = keyof DraftOdometerReading;

/** Named as the server names the inputs in a 400 and the missing parts, so that both can point to them. */
export const readingInputId = (index: number, field: ReadingField) =>
  `vd-odometer_readings.${index}.${field}`;

interface OdometerReadingRowProps {
  index: number;
  reading: DraftOdometerReading;
  errors: Partial<Record<ReadingField, string | undefined>>;
  onChange(reading: DraftOdometerReading): void;
  onRemove(): void;
}

const kmText = (km: number | null) => (km === null ? '' : String(km));

type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

function parse<F extends 'date' | 'km'>(field: F, raw: unknown): Parsed<DraftOdometerReading[F]> {
  const parsed = DraftOdometerReadingSchema.shape[field].safeParse(raw);
  if (parsed.success) return { ok: true, value: parsed.data as DraftOdometerReading[F] };
  return { ok: false, message: parsed.error.issues[0]?.message ?? 'Valore non valido.' };
}

function parseKm(text: string): Parsed<number | null> {
  const digits = text.trim().replace(/\./g, '');
  if (digits === '') return { ok: true, value: null };
  if (!/^\d+$/.test(digits)) return { ok: false, message: 'Chilometri: scrivi solo cifre.' };
  return parse('km', Number(digits));
}

/** One reading: where it comes from, its date and km, saved as soon as what is typed is valid. */
export function OdometerReadingRow({ index, reading, errors, onChange, onRemove }: OdometerReadingRowProps) {
  const [kmInput, setKmInput] = useState(() => kmText(reading.km));
  const [dateInput, setDateInput] = useState(reading.date ?? '');
  const [localErrors, setLocalErrors] = useState<Partial<Record<ReadingField, string>>>({});
  const number = index + 1;

  useEffect(() => {
    // Another copy of the draft arrived: show it unless it is what was typed.
    setKmInput((current) => {
      const parsed = parseKm(current);
      return parsed.ok && parsed.value === reading.km ? current : kmText(reading.km);
    });
  }, [reading.km]);
  useEffect(() => {
    setDateInput((current) => (current === '' && reading.date === null ? current : (reading.date ?? '')));
  }, [reading.date]);

  const update = <F extends ReadingField>(field: F, parsed: Parsed<DraftOdometerReading[F]>) => {
    setLocalErrors((current) => ({ ...current, [field]: parsed.ok ? undefined : parsed.message }));
    if (parsed.ok && parsed.value !== reading[field]) onChange({ ...reading, [field]: parsed.value });
  };

  const input = (field: ReadingField) => {
    const id = readingInputId(index, field);
    const message = localErrors[field] ?? errors[field];
    return {
      id,
      message,
      errorId: `${id}-error`,
      props: {
        id,
        isInvalid: Boolean(message),
        'aria-invalid': message ? true : undefined,
        'aria-describedby': describedBy(message && `${id}-error`),
      },
    } as const;
  };
  const source = input('source');
  const date = input('date');
  const km = input('km');

  return (
    <li className="odometer-reading">
      <fieldset>
        <legend className="h6">Lettura {number}</legend>
        <div className="row g-2 align-items-start">
          <Form.Group className="col-12 col-md-4">
            <Form.Label htmlFor={source.id}>Fonte</Form.Label>
            <Form.Select
              {...source.props}
              value={reading.source}
              onChange={(event) => {
                const value = ODOMETER_SOURCE_KEYS.find((key) => key === event.target.value);
                if (value) onChange({ ...reading, source: value });
              }}
            >
              {ODOMETER_SOURCE_KEYS.map((key) => (
                <option key={key} value={key}>
                  {ODOMETER_SOURCES[key]}
                </option>
              ))}
            </Form.Select>
            <FieldError id={source.errorId} message={source.message} />
          </Form.Group>
          <Form.Group className="col-6 col-md-3">
            <Form.Label htmlFor={date.id}>Data</Form.Label>
            <Form.Control
              {...date.props}
              type="date"
              value={dateInput}
              onChange={(event) => {
                setDateInput(event.target.value);
                update('date', parse('date', event.target.value === '' ? null : event.target.value));
              }}
            />
            <FieldError id={date.errorId} message={date.message} />
          </Form.Group>
          <Form.Group className="col-6 col-md-3">
            <Form.Label htmlFor={km.id}>Chilometri</Form.Label>
            <Form.Control
              {...km.props}
              type="text"
              inputMode="numeric"
              autoComplete="off"
              value={kmInput}
              onChange={(event) => {
                setKmInput(event.target.value);
                update('km', parseKm(event.target.value));
              }}
            />
            <FieldError id={km.errorId} message={km.message} />
          </Form.Group>
          <div className="col-12 col-md-2 odometer-reading-remove">
            <button
              type="button"
              className="btn btn-outline-danger w-100"
              aria-label={`Rimuovi la lettura ${number}`}
              onClick={onRemove}
            >
              Rimuovi
            </button>
          </div>
        </div>
      </fieldset>
    </li>
  );
}
