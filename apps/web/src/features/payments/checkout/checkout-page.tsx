import type { CheckoutOffer, DiscountQuote } from '@verificauto/shared/contracts/payments';
import { useState } from 'react';
import { useParams } from 'react-router';
import { ErrorMessage } from '../../../components/ui/error-message';
import { Link } from '../../../components/ui/link';
import { PageLoading } from '../../../components/ui/page-loading';
import { PageTitle } from '../../../components/ui/page-title';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { formDraftKeys } from '../../../lib/form-drafts';
import { initialValues } from '../checkout-values';
import { OrderSummary, vehicleOf } from '../components/order-summary';
import { useKeptValues } from '../use-kept-values';
import { useCheckoutOffer } from './api/get-checkout-offer';
import { CheckoutForm } from './components/checkout-form';
import '../../../styles/parts/form-control.scss';
import '../../../styles/parts/forms.scss';
import '../../../styles/parts/spinners.scss';
import '../payments.scss';

const TITLE = 'Acquista il report';

/** /checkout/{inspectionUuid}: the report's payment URL (decision 033). */
export function CheckoutPage() {
  const { uuid = '' } = useParams();
  const offer = useCheckoutOffer(uuid);

  if (offer.data) return <Checkout offer={offer.data} />;
  if (!offer.error) return <PageLoading label="Caricamento dell’ordine…" />;
  const { error } = offer;
  if (error instanceof ApiError && error.status === 409 && error.body.code === 'already_purchased') {
    return <AlreadyPurchased inspectionUuid={uuid} message={error.message} />;
  }
  if (error instanceof ApiError && error.status === 404) {
    return (
      <ErrorMessage
        title="Report non acquistabile"
        text="Questo report non esiste o non si può acquistare. Controlla il link che hai ricevuto."
      />
    );
  }
  return (
    <ErrorMessage
      title="Acquisto non disponibile"
      text={error instanceof ApiError ? error.message : 'Riprova tra qualche istante.'}
      reload
    />
  );
}

function AlreadyPurchased({ inspectionUuid, message }: { inspectionUuid: string; message: string }) {
  return (
    <div className="container py-6 text-center" style={{ maxWidth: '40rem' }}>
      <PageTitle>Report già acquistato</PageTitle>
      <h1 className="display-6 mb-3">Report già acquistato</h1>
      <p className="lead mb-4">{message}</p>
      <Link to={paths.report.href(inspectionUuid)} className="btn btn-primary">
        Vai al report
      </Link>
    </div>
  );
}

function Checkout({ offer }: { offer: CheckoutOffer }) {
  const [quote, setQuote] = useState<DiscountQuote | null>(null);
  const kept = useKeptValues(
    formDraftKeys.checkout(offer.inspection_uuid),
    () => initialValues(offer),
    quote?.code,
  );
  const totalCents = quote?.total_cents ?? offer.list_price_cents;

  return (
    <div className="container py-4 py-lg-5 checkout-page">
      <PageTitle>{TITLE}</PageTitle>
      <h1 className="mb-1">{TITLE}</h1>
      <p className="lead text-body-secondary mb-4">
        Report n. {offer.report_number} – {vehicleOf(offer)}
      </p>
      <div className="checkout-layout">
        <div className="checkout-layout-summary">
          <OrderSummary offer={offer} quote={quote} totalCents={totalCents} country={kept.values.country} />
        </div>
        <div className="checkout-layout-form">
          <CheckoutForm offer={offer} kept={kept} quote={quote} onQuote={setQuote} totalCents={totalCents} />
        </div>
      </div>
    </div>
  );
}
