import type { WorkshopClosure } from '@verificauto/shared/contracts/workshop-closures';
import { useEffect, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { AreaAccessError } from '../../components/ui/area-access';
import { PageLoading } from '../../components/ui/page-loading';
import { PageTitle } from '../../components/ui/page-title';
import { type ClosuresScope, useClosures } from './api/get-closures';
import { useRemoveClosure } from './api/remove-closure';
import { closureDaysText, closureSavedText } from './closure-text';
import { ClosureForm } from './components/closure-form';
import { ClosureList } from './components/closure-list';
import '../../styles/parts/form-control.scss';
import '../../styles/parts/forms.scss';
import '../../styles/parts/spinners.scss';
import './closures.scss';

/**
 * A workshop's closures (docs/decisions/062-workshop-closures.md): the ones to come and the form that adds
 * one; the same for the workshop's staff (its own) and the back office (any workshop). Bookings on the days
 * closed stay booked: saving says how many there are, and the back office moves them with the sellers.
 */
export function ClosuresEditor({ scope }: { scope: ClosuresScope }) {
  const closures = useClosures(scope);
  const remove = useRemoveClosure(scope);
  const [notice, setNotice] = useState<{ text: string; warning: boolean } | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  // The form empties and a deleted row disappears: the notice takes the focus, so the news is heard.
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);
  if (closures.error && !closures.data) return <AreaAccessError error={closures.error} />;
  if (!closures.data) return <PageLoading label="Caricamento delle chiusure…" />;
  const { workshop } = closures.data;

  const removeClosure = (closure: WorkshopClosure) => {
    setNotice(null);
    remove.mutate(closure.id, {
      onSuccess: () =>
        setNotice({ text: `Chiusura eliminata: ${closureDaysText(closure)}.`, warning: false }),
    });
  };

  return (
    <div className="closures-editor">
      <PageTitle>Giorni di chiusura</PageTitle>
      <h1 className="mb-1">Giorni di chiusura</h1>
      <p className="lead text-body-secondary mb-4">
        {workshop.name} · {workshop.city}
      </p>
      <p>
        Nei giorni di chiusura il calendario delle prenotazioni non offre orari. Le festività nazionali sono
        già escluse; qui si aggiungono le ferie, i giorni di chiusura e il santo patrono.
      </p>
      <div aria-live="polite">
        {notice && (
          <Alert
            ref={noticeRef}
            tabIndex={-1}
            variant={notice.warning ? 'warning' : 'success'}
            role="status"
            transition={false}
          >
            {notice.text}
          </Alert>
        )}
        {remove.error && (
          <Alert variant="danger" role="alert" transition={false}>
            {remove.error.message}
          </Alert>
        )}
      </div>
      <h2 className="h4 mt-4">Chiusure in programma</h2>
      <ClosureList
        closures={closures.data.closures}
        removing={remove.isPending ? (remove.variables ?? null) : null}
        onRemove={removeClosure}
      />
      <ClosureForm
        scope={scope}
        onSubmit={() => setNotice(null)}
        onAdded={(bookings) => setNotice({ text: closureSavedText(bookings), warning: bookings > 0 })}
      />
    </div>
  );
}
