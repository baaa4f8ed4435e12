import { useParams } from 'react-router';
import { AreaAccessError } from '../../../components/ui/area-access';
import { Link, useNavigate } from '../../../components/ui/link';
import { PageLoading } from '../../../components/ui/page-loading';
import { PageTitle } from '../../../components/ui/page-title';
import { paths } from '../../../config/paths';
import { AdminNav } from '../components/admin-nav';
import { useAdminWorkshop } from './api/get-admin-workshop';
import { WorkshopTechnicians } from './components/workshop-technicians';
import { WorkshopForm } from './workshop-form';
import '../../../styles/parts/tables.scss';
import '../../../styles/parts/form-control.scss';
import '../../../styles/parts/forms.scss';
import '../../../styles/parts/badge.scss';
import '../../../styles/parts/spinners.scss';
import '../backoffice-admin.scss';

/** The id of the route that opens the form of a new workshop. */
export const NEW_WORKSHOP = 'nuova';

/** /backoffice/officine/:id: edit a workshop and its technicians; /backoffice/officine/nuova creates one. */
export function WorkshopEditPage() {
  const { id = NEW_WORKSHOP } = useParams();
  const isNew = id === NEW_WORKSHOP;
  const navigate = useNavigate();
  const query = useAdminWorkshop(isNew ? null : id);
  if (query.error) return <AreaAccessError error={query.error} />;
  if (!isNew && !query.data) return <PageLoading />;
  const workshop = isNew ? null : (query.data ?? null);
  const title = workshop ? workshop.name : 'Nuova officina';

  return (
    <div className="container py-5 backoffice-admin">
      <PageTitle>{title}</PageTitle>
      <AdminNav />
      <p className="mb-2">
        <Link to={paths.backofficeWorkshops.href()}>← Tutte le officine</Link>
      </p>
      <h1 className="mb-4">{title}</h1>
      {workshop && (
        <p className="mb-4">
          <Link to={paths.backofficeWorkshopClosures.href(workshop.id)}>
            Giorni di chiusura dell’officina
          </Link>
        </p>
      )}
      <WorkshopForm
        workshop={workshop}
        onSaved={(saved) => {
          if (isNew) navigate(paths.backofficeWorkshop.href(saved.id), { replace: true });
        }}
      />
      {workshop && <WorkshopTechnicians workshop={workshop} />}
    </div>
  );
}
