import type { Inspector } from '@verificauto/shared/contracts/booking';
import type { CalendlyIntent } from '@verificauto/shared/contracts/booking-calendly';
import { type FormEvent, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { sameNames, useServerFieldErrors } from '../../../../components/ui/use-server-field-errors';
import { SITE } from '../../../../config/site';
import { ApiError } from '../../../../lib/api-client';
import { EMPTY_BOOKING, fieldId, normalisePlate, validateBooking } from '../../booking-values';
import { RegulationCheck } from '../../components/regulation-check';
import { SubmitButton } from '../../components/submit-button';
import { PlateField } from '../../components/text-field';
import { useCreateCalendlyIntent } from '../api/create-calendly-intent';

const UNEXPECTED = 'Il server ha dato una risposta inattesa. Riprova tra qualche istante.';

type IntentField = 'plate' | 'accept_regulation';
const SERVER_INPUTS = sameNames<IntentField>(['plate', 'accept_regulation']);

interface CalendlyIntentFormProps {
  workshop: Inspector;
  onIntent(intent: CalendlyIntent): void;
}

/**
 * What a Calendly workshop's booking asks here, with the built-in form's fields and rules: the plate and
 * the Regolamento. Name, e-mail and time are asked by Calendly's widget next.
 */
export function CalendlyIntentForm({ workshop, onIntent }: CalendlyIntentFormProps) {
  const [plate, setPlate] = useState('');
  const [accepted, setAccepted] = useState(false);
  const [touched, setTouched] = useState<ReadonlySet<IntentField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const sending = useRef(false);
  const alertRef = useRef<HTMLDivElement>(null);
  const create = useCreateCalendlyIntent();

  const all = validateBooking({ ...EMPTY_BOOKING, plate, accept_regulation: accepted });
  const errors: Record<IntentField, string | undefined> = {
    plate: all.plate,
    accept_regulation: all.accept_regulation,
  };
  // A refused intent: the focus goes to the wrong field, or to the reason.
  const fromServer = useServerFieldErrors(create.error, SERVER_INPUTS, fieldId, alertRef);
  const shown = (field: IntentField) =>
    (submitted || touched.has(field) ? errors[field] : undefined) ?? fromServer[field];
  const touch = (field: IntentField) =>
    setTouched((current) => (current.has(field) ? current : new Set(current).add(field)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sending.current || create.isPending) return;
    setSubmitted(true);
    const first = (['plate', 'accept_regulation'] as const).find((field) => errors[field]);
    if (first) {
      document.getElementById(fieldId(first))?.focus();
      return;
    }
    sending.current = true;
    create.mutate(
      {
        workshop_uuid: workshop.uuid,
        plate: normalisePlate(plate),
        accept_regulation: true,
        regulation_version: SITE.regulationVersion,
      },
      {
        onSuccess: onIntent,
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  };

  const mistakes = Object.values(errors).filter(Boolean).length;
  return (
    <Form
      noValidate
      onSubmit={submit}
      aria-label={`Prenotazione presso ${workshop.name}`}
      className="booking-form"
    >
      <fieldset className="booking-step">
        <legend className="booking-step-title">La tua auto</legend>
        <p className="small text-body-secondary">
          Poi sceglierai giorno e ora sul calendario dell’officina, dove indicherai nome ed email.
        </p>
        <PlateField value={plate} error={shown('plate')} onChange={setPlate} onBlur={() => touch('plate')} />
        <RegulationCheck
          checked={accepted}
          error={shown('accept_regulation')}
          onChange={(checked) => {
            setAccepted(checked);
            touch('accept_regulation');
          }}
        />
      </fieldset>
      {create.error && (
        <Alert ref={alertRef} variant="danger" role="alert" tabIndex={-1} transition={false}>
          {create.error instanceof ApiError ? create.error.message : UNEXPECTED}
        </Alert>
      )}
      <SubmitButton
        loading={create.isPending}
        reason={submitted && mistakes > 0 ? 'Correggi i campi segnalati sopra.' : undefined}
      >
        Scegli giorno e ora
      </SubmitButton>
    </Form>
  );
}
