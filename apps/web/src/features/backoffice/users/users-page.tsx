import type { BackofficeUser } from '@verificauto/shared/contracts/backoffice';
import { type FormEvent, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useSearchParams } from 'react-router';
import { AreaAccessError } from '../../../components/ui/area-access';
import { Link } from '../../../components/ui/link';
import { PageLoading } from '../../../components/ui/page-loading';
import { PageTitle } from '../../../components/ui/page-title';
import { paths } from '../../../config/paths';
import { AdminNav } from '../components/admin-nav';
import { useUserSearch } from './api/search-users';
import { roleLabel, userTitle } from './user-labels';
import '../../../styles/parts/tables.scss';
import '../../../styles/parts/form-control.scss';
import '../../../styles/parts/forms.scss';
import '../../../styles/parts/badge.scss';
import '../../../styles/parts/spinners.scss';
import '../backoffice-admin.scss';

function found(count: number, q: string) {
  if (!q && count === 0) return 'Nessun account registrato.';
  if (!q) return count === 1 ? 'L’ultimo account registrato.' : `Gli ultimi ${count} account registrati.`;
  if (count === 0) return `Nessun utente trovato per «${q}».`;
  return count === 1 ? `1 utente trovato per «${q}».` : `${count} utenti trovati per «${q}».`;
}

function UserItem({ user }: { user: BackofficeUser }) {
  return (
    <li className="admin-list-item">
      <div className="text-break">
        <Link to={paths.backofficeUser.href(user.id)} className="fw-semibold">
          {userTitle(user)}
        </Link>
        <span className="d-block small text-body-secondary">
          {user.email} · {roleLabel(user.role)} ·{' '}
          {user.confirmed ? 'email confermata' : 'email non confermata'}
        </span>
        {user.blocked_at && (
          <span className="d-block small">
            <span className="fw-semibold">Motivo del blocco:</span> {user.blocked_reason}
          </span>
        )}
      </div>
      {user.blocked_at ? (
        <span className="badge text-bg-danger">Bloccato</span>
      ) : (
        <span className="badge text-bg-success">Attivo</span>
      )}
    </li>
  );
}

/** /backoffice/utenti: search accounts by e-mail or name (the text stays in ?q=), each linking to its page. */
export function UsersPage() {
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const [text, setText] = useState(q);
  const search = useUserSearch(q);
  if (search.error && !search.data) return <AreaAccessError error={search.error} />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = text.trim();
    setParams(next ? { q: next } : {}, { replace: true });
  };

  return (
    <div className="container py-5 backoffice-admin">
      <PageTitle>Utenti</PageTitle>
      <AdminNav />
      <h1 className="mb-4">Utenti</h1>
      <Form role="search" onSubmit={submit} className="mb-4" aria-label="Cerca utenti">
        <Form.Label htmlFor="user-search">Email o nome</Form.Label>
        <div className="d-flex flex-wrap gap-2">
          <Form.Control
            id="user-search"
            type="search"
            name="q"
            value={text}
            maxLength={120}
            autoComplete="off"
            className="flex-grow-1 w-auto"
            aria-describedby="user-search-hint"
            onChange={(event) => setText(event.target.value)}
          />
          <Button type="submit" variant="primary" disabled={search.isFetching}>
            Cerca
          </Button>
        </div>
        <Form.Text id="user-search-hint">
          Anche solo una parte, maiuscole o minuscole; al massimo 20 risultati.
        </Form.Text>
      </Form>
      <p role="status" className="mb-2">
        {search.isFetching ? 'Ricerca in corso…' : search.data ? found(search.data.users.length, q) : ''}
      </p>
      {search.error && (
        <div className="alert alert-danger" role="alert">
          {search.error.message}
        </div>
      )}
      {!search.data ? (
        <PageLoading />
      ) : (
        search.data.users.length > 0 && (
          <ul className="list-unstyled admin-list" aria-label="Utenti trovati">
            {search.data.users.map((user) => (
              <UserItem key={user.id} user={user} />
            ))}
          </ul>
        )
      )}
    </div>
  );
}
