import type { AdminDiscountCode } from '@verificauto/shared/contracts/backoffice-admin';
import { formatDate, formatEuroCents } from '@verificauto/shared/domain/format';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { AreaAccessError } from '../../../components/ui/area-access';
import { LoadMore } from '../../../components/ui/load-more';
import { PageLoading } from '../../../components/ui/page-loading';
import { PageTitle } from '../../../components/ui/page-title';
import { AdminNav } from '../components/admin-nav';
import { useDiscountCodes } from './api/get-discount-codes';
import { DiscountCodeForm } from './components/discount-code-form';
import '../../../styles/parts/tables.scss';
import '../../../styles/parts/form-control.scss';
import '../../../styles/parts/forms.scss';
import '../../../styles/parts/badge.scss';
import '../../../styles/parts/spinners.scss';
import '../backoffice-admin.scss';

const amountOf = (code: AdminDiscountCode) =>
  code.percent_off !== null ? `${code.percent_off}%` : formatEuroCents(code.amount_off_cents ?? 0);

function validityOf(code: AdminDiscountCode) {
  if (code.valid_from && code.valid_until) {
    return `dal ${formatDate(code.valid_from)} al ${formatDate(code.valid_until)}`;
  }
  if (code.valid_from) return `dal ${formatDate(code.valid_from)}`;
  if (code.valid_until) return `fino al ${formatDate(code.valid_until)}`;
  return 'sempre';
}

const usesOf = (code: AdminDiscountCode) =>
  code.max_redemptions === null ? String(code.redemptions) : `${code.redemptions} / ${code.max_redemptions}`;

type Editing = { code: AdminDiscountCode | null } | null;

/** /backoffice/codici-sconto: the codes with their use counts; create, edit, deactivate (never delete). */
export function DiscountCodesPage() {
  const list = useDiscountCodes();
  const [editing, setEditing] = useState<Editing>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // A failed further page keeps the codes already shown; only a failed first page is an access error.
  if (list.error && !list.data) return <AreaAccessError error={list.error} />;
  const codes = list.data?.pages.flatMap((page) => page.codes) ?? [];

  const open = (code: AdminDiscountCode | null) => {
    setNotice(null);
    setEditing({ code });
  };

  return (
    <div className="container py-5 backoffice-admin">
      <PageTitle>Codici sconto</PageTitle>
      <AdminNav />
      <div className="d-flex flex-wrap align-items-baseline justify-content-between gap-2 mb-4">
        <h1 className="mb-0">Codici sconto</h1>
        {!editing && (
          <Button variant="primary" onClick={() => open(null)}>
            Nuovo codice
          </Button>
        )}
      </div>
      <div aria-live="polite">
        {notice && (
          <Alert variant="success" transition={false}>
            {notice}
          </Alert>
        )}
      </div>
      {editing && (
        <div className="mb-5">
          <DiscountCodeForm
            key={editing.code?.id ?? 'new'}
            code={editing.code}
            onCancel={() => setEditing(null)}
            onDone={(message) => {
              setEditing(null);
              setNotice(message);
            }}
          />
        </div>
      )}
      {!list.data ? (
        <PageLoading />
      ) : codes.length === 0 ? (
        <p className="text-body-secondary">Nessun codice sconto.</p>
      ) : (
        <>
          <div className="table-responsive">
            <table className="table discount-codes-table">
              <caption className="visually-hidden">Codici sconto, dal più recente</caption>
              <thead>
                <tr>
                  <th scope="col">Codice</th>
                  <th scope="col">Sconto</th>
                  <th scope="col">Validità</th>
                  <th scope="col">Utilizzi</th>
                  <th scope="col">Stato</th>
                  <th scope="col">
                    <span className="visually-hidden">Azioni</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {codes.map((code) => (
                  <tr key={code.id}>
                    <th scope="row">
                      <span className="text-nowrap">{code.code}</span>
                      {code.description && (
                        <span className="d-block small fw-normal text-body-secondary">
                          {code.description}
                        </span>
                      )}
                    </th>
                    <td>
                      {amountOf(code)}
                      {code.once_per_user && <span className="d-block small">una volta per account</span>}
                    </td>
                    <td>{validityOf(code)}</td>
                    <td>{usesOf(code)}</td>
                    <td>
                      <span className={`badge ${code.active ? 'text-bg-success' : 'text-bg-secondary'}`}>
                        {code.active ? 'Attivo' : 'Disattivato'}
                      </span>
                    </td>
                    <td>
                      <Button
                        variant="outline-primary"
                        size="sm"
                        aria-label={`Modifica ${code.code}`}
                        onClick={() => open(code)}
                      >
                        Modifica
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <LoadMore list={list} label="Carica altri" />
        </>
      )}
    </div>
  );
}
