import type { BookingClaimed } from '@verificauto/shared/contracts/booking';
import { useEffect, useRef } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useParams } from 'react-router';
import { Link } from '../../components/ui/link';
import { PageTitle } from '../../components/ui/page-title';
import { paths } from '../../config/paths';
import { ApiError } from '../../lib/api-client';
import { useClaimBooking } from './api/claim-booking';
import { ManagePendingLabel, ManagePendingStatus } from './components/manage-pending-label';
import { appointmentLabel } from './slot-labels';
import '../../styles/parts/spinners.scss';
import './booking.scss';

const TITLE = 'Conferma la prenotazione';
const UNEXPECTED = 'Il server ha dato una risposta inattesa. Riprova tra qualche istante.';

/**
 * /booking/claim/{token}: the link of the e-mail sent to the owner of an account when a browser not signed
 * in as it booked with its address. The booking joins the account only when the owner presses the button,
 * never on opening: mail scanners open links too (decision 045).
 */
export function ClaimBookingPage() {
  const { token = '' } = useParams();
  const claim = useClaimBooking(token);
  const alertRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (claim.error) alertRef.current?.focus();
  }, [claim.error]);

  if (claim.data) return <Claimed claimed={claim.data} />;
  return (
    <div className="container py-5 booking-confirm">
      <PageTitle>{TITLE}</PageTitle>
      <h1 className="mb-3">{TITLE}</h1>
      <p className="lead">
        Con il tuo indirizzo email è stata prenotata un’ispezione da un browser in cui non era aperta la tua
        Area riservata.
      </p>
      <p>
        Se l’hai prenotata tu, confermalo: la prenotazione comparirà nella tua Area riservata, nella scheda
        «Sto vendendo». Se non sei stato tu, chiudi questa pagina: la prenotazione non comparirà nel tuo
        account.
      </p>
      {claim.error && (
        <Alert ref={alertRef} variant="danger" role="alert" tabIndex={-1} transition={false}>
          {claim.error instanceof ApiError ? claim.error.message : UNEXPECTED}
        </Alert>
      )}
      <Button size="lg" disabled={claim.isPending} onClick={() => claim.mutate()}>
        <ManagePendingLabel pending={claim.isPending}>Sì, l’ho prenotata io</ManagePendingLabel>
      </Button>
      <ManagePendingStatus pending={claim.isPending} />
    </div>
  );
}

function Claimed({ claimed }: { claimed: BookingClaimed }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const title = 'Prenotazione aggiunta';
  return (
    <div className="container py-5 booking-confirm">
      <PageTitle>{title}</PageTitle>
      <h1 ref={headingRef} tabIndex={-1} className="mb-3">
        {title}
      </h1>
      <p className="lead">
        L’ispezione dell’auto targata {claimed.car_license_plate} per {appointmentLabel(claimed.booked_at)}{' '}
        ora è nella tua Area riservata, nella scheda «Sto vendendo».
      </p>
      <Link to={paths.profile.href()} className="btn btn-primary btn-lg">
        Vai all’Area riservata
      </Link>
    </div>
  );
}
