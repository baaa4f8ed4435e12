import type { AdminDiscountCode } from '@verificauto/shared/contracts/backoffice-admin';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import {
  type ServerInputs,
  sameNames,
  useServerFieldErrors,
} from '../../../../components/ui/use-server-field-errors';
import { formErrorOf } from '../../admin-form-errors';
import { AdminField } from '../../components/admin-field';
import { useSaveDiscountCode } from '../api/save-discount-code';
import {
  type DiscountCodeFormValues,
  discountInputOf,
  discountValuesOf,
  EMPTY_DISCOUNT_CODE,
} from '../discount-code-values';

interface DiscountCodeFormProps {
  /** Null for a new code. */
  code: AdminDiscountCode | null;
  onDone(message: string): void;
  onCancel(): void;
}

const SERVER_INPUTS: ServerInputs<string> = sameNames([
  'code',
  'description',
  'percent_off',
  'amount_off_cents',
  'valid_from',
  'valid_until',
  'max_redemptions',
  'once_per_user',
  'active',
]);
const INPUT_IDS: Record<string, string> = {
  percent_off: 'discount-value',
  amount_off_cents: 'discount-value',
};
const inputIdOf = (field: string) => INPUT_IDS[field] ?? `discount-${field}`;

/** Create a code, or edit one: once used, its text and amount are fixed (the server says 409). */
export function DiscountCodeForm({ code, onDone, onCancel }: DiscountCodeFormProps) {
  const [values, setValues] = useState<DiscountCodeFormValues>(() =>
    code ? discountValuesOf(code) : EMPTY_DISCOUNT_CODE,
  );
  const alertRef = useRef<HTMLDivElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const save = useSaveDiscountCode();
  const errors = useServerFieldErrors(save.error, SERVER_INPUTS, inputIdOf, alertRef);
  const busy = save.isPending;
  const used = (code?.redemptions ?? 0) > 0;

  // The form opens above the list: the focus follows it there.
  useEffect(() => titleRef.current?.focus(), []);

  const set = <F extends keyof DiscountCodeFormValues>(field: F, value: DiscountCodeFormValues[F]) =>
    setValues((current) => ({ ...current, [field]: value }));
  const text = (field: keyof DiscountCodeFormValues) => ({
    id: `discount-${field}`,
    value: values[field] as string,
    error: errors[field],
    disabled: busy,
    onChange: (value: string) => set(field, value),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    save.mutate(
      { id: code?.id ?? null, input: discountInputOf(values) },
      {
        onSuccess: (saved) => onDone(code ? `Codice ${saved.code} salvato.` : `Codice ${saved.code} creato.`),
      },
    );
  };

  const percent = values.kind === 'percent';
  const count = Object.keys(errors).length;
  return (
    <Form noValidate onSubmit={submit} aria-labelledby="discount-form-title" className="discount-form">
      <h2 id="discount-form-title" className="h4" ref={titleRef} tabIndex={-1}>
        {code ? `Modifica il codice ${code.code}` : 'Nuovo codice sconto'}
      </h2>
      {used && (
        <p className="small text-body-secondary" id="discount-used-hint">
          Questo codice è già stato usato: il codice e lo sconto non si possono più cambiare. Per uno sconto
          diverso, disattivalo e creane uno nuovo.
        </p>
      )}
      <div className="row">
        <AdminField
          {...text('code')}
          label="Codice"
          required
          disabled={busy || used}
          autoComplete="off"
          spellCheck={false}
          maxLength={32}
          className="mb-3 col-12 col-md-6"
          hint="Lettere, cifre, - e _; maiuscole e minuscole valgono uguale."
        />
        <AdminField
          {...text('description')}
          label="Descrizione"
          maxLength={200}
          className="mb-3 col-12 col-md-6"
        />
      </div>
      <fieldset className="mb-3" disabled={busy || used}>
        <legend className="form-label fs-6 mb-1">Tipo di sconto</legend>
        <Form.Check
          inline
          type="radio"
          id="discount-kind-percent"
          name="discount-kind"
          label="Percentuale"
          checked={percent}
          onChange={() => set('kind', 'percent')}
        />
        <Form.Check
          inline
          type="radio"
          id="discount-kind-amount"
          name="discount-kind"
          label="Importo fisso"
          checked={!percent}
          onChange={() => set('kind', 'amount')}
        />
      </fieldset>
      <div className="row">
        <AdminField
          id="discount-value"
          label={percent ? 'Sconto (%)' : 'Sconto (€)'}
          required
          inputMode={percent ? 'numeric' : 'decimal'}
          value={percent ? values.percent : values.euros}
          error={errors.percent_off ?? errors.amount_off_cents}
          disabled={busy || used}
          onChange={(value) => set(percent ? 'percent' : 'euros', value)}
          className="mb-3 col-12 col-md-6"
        />
        <AdminField
          {...text('max_redemptions')}
          label="Numero massimo di utilizzi"
          inputMode="numeric"
          className="mb-3 col-12 col-md-6"
          hint="Vuoto: nessun limite."
        />
        <AdminField {...text('valid_from')} type="date" label="Valido dal" className="mb-3 col-12 col-md-6" />
        <AdminField
          {...text('valid_until')}
          type="date"
          label="Valido fino al"
          className="mb-3 col-12 col-md-6"
        />
      </div>
      <Form.Check
        id="discount-once_per_user"
        className="mb-2"
        label="Una sola volta per account"
        checked={values.once_per_user}
        disabled={busy}
        onChange={(event) => set('once_per_user', event.target.checked)}
      />
      <Form.Check
        id="discount-active"
        type="switch"
        className="mb-3"
        label="Attivo: si può usare al pagamento"
        checked={values.active}
        disabled={busy}
        onChange={(event) => set('active', event.target.checked)}
      />
      <div aria-live="polite">
        {save.error && (
          <Alert ref={alertRef} variant="danger" tabIndex={-1} transition={false}>
            {count > 1 ? `Correggi i ${count} campi segnalati.` : formErrorOf(save.error)}
          </Alert>
        )}
      </div>
      <div className="d-flex flex-wrap gap-2">
        <Button type="submit" variant="primary" disabled={busy}>
          {busy && <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />}
          {busy ? 'Salvataggio…' : code ? 'Salva le modifiche' : 'Crea il codice'}
        </Button>
        <Button type="button" variant="outline-secondary" disabled={busy} onClick={onCancel}>
          Annulla
        </Button>
      </div>
    </Form>
  );
}
