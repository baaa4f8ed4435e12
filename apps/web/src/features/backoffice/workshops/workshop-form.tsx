import { type AdminWorkshop, WEEKDAYS, type Weekday } from '@verificauto/shared/contracts/backoffice-admin';
import { type FormEvent, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import {
  type ServerInputs,
  sameNames,
  useServerFieldErrors,
} from '../../../components/ui/use-server-field-errors';
import { formErrorOf } from '../admin-form-errors';
import { AdminField } from '../components/admin-field';
import { useSaveAdminWorkshop } from './api/save-admin-workshop';
import { dayFieldId, OpeningHoursEditor } from './components/opening-hours-editor';
import { PLACE_BUTTON_ID, PlaceFinder } from './components/place-finder';
import { EMPTY_WORKSHOP, inputOf, valuesOf, type WorkshopFormValues } from './workshop-form-values';

interface WorkshopFormProps {
  /** Null for a new workshop. */
  workshop: AdminWorkshop | null;
  onSaved(saved: AdminWorkshop): void;
}

const FIELDS = [
  'name',
  'address',
  'postal_code',
  'city',
  'province',
  'latitude',
  'longitude',
  'phone',
  'email',
  'slot_minutes',
  'inspection_fee_cents',
  'scheduling_url',
  'active',
] as const;
// Each day's hours show the mistakes of its intervals beside the day.
const SERVER_INPUTS: ServerInputs<string> = {
  ...sameNames(FIELDS),
  ...sameNames(WEEKDAYS.map((day) => `opening_hours.${day}` as const)),
};

const inputIdOf = (field: string) => {
  if (field === 'latitude' || field === 'longitude') return PLACE_BUTTON_ID;
  if (field.startsWith('opening_hours.')) return dayFieldId(field.slice(-1) as Weekday);
  return `workshop-${field}`;
};

/** Create or edit a workshop: details, place from the gazetteer, opening hours, slot length, fee, link. */
export function WorkshopForm({ workshop, onSaved }: WorkshopFormProps) {
  const [values, setValues] = useState<WorkshopFormValues>(() =>
    workshop ? valuesOf(workshop) : EMPTY_WORKSHOP,
  );
  const [saved, setSaved] = useState(false);
  const alertRef = useRef<HTMLDivElement>(null);
  const save = useSaveAdminWorkshop();
  const errors = useServerFieldErrors(save.error, SERVER_INPUTS, inputIdOf, alertRef);
  const busy = save.isPending;

  const set = <F extends keyof WorkshopFormValues>(field: F, value: WorkshopFormValues[F]) => {
    setSaved(false);
    setValues((current) => ({
      ...current,
      [field]: value,
      // A different CAP or town may be another place: it must be found again.
      ...((field === 'postal_code' || field === 'city') && value !== current[field] ? { place: null } : {}),
    }));
  };
  const text = (field: keyof WorkshopFormValues) => ({
    id: `workshop-${field}`,
    value: values[field] as string,
    error: errors[field],
    disabled: busy,
    onChange: (value: string) => set(field, value),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    save.mutate(
      { id: workshop?.id ?? null, input: inputOf(values) },
      {
        onSuccess: (result) => {
          setSaved(true);
          onSaved(result);
        },
      },
    );
  };

  const count = Object.keys(errors).length;
  return (
    <Form noValidate onSubmit={submit} aria-label={workshop ? `Modifica ${workshop.name}` : 'Nuova officina'}>
      <fieldset>
        <legend className="h5">Dati dell’officina</legend>
        <div className="row">
          <AdminField
            {...text('name')}
            label="Nome"
            required
            className="mb-3 col-12 col-md-6"
            maxLength={120}
          />
          <AdminField
            {...text('phone')}
            label="Telefono"
            type="tel"
            required
            className="mb-3 col-12 col-md-6"
          />
          <AdminField
            {...text('address')}
            label="Via e numero civico"
            required
            className="mb-3 col-12 col-md-6"
          />
          <AdminField
            {...text('email')}
            label="Email"
            type="email"
            spellCheck={false}
            className="mb-3 col-12 col-md-6"
          />
          <AdminField
            {...text('postal_code')}
            label="CAP"
            inputMode="numeric"
            maxLength={5}
            required
            className="mb-3 col-6 col-md-3"
          />
          <AdminField {...text('city')} label="Comune" required className="mb-3 col-12 col-md-6 order-md-0" />
          <AdminField
            {...text('province')}
            label="Provincia"
            maxLength={2}
            required
            className="mb-3 col-6 col-md-3"
            hint="Sigla, es. BO"
          />
        </div>
        <PlaceFinder
          values={values}
          error={errors.latitude ?? errors.longitude}
          disabled={busy}
          onFound={(place) =>
            setValues((current) => ({
              ...current,
              place,
              province: current.province.trim() === '' ? place.province : current.province,
            }))
          }
        />
      </fieldset>
      <OpeningHoursEditor
        hours={values.hours}
        errors={errors}
        disabled={busy}
        onChange={(hours) => set('hours', hours)}
      />
      <fieldset className="mt-3">
        <legend className="h5">Prenotazioni</legend>
        <div className="row">
          <AdminField
            {...text('slot_minutes')}
            id="workshop-slot_minutes"
            error={errors.slot_minutes}
            label="Durata di un appuntamento (minuti)"
            inputMode="numeric"
            required
            className="mb-3 col-12 col-md-6"
          />
          <AdminField
            {...text('fee_euros')}
            id="workshop-inspection_fee_cents"
            error={errors.inspection_fee_cents}
            label="Costo della prenotazione (€)"
            inputMode="decimal"
            required
            className="mb-3 col-12 col-md-6"
            hint="0,00 se la prenotazione è gratuita."
          />
        </div>
        <AdminField
          {...text('scheduling_url')}
          label="Link di prenotazione Calendly"
          type="url"
          spellCheck={false}
          hint="Vuoto: i venditori prenotano con il calendario di Verificauto, negli orari qui sopra."
        />
        <Form.Check
          id="workshop-active"
          type="switch"
          className="mb-3"
          label="Attiva: compare nella ricerca delle officine"
          checked={values.active}
          disabled={busy}
          onChange={(event) => set('active', event.target.checked)}
        />
      </fieldset>
      <div aria-live="polite">
        {save.error && (
          <Alert ref={alertRef} variant="danger" tabIndex={-1} transition={false}>
            {count > 1 ? `Correggi i ${count} campi segnalati.` : formErrorOf(save.error)}
          </Alert>
        )}
        {saved && !save.error && (
          <Alert variant="success" transition={false}>
            Officina salvata.
          </Alert>
        )}
      </div>
      <Button type="submit" variant="primary" disabled={busy}>
        {busy && <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />}
        {busy ? 'Salvataggio…' : workshop ? 'Salva le modifiche' : 'Crea l’officina'}
      </Button>
    </Form>
  );
}
