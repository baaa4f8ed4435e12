import type { AdminWorkshop, TechnicianAdded } from '@verificauto/shared/contracts/backoffice-admin';
import { type FormEvent, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { sameNames, useServerFieldErrors } from '../../../../components/ui/use-server-field-errors';
import { formErrorOf } from '../../admin-form-errors';
import { AdminField } from '../../components/admin-field';
import { useAddTechnician } from '../api/add-technician';
import { useRemoveTechnician } from '../api/remove-technician';

const OUTCOMES: Readonly<Record<TechnicianAdded['outcome'], string>> = {
  created: 'Account creato.',
  converted: 'L’account esistente è ora un tecnico di questa officina.',
  moved: 'Il tecnico è stato spostato qui da un’altra officina.',
};

function addedMessage(added: TechnicianAdded) {
  const email = added.password_email_sent
    ? ` Abbiamo inviato a ${added.technician.email} l’email per scegliere la password.`
    : '';
  return `${OUTCOMES[added.outcome]}${email}`;
}

const TECHNICIAN_INPUTS = sameNames(['name', 'email']);

/** The workshop's technicians: add one by e-mail (new or existing account), or remove one. */
export function WorkshopTechnicians({ workshop }: { workshop: AdminWorkshop }) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [confirming, setConfirming] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const add = useAddTechnician();
  const remove = useRemoveTechnician();
  const errors = useServerFieldErrors(add.error, TECHNICIAN_INPUTS, (field) => `technician-${field}`);
  const busy = add.isPending || remove.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setNotice(null);
    add.mutate(
      { workshopId: workshop.id, request: { name, email } },
      {
        onSuccess: (added) => {
          setNotice(addedMessage(added));
          setName('');
          setEmail('');
        },
      },
    );
  };

  const confirmRemove = (userId: string, label: string) => {
    setNotice(null);
    remove.mutate(
      { workshopId: workshop.id, userId },
      {
        onSuccess: () => {
          setConfirming(null);
          setNotice(`${label} non è più un tecnico di questa officina.`);
        },
      },
    );
  };

  return (
    <section aria-labelledby="technicians-title" className="mt-5">
      <h2 id="technicians-title" className="h4">
        Tecnici
      </h2>
      {workshop.technicians.length === 0 ? (
        <p className="text-body-secondary">Nessun tecnico per ora.</p>
      ) : (
        <ul className="list-unstyled technicians-list">
          {workshop.technicians.map((technician) => {
            const label = technician.name || technician.email;
            return (
              <li key={technician.id} className="technicians-item">
                <div>
                  <span className="fw-semibold">{label}</span>
                  <span className="d-block small text-body-secondary text-break">{technician.email}</span>
                  {!technician.has_password && (
                    <span className="badge text-bg-light border">In attesa della password</span>
                  )}
                </div>
                {confirming === technician.id ? (
                  <div className="d-flex flex-wrap gap-2">
                    <Button
                      variant="danger"
                      size="sm"
                      disabled={busy}
                      onClick={() => confirmRemove(technician.id, label)}
                    >
                      Conferma la rimozione di {label}
                    </Button>
                    <Button
                      variant="outline-secondary"
                      size="sm"
                      disabled={busy}
                      onClick={() => setConfirming(null)}
                    >
                      Annulla
                    </Button>
                  </div>
                ) : (
                  <Button
                    variant="outline-danger"
                    size="sm"
                    disabled={busy}
                    aria-label={`Rimuovi ${label}`}
                    onClick={() => setConfirming(technician.id)}
                  >
                    Rimuovi
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <div aria-live="polite">
        {notice && (
          <Alert variant="success" transition={false}>
            {notice}
          </Alert>
        )}
        {remove.error && (
          <Alert variant="danger" transition={false}>
            {formErrorOf(remove.error)}
          </Alert>
        )}
        {add.error && Object.keys(errors).length === 0 && (
          <Alert variant="danger" transition={false}>
            {formErrorOf(add.error)}
          </Alert>
        )}
      </div>
      <Form noValidate onSubmit={submit} aria-labelledby="technician-add-title" className="technician-add">
        <h3 id="technician-add-title" className="h6">
          Aggiungi un tecnico
        </h3>
        <p className="small text-body-secondary">
          Un indirizzo nuovo riceve l’email per scegliere la password; un tecnico di un’altra officina viene
          spostato qui.
        </p>
        <div className="row">
          <AdminField
            id="technician-name"
            label="Nome e cognome"
            required
            autoComplete="off"
            value={name}
            error={errors.name}
            disabled={busy}
            onChange={setName}
            className="mb-3 col-12 col-md-6"
          />
          <AdminField
            id="technician-email"
            label="Email"
            type="email"
            required
            autoComplete="off"
            spellCheck={false}
            value={email}
            error={errors.email}
            disabled={busy}
            onChange={setEmail}
            className="mb-3 col-12 col-md-6"
          />
        </div>
        <Button type="submit" variant="outline-primary" disabled={busy}>
          {add.isPending ? 'Aggiunta…' : 'Aggiungi il tecnico'}
        </Button>
      </Form>
    </section>
  );
}
