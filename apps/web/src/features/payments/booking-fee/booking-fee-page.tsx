import type { BookingFeeOffer } from '@verificauto/shared/contracts/payments';
import { formatDateTime, formatEuroCents } from '@verificauto/shared/domain/format';
import { romeTime } from '@verificauto/shared/domain/rome-time';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { ErrorMessage } from '../../../components/ui/error-message';
import { Link } from '../../../components/ui/link';
import { PageLoading } from '../../../components/ui/page-loading';
import { PageTitle } from '../../../components/ui/page-title';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { vatLabel } from '../components/order-summary';
import { useBookingFee } from './api/get-booking-fee';
import { BookingFeeForm } from './components/booking-fee-form';
import '../../../styles/parts/form-control.scss';
import '../../../styles/parts/forms.scss';
import '../../../styles/parts/spinners.scss';
import '../payments.scss';

const TITLE = 'Paga la prenotazione';

/** /booking/pay/{inspectionUuid}: the fee of a workshop's inspection, while its slot is held (decision 035). */
export function BookingFeePage() {
  const { uuid = '' } = useParams();
  const fee = useBookingFee(uuid);

  if (fee.data) return <FeeState offer={fee.data} />;
  if (!fee.error) return <PageLoading label="Caricamento della prenotazione…" />;
  if (fee.error instanceof ApiError && fee.error.status === 404) {
    return (
      <ErrorMessage
        title="Prenotazione non trovata"
        text="Non troviamo questa prenotazione. Apri il pagamento dallo stesso browser con cui hai prenotato, oppure accedi all’Area riservata."
      />
    );
  }
  return <ErrorMessage title="Pagamento non disponibile" text="Riprova tra qualche istante." reload />;
}

function FeeState({ offer }: { offer: BookingFeeOffer }) {
  if (offer.status === 'booked') {
    return (
      // Told before any form (docs/decisions/059-checkout-keeps-what-was-typed.md).
      <Notice title="Hai già pagato questa prenotazione">
        <p className="lead mb-4">Il pagamento è arrivato e l’ispezione è prenotata.</p>
        <Link to={paths.bookingConfirm.href(offer.inspection_uuid)} className="btn btn-primary">
          Vedi la prenotazione
        </Link>
      </Notice>
    );
  }
  if (offer.status === 'cancelled' && offer.fee_paid) {
    // Cancelled by the seller or withdrawn from: the fee's refund is on its way (decisions 035, 056).
    return (
      <Notice title="Prenotazione annullata">
        <p className="lead mb-4">
          Questa prenotazione è stata annullata. La quota pagata ti viene rimborsata sulla stessa carta: la
          conferma e la nota di credito arrivano per email.
        </p>
        <Link to={paths.booking.href()} className="btn btn-primary">
          Prenota un’altra ispezione
        </Link>
      </Notice>
    );
  }
  if (offer.status === 'cancelled') {
    return (
      <Notice title="Tempo scaduto">
        <p className="lead mb-4">
          Il tempo per pagare questa prenotazione è scaduto e l’orario non è più riservato. Non ti è stato
          addebitato nulla.
        </p>
        <Link to={paths.booking.href()} className="btn btn-primary">
          Scegli un altro orario
        </Link>
      </Notice>
    );
  }
  return (
    <div className="container py-4 py-lg-5 checkout-page">
      <PageTitle>{TITLE}</PageTitle>
      <h1 className="mb-1">{TITLE}</h1>
      <p className="lead text-body-secondary mb-4">
        Questa officina chiede il pagamento dell’ispezione al momento della prenotazione.
      </p>
      <div className="checkout-layout">
        <div className="checkout-layout-summary">
          <FeeSummary offer={offer} />
        </div>
        <div className="checkout-layout-form">
          <BookingFeeForm offer={offer} />
        </div>
      </div>
    </div>
  );
}

function FeeSummary({ offer }: { offer: BookingFeeOffer }) {
  const vat = vatLabel('IT');
  return (
    <section className="card card-soft checkout-summary" aria-labelledby="fee-summary-title">
      <div className="card-body p-4">
        <h2 id="fee-summary-title" className="h4 mb-3">
          Riepilogo della prenotazione
        </h2>
        <dl className="mb-3">
          <dt>Appuntamento</dt>
          <dd>{formatDateTime(offer.booked_at)}</dd>
          <dt>Officina</dt>
          <dd>
            {offer.workshop.name}
            <br />
            {offer.workshop.address}
          </dd>
          <dt>Targa</dt>
          <dd>{offer.car_license_plate}</dd>
          <dt>Ordine</dt>
          <dd>{offer.order_number}</dd>
        </dl>
        <p className="h5 mb-1">
          Totale {formatEuroCents(offer.amount_cents)}{' '}
          <span className="small fw-normal">(IVA inclusa{vat ? `, ${vat}` : ''})</span>
        </p>
        {offer.hold_expires_at && (
          <p className="small text-body-secondary mb-0">
            Teniamo l’orario per te fino alle {romeTime(offer.hold_expires_at)}: se paghi più tardi,
            l’ispezione è prenotata solo se l’orario è ancora libero, altrimenti ti rimborsiamo.
          </p>
        )}
      </div>
    </section>
  );
}

function Notice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="container py-6 text-center" style={{ maxWidth: '40rem' }}>
      <PageTitle>{title}</PageTitle>
      <h1 className="display-6 mb-3">{title}</h1>
      {children}
    </div>
  );
}
