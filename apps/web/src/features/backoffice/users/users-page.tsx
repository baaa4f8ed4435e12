import { type BackofficeUser, UserSearchQuerySchema } from '@verificauto/shared/contracts/backoffice';
import { useSearchParams } from 'react-router';
import { AreaAccessError } from '../../../components/ui/area-access';
import { Link } from '../../../components/ui/link';
import { LoadMore } from '../../../components/ui/load-more';
import { PageLoading } from '../../../components/ui/page-loading';
import { PageTitle } from '../../../components/ui/page-title';
import { paths } from '../../../config/paths';
import { AdminNav } from '../components/admin-nav';
import { AdminSearch } from '../components/admin-search';
import { useUserSearch } from './api/search-users';
import { roleLabel, userTitle } from './user-labels';
import '../../../styles/parts/tables.scss';
import '../../../styles/parts/form-control.scss';
import '../../../styles/parts/forms.scss';
import '../../../styles/parts/badge.scss';
import '../../../styles/parts/spinners.scss';
import '../backoffice-admin.scss';

function found(count: number, q: string, more: boolean) {
  if (!q && count === 0) return 'Nessun account registrato.';
  if (!q && more) return `Gli ultimi ${count} account registrati, altri da caricare.`;
  if (!q) return count === 1 ? 'L’unico account registrato.' : `${count} account registrati in tutto.`;
  if (count === 0) return `Nessun utente trovato per «${q}».`;
  const users = count === 1 ? '1 utente trovato' : `${count} utenti trovati`;
  return `${users} per «${q}»${more ? ', altri da caricare' : ''}.`;
}

/** The server's own words for a search it would refuse (fewer than 3 characters); undefined when valid. */
const searchProblem = (q: string) => UserSearchQuerySchema.shape.q.safeParse(q).error?.issues[0]?.message;

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

/**
 * /backoffice/utenti: search accounts by e-mail or name (the text stays in ?q=), each linking to its page,
 * newest first, a page at a time (decision 071).
 */
export function UsersPage() {
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const refused = searchProblem(q);
  const search = useUserSearch(q, !refused);
  if (search.error && !search.data) return <AreaAccessError error={search.error} />;
  const users = search.data?.pages.flatMap((page) => page.users) ?? [];

  return (
    <div className="container py-5 backoffice-admin">
      <PageTitle>Utenti</PageTitle>
      <AdminNav />
      <h1 className="mb-4">Utenti</h1>
      <AdminSearch
        id="user-search"
        name="Cerca utenti"
        label="Email o nome"
        hint="Almeno 3 caratteri, anche solo una parte dell’email o del nome, maiuscole o minuscole."
        q={q}
        busy={search.isFetching && !search.isFetchingNextPage}
        problemOf={searchProblem}
        onSearch={(next) => setParams(next ? { q: next } : {}, { replace: true })}
      />
      <p role="status" className="mb-2">
        {search.isFetching && !search.isFetchingNextPage
          ? 'Ricerca in corso…'
          : search.data
            ? found(users.length, q, search.hasNextPage)
            : ''}
      </p>
      {search.error && !search.isFetchNextPageError && (
        <div className="alert alert-danger" role="alert">
          {search.error.message}
        </div>
      )}
      {!search.data
        ? !refused && <PageLoading />
        : users.length > 0 && (
            <>
              <ul className="list-unstyled admin-list" aria-label="Utenti trovati">
                {users.map((user) => (
                  <UserItem key={user.id} user={user} />
                ))}
              </ul>
              <LoadMore list={search} label="Carica altri" onScroll />
            </>
          )}
    </div>
  );
}
