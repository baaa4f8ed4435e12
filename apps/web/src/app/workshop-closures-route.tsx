import { Link } from '../components/ui/link';
import { paths } from '../config/paths';
import { ClosuresEditor } from '../features/closures/closures-editor';
import { useInstallableWorkshopApp } from '../features/workshop/installable/use-installable-workshop-app';

const OWN_WORKSHOP = { area: 'workshop' } as const;

/** /officina/chiusure: the workshop's staff set their own workshop's closures. */
export function WorkshopClosuresRoute() {
  useInstallableWorkshopApp();
  return (
    <div className="container py-4">
      <p className="mb-2">
        <Link to={paths.workshop.href()}>← Prenotazioni dell’officina</Link>
      </p>
      <ClosuresEditor scope={OWN_WORKSHOP} />
    </div>
  );
}
