import { useParams } from 'react-router';
import { Link } from '../components/ui/link';
import { paths } from '../config/paths';
import { AdminNav } from '../features/backoffice/components/admin-nav';
import { ClosuresEditor } from '../features/closures/closures-editor';
import '../features/backoffice/backoffice-admin.scss';

/** /backoffice/officine/{id}/chiusure: the back office sets any workshop's closures. */
export function BackofficeWorkshopClosuresRoute() {
  const { id = '' } = useParams();
  return (
    <div className="container py-5 backoffice-admin">
      <AdminNav />
      <p className="mb-2">
        <Link to={paths.backofficeWorkshop.href(id)}>← Scheda dell’officina</Link>
      </p>
      <ClosuresEditor scope={{ area: 'backoffice', workshopId: id }} />
    </div>
  );
}
