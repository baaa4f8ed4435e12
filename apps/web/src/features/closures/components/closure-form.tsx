import type { ClosureRequest } from '@verificauto/shared/contracts/workshop-closures';
import { CLOSURE_NOTE_MAX_LENGTH } from '@verificauto/shared/contracts/workshop-closures';
import { ITALIAN_MONTHS } from '@verificauto/shared/domain/rome-time';
import { type FormEvent, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { describedBy, FieldError } from '../../../components/ui/field-error';
import { PendingLabel } from '../../../components/ui/pending-label';
import { TextField } from '../../../components/ui/text-field';
import { sameNames, useServerFieldErrors } from '../../../components/ui/use-server-field-errors';
import { ApiError } from '../../../lib/api-client';
import { capitalised } from '../../../lib/capitalised';
import { useAddClosure } from '../api/add-closure';
import type { ClosuresScope } from '../api/get-closures';

interface ClosureFormValues {
  kind: 'dates' | 'yearly';
  from: string;
  to: string;
  month: string;
  day: string;
  note: string;
}

const EMPTY: ClosureFormValues = { kind: 'dates', from: '', to: '', month: '', day: '', note: '' };
const FIELDS = ['kind', 'from', 'to', 'month', 'day', 'note'] as const;
type Field = (typeof FIELDS)[number];
const SERVER_INPUTS = sameNames<Field>([...FIELDS]);
const inputId = (field: Field) => (field === 'kind' ? 'closure-kind-dates' : `closure-${field}`);

/** The request of the form: one day when the last is left empty; numbers for a yearly day. */
function requestOf(values: ClosureFormValues): ClosureRequest {
  if (values.kind === 'yearly') {
    return { kind: 'yearly', month: Number(values.month), day: Number(values.day), note: values.note };
  }
  return { kind: 'dates', from: values.from, to: values.to || values.from, note: values.note };
}

/** "Aggiungi una chiusura": days (a period or one day) or a day of every year; the server checks it. */
interface ClosureFormProps {
  scope: ClosuresScope;
  /** A closure is being sent: the news of the last change no longer applies. */
  onSubmit(): void;
  onAdded(bookings: number): void;
}

export function ClosureForm({ scope, onSubmit, onAdded }: ClosureFormProps) {
  const [values, setValues] = useState<ClosureFormValues>(EMPTY);
  const alertRef = useRef<HTMLDivElement>(null);
  const add = useAddClosure(scope);
  const errors = useServerFieldErrors(add.error, SERVER_INPUTS, inputId, alertRef);
  const busy = add.isPending;
  // A refusal that names no input (the workshop is gone, the session ended, the network): above the button.
  const formError =
    add.error && !(add.error instanceof ApiError && Object.keys(add.error.fields).length > 0)
      ? add.error.message
      : undefined;

  const set = (field: Field, value: string) => setValues((current) => ({ ...current, [field]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    onSubmit();
    add.mutate(requestOf(values), {
      onSuccess: ({ closure }) => {
        setValues(EMPTY);
        onAdded(closure.bookings);
      },
    });
  };

  const yearly = values.kind === 'yearly';
  return (
    <Form noValidate onSubmit={submit} aria-labelledby="closure-form-title" className="closure-form">
      <h2 id="closure-form-title" className="h4">
        Aggiungi una chiusura
      </h2>
      <fieldset className="mb-3" disabled={busy}>
        <legend className="form-label fs-6 mb-1">Tipo di chiusura</legend>
        <Form.Check
          type="radio"
          id="closure-kind-dates"
          name="closure-kind"
          label="Giorni di chiusura (ferie, un giorno)"
          checked={!yearly}
          onChange={() => set('kind', 'dates')}
          aria-describedby={describedBy(errors.kind && 'closure-kind-error')}
        />
        <Form.Check
          type="radio"
          id="closure-kind-yearly"
          name="closure-kind"
          label="Ogni anno (il santo patrono)"
          checked={yearly}
          onChange={() => set('kind', 'yearly')}
        />
        <FieldError id="closure-kind-error" message={errors.kind} />
      </fieldset>
      {yearly ? (
        <div className="row">
          <Form.Group className="mb-3 col-7 col-md-4" controlId="closure-month">
            <Form.Label>Mese</Form.Label>
            <Form.Select
              value={values.month}
              required
              disabled={busy}
              onChange={(event) => set('month', event.target.value)}
              isInvalid={Boolean(errors.month)}
              aria-invalid={errors.month ? true : undefined}
              aria-describedby={describedBy(errors.month && 'closure-month-error')}
            >
              <option value="">Scegli il mese</option>
              {ITALIAN_MONTHS.map((month, index) => (
                <option key={month} value={index + 1}>
                  {capitalised(month)}
                </option>
              ))}
            </Form.Select>
            <FieldError id="closure-month-error" message={errors.month} />
          </Form.Group>
          <TextField
            id="closure-day"
            label="Giorno"
            inputMode="numeric"
            maxLength={2}
            autoComplete="off"
            value={values.day}
            error={errors.day}
            disabled={busy}
            onChange={(value) => set('day', value)}
            className="mb-3 col-5 col-md-3"
          />
        </div>
      ) : (
        <div className="row">
          <TextField
            id="closure-from"
            type="date"
            label="Primo giorno"
            value={values.from}
            error={errors.from}
            disabled={busy}
            onChange={(value) => set('from', value)}
            className="mb-3 col-12 col-sm-6 col-md-4"
          />
          <TextField
            id="closure-to"
            type="date"
            label="Ultimo giorno"
            required={false}
            hint="Vuoto per un giorno solo."
            value={values.to}
            error={errors.to}
            disabled={busy}
            onChange={(value) => set('to', value)}
            className="mb-3 col-12 col-sm-6 col-md-4"
          />
        </div>
      )}
      <TextField
        id="closure-note"
        label="Descrizione"
        required={false}
        maxLength={CLOSURE_NOTE_MAX_LENGTH}
        hint={yearly ? 'Per esempio: Sant’Ambrogio.' : 'Per esempio: Ferie estive.'}
        value={values.note}
        error={errors.note}
        disabled={busy}
        onChange={(value) => set('note', value)}
        className="mb-3 closure-note"
      />
      <div aria-live="polite">
        {formError && (
          <Alert variant="danger" ref={alertRef} tabIndex={-1} transition={false}>
            {formError}
          </Alert>
        )}
      </div>
      <Button type="submit" variant="primary" disabled={busy}>
        <PendingLabel pending={busy}>Aggiungi la chiusura</PendingLabel>
      </Button>
    </Form>
  );
}
