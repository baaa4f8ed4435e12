import type { Purchase } from '@verificauto/shared/contracts/payments';
import { WITHDRAWAL_DAYS } from '@verificauto/shared/domain/business';
import { formatEuroCents } from '@verificauto/shared/domain/format';
import { type ReactNode, useEffect } from 'react';
import { useParams } from 'react-router';
import { ErrorMessage } from '../../../components/ui/error-message';
import { Link } from '../../../components/ui/link';
import { PageLoading } from '../../../components/ui/page-loading';
import { PageTitle } from '../../../components/ui/page-title';
import { WithdrawalSection } from '../../../components/ui/withdrawal-link';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth-context';
import { forgetFormDraft, formDraftKeys } from '../../../lib/form-drafts';
import { usePurchase } from './api/get-purchase';
import '../../../styles/parts/form-control.scss';
import '../../../styles/parts/forms.scss';
import '../../../styles/parts/spinners.scss';
import '../payments.scss';

/** The product rules (docs/product.md#payment-confirmation): the heading of the confirmation. */
const PAID_TITLE = 'Report acquistato';

/** /payment/confirm/{purchaseUuid}: where the test checkout and Stripe send the buyer after paying. */
export function PaymentConfirmPage() {
  const { uuid = '' } = useParams();
  const purchase = usePurchase(uuid);
  useForgetCheckout(purchase.data);

  if (purchase.data) return <PurchaseResult purchase={purchase.data} />;
  if (!purchase.error) return <PageLoading label="Verifica del pagamento…" />;
  // The product rules (docs/product.md#errors): no special handling of errors here; whatever the cause, the
  // purchase cannot be shown.
  return (
    <ErrorMessage
      title="Acquisto non trovato"
      text="Non troviamo questo acquisto. Se hai pagato, trovi il report nell’email di conferma e nella tua area riservata."
    />
  );
}

/**
 * Paid (Stripe sends the buyer here): the checkout no longer keeps what was typed
 * (docs/decisions/059-checkout-keeps-what-was-typed.md).
 */
function useForgetCheckout(purchase: Purchase | undefined) {
  const bought = purchase && (purchase.status === 'paid' || purchase.status === 'refunded');
  const inspectionUuid = bought ? purchase.inspection_uuid : undefined;
  useEffect(() => {
    if (inspectionUuid) forgetFormDraft(formDraftKeys.checkout(inspectionUuid));
  }, [inspectionUuid]);
}

function PurchaseResult({ purchase }: { purchase: Purchase }) {
  switch (purchase.status) {
    case 'paid':
      return <Paid purchase={purchase} />;
    case 'pending':
      return (
        <Frame title="Pagamento in corso di conferma">
          <p className="lead" role="status">
            Stiamo aspettando la conferma del pagamento: ci vuole qualche secondo. La pagina si aggiorna da
            sola.
          </p>
        </Frame>
      );
    case 'refunded':
      // A second payment for a report already bought keeps the first purchase's access (decision 046).
      return purchase.duplicate ? (
        <Frame title="Pagamento doppio">
          <p className="lead">
            Con questo indirizzo email il report era già stato acquistato: ti rimborsiamo per intero questo
            pagamento sulla stessa carta. L’accredito arriva di solito entro 5-10 giorni lavorativi.
          </p>
        </Frame>
      ) : (
        <Frame title="Acquisto rimborsato">
          <p className="lead">Questo acquisto è stato rimborsato e il report non è più consultabile.</p>
        </Frame>
      );
    case 'failed':
    case 'expired':
      return (
        <Frame title="Pagamento non riuscito">
          <p className="lead">Il pagamento non è andato a buon fine e non ti è stato addebitato nulla.</p>
          <Link to={paths.checkout.href(purchase.inspection_uuid)} className="btn btn-primary">
            Riprova l’acquisto
          </Link>
        </Frame>
      );
  }
}

function Frame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="container py-5 payment-confirm">
      <PageTitle>{title}</PageTitle>
      <h1 className="mb-3">{title}</h1>
      {children}
    </div>
  );
}

function Paid({ purchase }: { purchase: Purchase }) {
  const { signedIn, checked } = useAuth();
  const reportHref = paths.report.href(purchase.inspection_uuid);

  return (
    <Frame title={PAID_TITLE}>
      <p className="lead">Grazie, il pagamento è andato a buon fine.</p>
      <dl className="payment-confirm-facts mb-4">
        <div>
          <dt>Numero d’ordine</dt>
          <dd>{purchase.order_number}</dd>
        </div>
        <div>
          <dt>Importo pagato (IVA inclusa)</dt>
          <dd>{formatEuroCents(purchase.amount_cents)}</dd>
        </div>
      </dl>
      {/* The browser that paid reads at once, by its read receipt or the buyer's session (decision 057). */}
      {purchase.can_open && (
        <p className="mb-4">
          <Link to={reportHref} className="btn btn-primary btn-lg">
            Apri il report
          </Link>
        </p>
      )}
      {purchase.awaiting_owner ? (
        // Paid with the e-mail of an existing account: it joins that account from the e-mail (decision 049).
        <p>
          Ti abbiamo inviato un’email all’indirizzo{' '}
          <strong className="text-break">{purchase.user.email}</strong> per confermare l’acquisto: con il suo
          pulsante il report entra nell’Area riservata, dove poi lo vedi accedendo con quell’indirizzo.
        </p>
      ) : (
        <p>Riceverai a breve l’email con il link al report e la fattura.</p>
      )}
      {/* The session check answers first: a signed-in buyer must not be asked to sign in. */}
      {checked &&
        !signedIn &&
        !purchase.awaiting_owner &&
        (purchase.user.confirmed ? (
          <>
            <p>Accedi all’area riservata per vedere il report.</p>
            <Link
              to={paths.signIn.href({ redirect: reportHref })}
              className={purchase.can_open ? 'btn btn-outline-primary' : 'btn btn-primary btn-lg'}
            >
              Accedi
            </Link>
          </>
        ) : (
          <p>
            Ti abbiamo inviato un’email all’indirizzo{' '}
            <strong className="text-break">{purchase.user.email}</strong> per impostare la password del primo
            accesso.
          </p>
        ))}
      <WithdrawalSection token={purchase.withdrawal_token}>
        Puoi recedere dal contratto entro {WITHDRAWAL_DAYS} giorni dall’acquisto, senza indicarne il motivo e
        senza accedere; se hai chiesto l’accesso immediato, solo finché non apri il report. Il rimborso torna
        sulla stessa carta.
      </WithdrawalSection>
    </Frame>
  );
}
