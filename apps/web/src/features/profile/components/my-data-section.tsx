import type { AccountDetails } from '@verificauto/shared/contracts/my-data';
import { UpdateAccountRequestSchema } from '@verificauto/shared/contracts/my-data';
import { type FormEvent, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { TextField } from '../../../components/ui/text-field';
import { useFocusReturn } from '../../../components/ui/use-modal-focus';
import { sameNames, useServerFieldErrors } from '../../../components/ui/use-server-field-errors';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-context';
import { closeAccount, MY_DATA_EXPORT_URL, useAccountDetails, useUpdateAccount } from '../api/my-data';
import { CloseAccountDialog } from './close-account-dialog';

type DetailsField = 'name' | 'phone';
type FieldErrors = Partial<Record<DetailsField, string>>;
const SERVER_INPUTS = sameNames<DetailsField>(['name', 'phone']);
const inputId = (field: DetailsField) => `my-data-${field}`;

function DetailsForm({ details }: { details: AccountDetails }) {
  const [name, setName] = useState(details.name);
  const [phone, setPhone] = useState(details.phone ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const update = useUpdateAccount();
  const serverErrors = useServerFieldErrors(update.error, SERVER_INPUTS, inputId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = UpdateAccountRequestSchema.safeParse({ name, phone });
    if (!parsed.success) {
      const found: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'name' || field === 'phone') && !found[field]) found[field] = issue.message;
      }
      setErrors(found);
      document.getElementById(inputId(found.name ? 'name' : 'phone'))?.focus();
      return;
    }
    setErrors({});
    update.mutate({ name, phone }, { onSuccess: (saved) => setPhone(saved.phone ?? '') });
  };

  return (
    <Form noValidate onSubmit={submit} aria-labelledby="my-data-details-title">
      <h3 id="my-data-details-title" className="h6">
        Correggi nome e telefono
      </h3>
      <p className="small text-body-secondary">Email: {details.email}</p>
      <TextField
        id={inputId('name')}
        label="Nome e cognome"
        autoComplete="name"
        value={name}
        error={errors.name ?? serverErrors.name}
        onChange={setName}
        maxLength={100}
      />
      <TextField
        id={inputId('phone')}
        label="Telefono"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        required={false}
        value={phone}
        error={errors.phone ?? serverErrors.phone}
        onChange={setPhone}
      />
      <Button type="submit" variant="primary" disabled={update.isPending}>
        {update.isPending ? (
          <>
            <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />
            Salvataggio…
          </>
        ) : (
          'Salva'
        )}
      </Button>
      <div aria-live="polite" className="mt-2">
        {update.isSuccess && <p className="text-success mb-0">Dati aggiornati.</p>}
        {update.isError && (
          <p className="text-danger mb-0">
            {update.error instanceof ApiError
              ? update.error.message
              : 'Non è stato possibile salvare. Riprova.'}
          </p>
        )}
      </div>
    </Form>
  );
}

/** "I miei dati": download everything, correct name and phone, close the account. */
export function MyDataSection({ enabled }: { enabled: boolean }) {
  const details = useAccountDetails({ enabled });
  const [dialogOpen, setDialogOpen] = useState(false);
  const [closedMessage, setClosedMessage] = useState<string>();
  const openerRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useFocusReturn(dialogOpen);
  const { leaveSignedOut } = useAuth();
  const left = useRef(false);

  const leave = () => {
    left.current = true;
    leaveSignedOut(paths.home.href());
  };

  return (
    <section className="my-data card mt-5" aria-labelledby="my-data-title">
      <div className="card-body p-4">
        <h2 id="my-data-title" className="h4">
          I miei dati
        </h2>
        <p className="text-body-secondary">
          Scarica tutti i dati che conserviamo su di te, correggi nome e telefono o chiudi l’account.
        </p>
        <div className="my-data-grid">
          <div>
            <h3 className="h6">Scarica i miei dati</h3>
            <p className="small">
              Un file JSON con account, ispezioni, acquisti, fatture, email inviate e sessioni.
            </p>
            <a className="btn btn-outline-primary" href={MY_DATA_EXPORT_URL} download>
              Scarica i miei dati
            </a>
          </div>
          <div>
            {details.data ? (
              <DetailsForm details={details.data} />
            ) : details.isError ? (
              <p className="text-danger mb-0">
                {details.error instanceof ApiError ? details.error.message : 'Riprova tra qualche istante.'}
              </p>
            ) : (
              <p className="small">Caricamento dei tuoi dati…</p>
            )}
          </div>
          <div>
            <h3 className="h6">Chiudi account</h3>
            <p className="small">
              Cancella o rende anonimi i tuoi dati; restano solo le fatture, per gli obblighi di legge.
            </p>
            <Button ref={openerRef} variant="outline-danger" onClick={() => setDialogOpen(true)}>
              Chiudi account
            </Button>
          </div>
        </div>
      </div>
      <CloseAccountDialog
        show={dialogOpen}
        closedMessage={closedMessage}
        onConfirm={async (password) => setClosedMessage(await closeAccount(password))}
        onLeave={leave}
        onCancel={() => setDialogOpen(false)}
        onExited={() => {
          if (!left.current) returnFocus(openerRef)();
        }}
      />
    </section>
  );
}
