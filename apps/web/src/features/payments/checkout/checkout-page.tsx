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

  if (offer.data) return <Checkout key={offer.data.inspection_uuid} offer={offer.data} />;
  if (!offer.error) return <PageLoading label="Caricamento dell’ordine…" />;
  const { error } = offer;
  const owner = error instanceof ApiError && error.status === 409 ? ownerNotice(error.body.code) : undefined;
  if (owner) return <OwnerNotice inspectionUuid={uuid} {...owner} />;
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

/**
 * Whoever can already read the report is told so before any form, with the way in
 * (docs/decisions/059-checkout-keeps-what-was-typed.md).
 */
function ownerNotice(code: unknown): { title: string; text: string } | undefined {
  if (code === 'already_purchased') {
    return {
      title: 'Hai già acquistato questo report',
      text: 'Non serve acquistarlo di nuovo: lo trovi anche nell’Area riservata, con la data fino a cui puoi consultarlo.',
    };
  }
  if (code === 'own_report') {
    return {
      title: 'È il report della tua ispezione',
      text: 'Come venditore lo leggi senza acquistarlo: lo trovi anche nell’Area riservata.',
    };
  }
  return undefined;
}

function OwnerNotice({
  inspectionUuid,
  title,
  text,
}: {
  inspectionUuid: string;
  title: string;
  text: string;
}) {
  return (
    <div className="container py-6 text-center checkout-owner-notice">
      <PageTitle>{title}</PageTitle>
      <h1 className="display-6 mb-3">{title}</h1>
      <p className="lead mb-4">{text}</p>
      <div className="d-flex flex-wrap justify-content-center gap-2">
        <Link to={paths.report.href(inspectionUuid)} className="btn btn-primary">
          Apri il report
        </Link>
        <Link to={paths.profile.href()} className="btn btn-outline-primary">
          Vai all’Area riservata
        </Link>
      </div>
    </div>
  );
}

function Checkout({ offer }: { offer: CheckoutOffer }) {
  const [quote, setQuote] = useState<DiscountQuote | null>(null);
  const kept = useKeptValues(formDraftKeys.checkout(offer.inspection_uuid), () => initialValues(offer), {
    code: quote?.code,
    regulationVersion: offer.regulation.version,
  });
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
