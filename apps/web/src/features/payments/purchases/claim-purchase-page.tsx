import type { PurchaseClaimed } from '@verificauto/shared/contracts/payments';
import { useParams } from 'react-router';
import { OwnerClaim, OwnerClaimDone } from '../../../components/ui/owner-claim';
import { useClaimPurchase } from './api/claim-purchase';
import '../payments.scss';

/**
 * /payment/claim/{token}: the link of the e-mail sent to the owner of an account when a browser not signed
 * in as it bought a report with its address (decision 049).
 */
export function ClaimPurchasePage() {
  const { token = '' } = useParams();
  const claim = useClaimPurchase(token);
  return (
    <OwnerClaim
      title="Conferma l’acquisto"
      className="payment-confirm"
      confirmLabel="Sì, l’ho acquistato io"
      claim={claim}
      done={(claimed) => <Claimed claimed={claimed} />}
    >
      <p className="lead">
        Con il tuo indirizzo email è stato acquistato un report da un browser in cui non era aperta la tua
        Area riservata.
      </p>
      <p>
        Se l’hai acquistato tu, confermalo: il report comparirà nella tua Area riservata, nella scheda «Sto
        comprando». Se non sei stato tu, chiudi questa pagina: l’acquisto non comparirà nel tuo account.
      </p>
    </OwnerClaim>
  );
}

function Claimed({ claimed }: { claimed: PurchaseClaimed }) {
  if (claimed.duplicate) {
    return (
      <OwnerClaimDone title="Pagamento doppio" className="payment-confirm">
        <p className="lead">
          Potevi già consultare il report n. {claimed.report_number}: ti rimborsiamo per intero questo secondo
          pagamento sulla stessa carta e te lo confermiamo via email.
        </p>
      </OwnerClaimDone>
    );
  }
  return (
    <OwnerClaimDone title="Acquisto aggiunto" className="payment-confirm">
      <p className="lead">
        Il report n. {claimed.report_number} ora è nella tua Area riservata, nella scheda «Sto comprando».
      </p>
    </OwnerClaimDone>
  );
}
