import type { Inspector } from '@verificauto/shared/contracts/booking';
import type { CalendlyIntent } from '@verificauto/shared/contracts/booking-calendly';
import { Component, lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Spinner from 'react-bootstrap/Spinner';
import { Link, useNavigate } from '../../../../components/ui/link';
import { paths } from '../../../../config/paths';
import { CalendlyIntentForm } from './calendly-intent-form';
import { useCalendlyScheduled } from './calendly-messages';

// Its own chunk: nothing of react-calendly loads, and nothing is asked of calendly.com, before a Calendly
// workshop is chosen and the plate given.
const CalendlyWidget = lazy(() =>
  import('./calendly-widget').then((module) => ({ default: module.CalendlyWidget })),
);

/** A widget that cannot load leaves the workshop's own page, opened with the same intent. */
class WidgetErrorBoundary extends Component<
  { fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** The workshop's Calendly page carrying the intent, for when the embedded widget cannot be shown. */
function pageWithIntent(url: string, intentUuid: string): string {
  const page = new URL(url);
  page.searchParams.set('utm_content', intentUuid);
  return page.toString();
}

interface CalendlyStepProps {
  workshop: Inspector;
  url: string;
  intent: CalendlyIntent;
}

function CalendlyStep({ workshop, url, intent }: CalendlyStepProps) {
  const navigate = useNavigate();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const confirmation = paths.bookingConfirm.href(intent.intent_uuid);

  // The form that had the focus is gone: the new step takes it (WCAG 2.4.3).
  useEffect(() => headingRef.current?.focus(), []);
  // The confirmation page waits for Calendly's webhook, which books the inspection under the intent's id.
  useCalendlyScheduled(() => navigate(confirmation, { state: { scheduled: true } }));

  return (
    <section aria-labelledby="calendly-step-title">
      <h3 id="calendly-step-title" ref={headingRef} tabIndex={-1} className="booking-step-title">
        Scegli giorno e ora
      </h3>
      <p>
        Scegli un orario sul calendario dell’officina e conferma con nome ed email: al termine ti mostriamo la
        prenotazione.
      </p>
      <WidgetErrorBoundary
        fallback={
          <Alert variant="warning" transition={false}>
            <p>Non riusciamo a mostrare qui il calendario dell’officina.</p>
            <p className="mb-0">
              <a href={pageWithIntent(url, intent.intent_uuid)} target="_blank" rel="noopener noreferrer">
                Apri il calendario dell’officina
                <span className="visually-hidden"> (si apre in una nuova scheda)</span>
              </a>{' '}
              e, dopo aver prenotato,{' '}
              <Link to={confirmation} state={{ scheduled: true }}>
                vai alla conferma
              </Link>
              .
            </p>
          </Alert>
        }
      >
        <Suspense
          fallback={
            <div role="status" className="d-flex align-items-center gap-2 py-3">
              <Spinner animation="border" size="sm" aria-hidden="true" />
              Carichiamo il calendario dell’officina…
            </div>
          }
        >
          <CalendlyWidget
            url={url}
            intentUuid={intent.intent_uuid}
            prefill={intent.prefill}
            title={`Calendario delle prenotazioni di ${workshop.name}`}
          />
        </Suspense>
      </WidgetErrorBoundary>
    </section>
  );
}

/**
 * A workshop booked through its own Calendly page: the plate and the Regolamento here, then
 * Calendly's widget; its webhook creates the inspection (decision 036).
 */
export function CalendlyBooking({ workshop }: { workshop: Inspector }) {
  const [intent, setIntent] = useState<CalendlyIntent | null>(null);
  if (!workshop.url) {
    return <p>Questa officina non accetta prenotazioni online: chiamala per fissare l’appuntamento.</p>;
  }
  return intent ? (
    <CalendlyStep workshop={workshop} url={workshop.url} intent={intent} />
  ) : (
    <CalendlyIntentForm workshop={workshop} onIntent={setIntent} />
  );
}
