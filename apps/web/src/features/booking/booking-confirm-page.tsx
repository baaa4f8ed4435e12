import type { BookedInspection } from '@verificauto/shared/contracts/booking';
import { WITHDRAWAL_DAYS } from '@verificauto/shared/domain/business';
import { formatEuroCents } from '@verificauto/shared/domain/format';
import { type ReactNode, useEffect, useRef } from 'react';
import { useLocation, useParams } from 'react-router';
import { ErrorMessage } from '../../components/ui/error-message';
import { Link } from '../../components/ui/link';
import { PageLoading } from '../../components/ui/page-loading';
import { PageTitle } from '../../components/ui/page-title';
import { WithdrawalSection } from '../../components/ui/withdrawal-link';
import { paths } from '../../config/paths';
import { SITE } from '../../config/site';
import { forgetFormDraft, formDraftKeys } from '../../lib/form-drafts';
import { useBookedInspection } from './api/get-booked-inspection';
import { forgetBookingDraft } from './booking-draft';
import { AppointmentFacts } from './components/appointment-facts';
import { ReservedAreaNote } from './components/reserved-area-note';
import { workshopMapLink } from './workshop-map-link';
import '../../styles/parts/form-control.scss';
import '../../styles/parts/forms.scss';
import '../../styles/parts/spinners.scss';
import './booking.scss';

/**
 * The product rules (docs/product.md#booking-confirmation): the heading of the confirmation, word for word.
 */
const TITLE = 'Prenotazione confermata';

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

/**
 * The product rules (docs/product.md#booking-confirmation): the booking-confirmation analytics event, a
 * dataLayer push; no third-party script is loaded here (a tag manager, when configured, reads the array).
 */
function useBookingConfirmedEvent(inspection: BookedInspection | undefined) {
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (inspection?.status !== 'booked' || sent.current === inspection.uuid) return;
    sent.current = inspection.uuid;
    window.dataLayer = window.dataLayer ?? [];
    window.dataLayer.push({ event: 'booking_confirmed', inspection_uuid: inspection.uuid });
  }, [inspection]);
}

/** Router state of Calendly's widget: the booking was scheduled there and is on its way to us. */
const isScheduled = (state: unknown) =>
  typeof state === 'object' && state !== null && 'scheduled' in state && state.scheduled === true;

/**
 * /booking/confirm/{uuid}: where the built-in scheduler sends the seller once the slot is booked, the fee's
 * payment once paid, and Calendly's widget once scheduled.
 */
export function BookingConfirmPage() {
  const { uuid = '' } = useParams();
  const scheduled = isScheduled(useLocation().state);
  const inspection = useBookedInspection(uuid, { awaitCreation: scheduled });
  useBookingConfirmedEvent(inspection.data);
  // A fee paid (Stripe sends the seller here): its pay page no longer keeps what was typed
  // (docs/decisions/059-checkout-keeps-what-was-typed.md), nor the booking form (061).
  const booked = inspection.data?.status === 'booked';
  useEffect(() => {
    if (!booked) return;
    forgetFormDraft(formDraftKeys.bookingFee(uuid));
    forgetBookingDraft();
  }, [booked, uuid]);

  if (inspection.data) return <BookingState inspection={inspection.data} />;
  if (!inspection.error) return <PageLoading label="Caricamento della prenotazione…" />;
  if (inspection.waitingForCreation) {
    return (
      <Waiting title="Prenotazione in corso">
        Stiamo registrando la prenotazione… Ci vuole qualche secondo: la pagina si aggiorna da sola.
      </Waiting>
    );
  }
  if (scheduled) {
    return (
      <ErrorMessage
        title="Prenotazione non ancora registrata"
        text="La prenotazione non ci è ancora arrivata. Se hai ricevuto l’email di conferma, l’appuntamento è fissato e lo troverai a breve nell’Area riservata; altrimenti scrivi all’assistenza."
        reload
      />
    );
  }
  // The product rules (docs/product.md#errors): no special handling of errors here; whatever the cause, the
  // booking cannot be shown.
  return (
    <ErrorMessage
      title="Prenotazione non trovata"
      text="Non troviamo questa prenotazione. Se hai prenotato, trovi i dettagli nell’email di conferma."
    />
  );
}

function BookingState({ inspection }: { inspection: BookedInspection }) {
  switch (inspection.status) {
    case 'booked':
      return <Confirmation inspection={inspection} />;
    case 'awaiting_payment':
      return (
        <Waiting
          title="Pagamento in corso di conferma"
          after={
            <p>
              Non hai ancora pagato? <Link to={paths.bookingPay.href(inspection.uuid)}>Vai al pagamento</Link>
              .
            </p>
          }
        >
          Stiamo aspettando la conferma del pagamento della prenotazione: ci vuole qualche secondo. La pagina
          si aggiorna da sola.
        </Waiting>
      );
    case 'cancelled':
      return (
        <ErrorMessage
          title="Prenotazione non confermata"
          text="Questa prenotazione non è confermata: il pagamento non è arrivato in tempo. Se hai pagato dopo che l’orario era stato preso da un’altra persona, ti abbiamo rimborsato l’intero importo e te lo abbiamo scritto via email."
        />
      );
  }
}

function Waiting({ title, children, after }: { title: string; children: ReactNode; after?: ReactNode }) {
  return (
    <div className="container py-5 booking-confirm">
      <PageTitle>{title}</PageTitle>
      <h1 className="mb-3">{title}</h1>
      <p className="lead" role="status">
        {children}
      </p>
      {after}
    </div>
  );
}

/**
 * What the seller paid us for the booking: its fee order, or nothing — free at our scheduler, while a
 * workshop booked on its Calendly page asks its own terms (docs/decisions/064-booking-confirmation-and-calendar.md).
 */
function amountPaid(inspection: BookedInspection): string {
  if (inspection.amount_paid_cents > 0)
    return `${formatEuroCents(inspection.amount_paid_cents)} (IVA inclusa)`;
  return inspection.scheduling_source === 'calendly'
    ? 'Nessuno su Verificauto: hai prenotato sul calendario dell’officina.'
    : 'Nessun pagamento online: prenotazione gratuita.';
}

function Confirmation({ inspection }: { inspection: BookedInspection }) {
  const { user } = inspection;
  return (
    <div className="container py-5 booking-confirm">
      <PageTitle>{TITLE}</PageTitle>
      <h1 className="mb-3">{TITLE}</h1>
      <p className="lead">Grazie, {user.name}!</p>
      <AppointmentFacts appointment={inspection} map={workshopMapLink(inspection.workshop, SITE.maps)}>
        <div>
          <dt>Importo pagato</dt>
          <dd>{amountPaid(inspection)}</dd>
        </div>
      </AppointmentFacts>
      {inspection.calendar_url && (
        <div className="mb-4">
          {/* A plain link, not `download`: a phone that knows text/calendar offers to add the event at once. */}
          <a href={inspection.calendar_url} className="btn btn-primary">
            Aggiungi al calendario
          </a>
          <p className="small text-body-secondary mt-2 mb-0">
            È lo stesso appuntamento allegato all’email di conferma: se l’hai già aggiunto, il calendario lo
            aggiorna senza duplicarlo.
          </p>
        </div>
      )}
      <p>
        Ti abbiamo inviato un’email di conferma all’indirizzo{' '}
        <strong className="text-break">{user.email}</strong>.
      </p>
      <ReservedAreaNote inspection={inspection} />
      <WithdrawalSection token={inspection.withdrawal_token}>
        Puoi recedere dal contratto entro {WITHDRAWAL_DAYS} giorni dalla prenotazione e comunque prima
        dell’ispezione, senza indicarne il motivo e senza accedere: l’appuntamento viene annullato
        {inspection.fee_cents > 0 ? ' e la quota pagata torna sulla stessa carta' : ''}.
      </WithdrawalSection>
    </div>
  );
}
