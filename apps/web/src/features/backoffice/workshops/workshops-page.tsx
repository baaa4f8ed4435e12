import { formatEuroCents } from '@verificauto/shared/domain/format';
import { useSearchParams } from 'react-router';
import { AreaAccessError } from '../../../components/ui/area-access';
import { Link } from '../../../components/ui/link';
import { LoadMore } from '../../../components/ui/load-more';
import { PageLoading } from '../../../components/ui/page-loading';
import { PageTitle } from '../../../components/ui/page-title';
import { paths } from '../../../config/paths';
import { AdminNav } from '../components/admin-nav';
import { AdminSearch } from '../components/admin-search';
import { useAdminWorkshops } from './api/get-admin-workshops';
import '../../../styles/parts/tables.scss';
import '../../../styles/parts/form-control.scss';
import '../../../styles/parts/forms.scss';
import '../../../styles/parts/badge.scss';
import '../../../styles/parts/spinners.scss';
import '../backoffice-admin.scss';

const technicians = (n: number) => (n === 1 ? '1 tecnico' : `${n} tecnici`);

/**
 * /backoffice/officine: every partner workshop, active or not, by name, with a link to edit it; a search by
 * name or town (the text stays in ?q=).
 */
export function WorkshopsPage() {
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const list = useAdminWorkshops(q);
  // A failed further page keeps the workshops already shown; only a failed first page is an access error.
  if (list.error && !list.data) return <AreaAccessError error={list.error} />;
  const workshops = list.data?.pages.flatMap((page) => page.workshops) ?? [];

  return (
    <div className="container py-5 backoffice-admin">
      <PageTitle>Officine</PageTitle>
      <AdminNav />
      <div className="d-flex flex-wrap align-items-baseline justify-content-between gap-2 mb-4">
        <h1 className="mb-0">Officine</h1>
        <Link to={paths.backofficeWorkshop.href('nuova')} className="btn btn-primary">
          Nuova officina
        </Link>
      </div>
      <AdminSearch
        id="workshop-search"
        name="Cerca officine"
        label="Nome o città"
        hint="Anche solo una parte, maiuscole o minuscole."
        q={q}
        onSearch={(next) => setParams(next ? { q: next } : {}, { replace: true })}
      />
      {!list.data ? (
        <PageLoading />
      ) : workshops.length === 0 ? (
        <p className="text-body-secondary">
          {q ? 'Nessuna officina corrisponde alla ricerca.' : 'Nessuna officina: crea la prima.'}
        </p>
      ) : (
        <>
          <ul className="list-unstyled admin-list" aria-busy={list.isPlaceholderData}>
            {workshops.map((workshop) => (
              <li key={workshop.id} className="admin-list-item">
                <div>
                  <Link to={paths.backofficeWorkshop.href(workshop.id)} className="fw-semibold">
                    {workshop.name}
                  </Link>
                  <span className="d-block small text-body-secondary">
                    {workshop.city} ({workshop.province}) · {technicians(workshop.technicians)} ·{' '}
                    {workshop.booking === 'calendly' ? 'Calendly' : 'Calendario Verificauto'}
                    {workshop.inspection_fee_cents > 0 &&
                      ` · ${formatEuroCents(workshop.inspection_fee_cents)}`}
                  </span>
                </div>
                <span className={`badge ${workshop.active ? 'text-bg-success' : 'text-bg-secondary'}`}>
                  {workshop.active ? 'Attiva' : 'Disattivata'}
                </span>
              </li>
            ))}
          </ul>
          <LoadMore list={list} label="Carica altre" />
        </>
      )}
    </div>
  );
}
