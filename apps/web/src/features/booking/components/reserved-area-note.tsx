import type { BookedInspection } from '@verificauto/shared/contracts/booking';
import { ACCOUNT_SETUP_LINK_HOURS } from '@verificauto/shared/domain/business';
import { Link } from '../../../components/ui/link';
import { paths } from '../../../config/paths';

/**
 * Where the booking is followed after its confirmation: the Area riservata's 'Sto vendendo' — for a new
 * account once its password is set from the e-mail (docs/product.md#booking-confirmation), for a booking made
 * with an existing account's e-mail once its owner confirms it from theirs
 * (docs/decisions/045-guest-bookings-and-existing-accounts.md).
 */
export function ReservedAreaNote({ inspection }: { inspection: BookedInspection }) {
  const { user } = inspection;
  if (inspection.awaiting_owner) {
    return (
      <p>
        Ti abbiamo inviato anche un’email all’indirizzo <strong className="text-break">{user.email}</strong>{' '}
        per confermare che la prenotazione è tua: con il suo pulsante entra nell’Area riservata, nella scheda
        «Sto vendendo», dove la ritrovi accedendo con quell’indirizzo.
      </p>
    );
  }
  if (!user.confirmed) {
    return (
      <>
        <p>
          Riceverai anche un’email per impostare la password dell’Area riservata, dove potrai seguire la tua
          ispezione.
        </p>
        <p>
          Il link dell’email «Imposta la password per l’Area riservata di Verificauto» vale{' '}
          {ACCOUNT_SETUP_LINK_HOURS} ore: se è scaduto,{' '}
          <Link to={paths.forgotPassword.href({ email: user.email })}>chiedine uno nuovo</Link>.
        </p>
      </>
    );
  }
  return (
    <>
      <p>La trovi anche nell’Area riservata, nella scheda «Sto vendendo».</p>
      <p>
        <Link to={paths.profile.href()} className="btn btn-outline-primary">
          Vai all’Area riservata
        </Link>
      </p>
    </>
  );
}
