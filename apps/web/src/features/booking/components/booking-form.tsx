import type { Inspector, InspectorSlots } from '@verificauto/shared/contracts/booking';
import { FEE_HOLD_MINUTES } from '@verificauto/shared/domain/booking-slots';
import { formatEuroCents } from '@verificauto/shared/domain/format';
import { type FormEvent, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { useNavigate } from '../../../components/ui/link';
import {
  type ServerInputs,
  sameNames,
  useServerFieldErrors,
} from '../../../components/ui/use-server-field-errors';
import { paths } from '../../../config/paths';
import { sameSiteHref } from '../../../config/same-site-href';
import { SITE } from '../../../config/site';
import { ApiError } from '../../../lib/api-client';
import { useCreateInspection } from '../api/create-inspection';
import { readBookingDraft, writeBookingDraft } from '../booking-draft';
import {
  BOOKING_FIELDS,
  type BookingErrors,
  type BookingField,
  type BookingValues,
  fieldId,
  firstInvalidField,
  normalisePlate,
  validateBooking,
} from '../booking-values';
import { RegulationCheck } from './regulation-check';
import { SLOT_DAY_ID, SlotPicker } from './slot-picker';
import { SubmitButton } from './submit-button';
import { PlateField, TextField } from './text-field';

const UNEXPECTED = 'Il server ha dato una risposta inattesa. Riprova tra qualche istante.';
const NO_SLOT = 'Scegli il giorno e l’orario dell’ispezione.';
const SERVER_INPUTS: ServerInputs<BookingField | 'slot'> = { ...sameNames(BOOKING_FIELDS), slot: 'slot' };
const inputId = (field: BookingField | 'slot') => (field === 'slot' ? SLOT_DAY_ID : fieldId(field));

interface BookingFormProps {
  workshop: Inspector;
  days: InspectorSlots['days'];
  /** The chosen slot was taken meanwhile: ask the server for the free ones again. */
  onSlotsStale(): void;
}

function fixReason(count: number): string | undefined {
  if (count === 0) return undefined;
  return count === 1 ? 'Correggi il campo segnalato sopra.' : `Correggi i ${count} campi segnalati sopra.`;
}

/**
 * The built-in scheduler's form: a free slot, the seller's details, the Regolamento, one booking. It starts
 * from what was typed in this tab, with the time this browser holds (docs/decisions/061-one-booking-per-browser.md).
 */
export function BookingForm({ workshop, days, onSlotsStale }: BookingFormProps) {
  const [kept] = useState(() => readBookingDraft(workshop.uuid, days));
  const [values, setValues] = useState<BookingValues>(kept.values);
  const [slot, setSlot] = useState<string | null>(kept.slot);
  const [touched, setTouched] = useState<ReadonlySet<BookingField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const sending = useRef(false);
  const alertRef = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const create = useCreateInspection();

  const errors = validateBooking(values);
  // A refused booking keeps every field as it was; the focus goes to the wrong field, or to the reason.
  const fromServer = useServerFieldErrors(create.error, SERVER_INPUTS, inputId, alertRef);
  const shown: BookingErrors = {
    ...fromServer,
    ...(submitted
      ? errors
      : Object.fromEntries(Object.entries(errors).filter(([field]) => touched.has(field as BookingField)))),
  };
  const slotError = submitted && !slot ? NO_SLOT : fromServer.slot;
  const busy = create.isPending || leaving;
  const mistakes = BOOKING_FIELDS.filter((field) => errors[field]).length + (slot ? 0 : 1);

  const touch = (field: BookingField) =>
    setTouched((current) => (current.has(field) ? current : new Set(current).add(field)));
  const change = <F extends BookingField>(field: F, value: BookingValues[F]) => {
    const next = { ...values, [field]: value };
    setValues(next);
    writeBookingDraft(workshop.uuid, { values: next, slot });
    if (typeof value === 'boolean') touch(field);
  };
  const chooseSlot = (next: string | null) => {
    setSlot(next);
    writeBookingDraft(workshop.uuid, { values, slot: next });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sending.current || busy) return;
    setSubmitted(true);
    if (!slot) {
      document.getElementById(SLOT_DAY_ID)?.focus();
      return;
    }
    const first = firstInvalidField(errors);
    if (first) {
      document.getElementById(fieldId(first))?.focus();
      return;
    }
    sending.current = true;
    const request = {
      workshop_uuid: workshop.uuid,
      slot,
      name: values.name.trim(),
      email: values.email.trim(),
      phone: values.phone.trim(),
      plate: normalisePlate(values.plate),
      accept_regulation: true as const,
      regulation_version: SITE.regulationVersion,
    };
    create.mutate(request, {
      onSuccess: (created) => {
        setLeaving(true);
        navigate(sameSiteHref(created.redirect_url) ?? paths.bookingConfirm.href(created.inspection_uuid));
      },
      onError: (error) => {
        sending.current = false;
        if (error instanceof ApiError && error.body.code === 'slot_unavailable') {
          chooseSlot(null);
          onSlotsStale();
        }
      },
    });
  };

  return (
    <Form
      noValidate
      onSubmit={submit}
      aria-label={`Prenotazione presso ${workshop.name}`}
      className="booking-form"
    >
      <SlotPicker days={days} slot={slot} error={slotError} onSlot={chooseSlot} />
      <fieldset className="booking-step">
        <legend className="booking-step-title">I tuoi dati</legend>
        <p className="small text-body-secondary">Tutti i campi sono obbligatori.</p>
        <TextField
          field="name"
          label="Nome e cognome"
          autoComplete="name"
          value={values.name}
          error={shown.name}
          onChange={(value) => change('name', value)}
          onBlur={() => touch('name')}
        />
        <TextField
          field="email"
          label="Email"
          type="email"
          autoComplete="email"
          spellCheck={false}
          value={values.email}
          error={shown.email}
          onChange={(value) => change('email', value)}
          onBlur={() => touch('email')}
          hint="Ti mandiamo qui la conferma dell’appuntamento."
        />
        <TextField
          field="phone"
          label="Telefono"
          type="tel"
          autoComplete="tel"
          value={values.phone}
          error={shown.phone}
          onChange={(value) => change('phone', value)}
          onBlur={() => touch('phone')}
        />
        <PlateField
          value={values.plate}
          error={shown.plate}
          onChange={(value) => change('plate', value)}
          onBlur={() => touch('plate')}
        />
        <RegulationCheck
          checked={values.accept_regulation}
          error={shown.accept_regulation}
          onChange={(checked) => change('accept_regulation', checked)}
        />
      </fieldset>
      {create.error && (
        <Alert ref={alertRef} variant="danger" role="alert" tabIndex={-1} transition={false}>
          {create.error instanceof ApiError ? create.error.message : UNEXPECTED}
        </Alert>
      )}
      {workshop.fee_cents > 0 && (
        <p className="small">
          Questa officina chiede {formatEuroCents(workshop.fee_cents)} al momento della prenotazione: dopo
          questo passaggio paghi con carta, e teniamo l’orario per te per {FEE_HOLD_MINUTES} minuti.
        </p>
      )}
      <SubmitButton loading={busy} reason={submitted ? fixReason(mistakes) : undefined}>
        {workshop.fee_cents > 0
          ? `Prenota e paga ${formatEuroCents(workshop.fee_cents)}`
          : 'Prenota l’ispezione'}
      </SubmitButton>
    </Form>
  );
}
