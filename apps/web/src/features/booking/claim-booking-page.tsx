import type { BookingClaimed } from '@verificauto/shared/contracts/booking';
import { useParams } from 'react-router';
import { OwnerClaim, OwnerClaimDone } from '../../components/ui/owner-claim';
import { useClaimBooking } from './api/claim-booking';
import { appointmentLabel } from './slot-labels';
import './booking.scss';

/**
 * /booking/claim/{token}: the link of the e-mail sent to the owner of an account when a browser not signed
 * in as it booked with its address (decision 045).
 */
export function ClaimBookingPage() {
  const { token = '' } = useParams();
  const claim = useClaimBooking(token);
  return (
    <OwnerClaim
      title="Conferma la prenotazione"
      className="booking-confirm"
      confirmLabel="Sì, l’ho prenotata io"
      claim={claim}
      done={(claimed) => <Claimed claimed={claimed} />}
    >
      <p className="lead">
        Con il tuo indirizzo email è stata prenotata un’ispezione da un browser in cui non era aperta la tua
        Area riservata.
      </p>
      <p>
        Se l’hai prenotata tu, confermalo: la prenotazione comparirà nella tua Area riservata, nella scheda
        «Sto vendendo». Se non sei stato tu, chiudi questa pagina: la prenotazione non comparirà nel tuo
        account.
      </p>
    </OwnerClaim>
  );
}

function Claimed({ claimed }: { claimed: BookingClaimed }) {
  return (
    <OwnerClaimDone title="Prenotazione aggiunta" className="booking-confirm">
      <p className="lead">
        L’ispezione dell’auto targata {claimed.car_license_plate} per {appointmentLabel(claimed.booked_at)}{' '}
        ora è nella tua Area riservata, nella scheda «Sto vendendo».
      </p>
    </OwnerClaimDone>
  );
}
