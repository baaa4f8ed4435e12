import type {
  BookingCancelled,
  BookingMoved,
  ManagedBooking,
} from '@verificauto/shared/contracts/booking-manage';
import { WITHDRAWAL_DAYS } from '@verificauto/shared/domain/business';
import { telHref } from '@verificauto/shared/legal/company';
import { useEffect, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useParams } from 'react-router';
import { ChangeByPhone } from '../../../components/ui/change-by-phone';
import { ErrorMessage } from '../../../components/ui/error-message';
import { Link } from '../../../components/ui/link';
import { PageLoading } from '../../../components/ui/page-loading';
import { PageTitle } from '../../../components/ui/page-title';
import { WithdrawalSection } from '../../../components/ui/withdrawal-link';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { AppointmentFacts } from '../components/appointment-facts';
import { appointmentLabel } from '../slot-labels';
import { useManagedBooking } from './api/manage-booking';
import { ManageCancelConfirm } from './components/manage-cancel-confirm';
import { ManageMoveForm } from './components/manage-move-form';
import { refundUnderWay } from './refund-text';
import '../../../styles/parts/form-control.scss';
import '../../../styles/parts/forms.scss';
import '../../../styles/parts/spinners.scss';
import '../booking.scss';

type Outcome = { kind: 'moved'; moved: BookingMoved } | { kind: 'cancelled'; cancelled: BookingCancelled };

/**
 * /booking/manage/{token}: the page of the link in the booking e-mails, where the seller moves
 * or cancels the appointment up to BOOKING_CHANGE_HOURS before it.
 */
export function ManageBookingPage() {
  const { token = '' } = useParams();
  const booking = useManagedBooking(token);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  if (booking.data && outcome) return <ManageOutcome booking={booking.data} outcome={outcome} />;
  if (booking.data) return <ManageBooking token={token} booking={booking.data} onOutcome={setOutcome} />;
  if (!booking.error) return <PageLoading label="Caricamento della prenotazione…" />;
  return <LinkError error={booking.error} />;
}

function LinkError({ error }: { error: Error }) {
  // The server says why in Italian: an unknown link, a moved or cancelled booking, a time already passed.
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
    const title = { 404: 'Link non valido', 410: 'Link non più valido' }[error.status];
    return <ErrorMessage title={title ?? 'Prenotazione non disponibile'} text={error.message} />;
  }
  return (
    <ErrorMessage
      title="Prenotazione non disponibile"
      text="Non riusciamo a caricare la prenotazione. Riprova tra qualche istante."
      reload
    />
  );
}

type Mode = 'view' | 'move' | 'cancel';

interface ManageBookingProps {
  token: string;
  booking: ManagedBooking;
  onOutcome(outcome: Outcome): void;
}

function ManageBooking({ token, booking, onOutcome }: ManageBookingProps) {
  const [mode, setMode] = useState<Mode>('view');
  const opener = useRef<Exclude<Mode, 'view'> | null>(null);
  const moveButton = useRef<HTMLButtonElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);

  // Back from the form or the question, the focus returns to the button that opened it (WCAG 2.4.3).
  useEffect(() => {
    if (mode !== 'view' || !opener.current) return;
    (opener.current === 'move' ? moveButton : cancelButton).current?.focus();
    opener.current = null;
  }, [mode]);

  const open = (next: Exclude<Mode, 'view'>) => {
    opener.current = next;
    setMode(next);
  };
  const close = () => setMode('view');

  return (
    <div className="container py-5 booking-confirm">
      <PageTitle>La tua prenotazione</PageTitle>
      <h1 className="mb-3">La tua prenotazione</h1>
      <AppointmentFacts appointment={booking} />
      {!booking.can_change ? (
        <Alert variant="info" transition={false}>
          <ChangeByPhone phone={booking.workshop.phone} />
        </Alert>
      ) : booking.scheduling.kind === 'calendly' ? (
        <CalendlyActions booking={booking} scheduling={booking.scheduling} />
      ) : mode === 'move' ? (
        <ManageMoveForm
          token={token}
          booking={booking}
          onMoved={(moved) => onOutcome({ kind: 'moved', moved })}
          onClose={close}
        />
      ) : mode === 'cancel' ? (
        <ManageCancelConfirm
          token={token}
          booking={booking}
          onCancelled={(cancelled) => onOutcome({ kind: 'cancelled', cancelled })}
          onClose={close}
        />
      ) : (
        <>
          <p>Puoi spostare o annullare l’appuntamento fino a {appointmentLabel(booking.change_deadline)}.</p>
          <div className="d-flex flex-column flex-sm-row gap-2">
            <Button ref={moveButton} variant="primary" size="lg" onClick={() => open('move')}>
              Cambia data e ora
            </Button>
            <Button ref={cancelButton} variant="outline-danger" size="lg" onClick={() => open('cancel')}>
              Annulla la prenotazione
            </Button>
          </div>
        </>
      )}
      {mode === 'view' && (
        <WithdrawalSection token={booking.withdrawal_token}>
          Puoi anche recedere dal contratto entro {WITHDRAWAL_DAYS} giorni dalla prenotazione e comunque prima
          dell’ispezione, senza indicarne il motivo: l’appuntamento viene annullato e l’eventuale quota pagata
          torna sulla stessa carta.
        </WithdrawalSection>
      )}
    </div>
  );
}

type CalendlyScheduling = Extract<ManagedBooking['scheduling'], { kind: 'calendly' }>;

// Only Calendly's own https pages become links.
const isHttps = (url: string | null): url is string => url?.startsWith('https://') ?? false;

/** A booking made on the workshop's Calendly page is moved or cancelled there. */
function CalendlyActions({
  booking,
  scheduling,
}: {
  booking: ManagedBooking;
  scheduling: CalendlyScheduling;
}) {
  const links = [
    { url: scheduling.reschedule_url, label: 'Cambia data e ora', variant: 'btn-primary' },
    { url: scheduling.cancel_url, label: 'Annulla la prenotazione', variant: 'btn-outline-danger' },
  ].filter((link): link is typeof link & { url: string } => isHttps(link.url));
  if (links.length === 0) {
    return (
      <p>
        Per spostare o annullare l’appuntamento chiama l’officina al{' '}
        <a href={telHref(booking.workshop.phone)}>{booking.workshop.phone}</a>.
      </p>
    );
  }
  return (
    <>
      <p>
        Hai prenotato sul calendario online dell’officina: sposta o annulla l’appuntamento da lì, fino a{' '}
        {appointmentLabel(booking.change_deadline)}.
      </p>
      <div className="d-flex flex-column flex-sm-row gap-2">
        {links.map((link) => (
          <a
            key={link.label}
            href={link.url}
            target="_blank"
            rel="noopener noreferrer"
            className={`btn btn-lg ${link.variant}`}
          >
            {link.label}
            <span className="visually-hidden"> (si apre in una nuova scheda)</span>
          </a>
        ))}
      </div>
    </>
  );
}

/** What the seller did, once done: the link used is dead from now on. */
function ManageOutcome({ booking, outcome }: { booking: ManagedBooking; outcome: Outcome }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const title = outcome.kind === 'moved' ? 'Appuntamento spostato' : 'Prenotazione annullata';
  return (
    <div className="container py-5 booking-confirm">
      <PageTitle>{title}</PageTitle>
      <h1 ref={headingRef} tabIndex={-1} className="mb-3">
        {title}
      </h1>
      {outcome.kind === 'moved' ? (
        <>
          <p className="lead">
            La tua ispezione ora è prenotata per {appointmentLabel(outcome.moved.booked_at)} presso{' '}
            {booking.workshop.name}.
          </p>
          <p>
            Ti abbiamo inviato una nuova email di conferma, con l’appuntamento da aggiungere al calendario e
            un nuovo link per gestirlo: quello che hai usato non vale più.
          </p>
        </>
      ) : (
        <>
          <p className="lead">
            Abbiamo annullato l’ispezione prevista per {appointmentLabel(booking.booked_at)} presso{' '}
            {booking.workshop.name}.
          </p>
          <p className="fw-semibold">{refundUnderWay(outcome.cancelled.refund_cents)}</p>
          <p>Ti abbiamo inviato un’email di conferma dell’annullamento.</p>
          <Link to={paths.booking.href()} className="btn btn-primary btn-lg">
            Prenota una nuova ispezione
          </Link>
        </>
      )}
    </div>
  );
}
