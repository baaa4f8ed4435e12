import { CHECKS_CLAIM } from '@verificauto/shared/domain/checks-count';
import { useLocation } from 'react-router';
import { PageTitle } from '../../../../components/ui/page-title';
import { paths } from '../../../../config/paths';
import type { PurchaseOffer } from '../../report-page-state';
import { LIABILITY_TITLE, LiabilityDeclaration } from './liability-declaration';
import { PurchaseCard } from './purchase-card';
import { ReportPreviewCard } from './report-preview-card';
import './purchase-view.scss';

interface PurchaseViewProps {
  /**
   * The product rules (docs/product.md#report-access): a guest (HTTP 401) can also sign in; a signed-in user
   * without access can only buy.
   */
  guest: boolean;
  offer: PurchaseOffer;
  /** The server's message, for statuses other than 401 and 403. */
  message?: string;
}

const GUEST_LEAD = `Un tecnico di un’officina partner ha eseguito oltre ${CHECKS_CLAIM} controlli su questo veicolo. Acquista il report per vedere valutazioni, foto e costi di riparazione stimati.`;

/**
 * The product rules (docs/product.md#report-page): the guest view, and the view of a signed-in user who has
 * not bought the report.
 */
export function PurchaseView({ guest, offer, message }: PurchaseViewProps) {
  const { pathname, search } = useLocation();
  const signInHref = paths.signIn.href({ redirect: pathname + search });
  const title = guest ? 'Report di ispezione' : 'Acquista il report';
  const lead = guest ? GUEST_LEAD : (message ?? 'Accedi per visualizzare il report.');

  return (
    <div className="container py-5 report-purchase">
      <PageTitle>{title}</PageTitle>
      <h1 className="mb-2">{title}</h1>
      <p className="lead text-body-secondary mb-4">{lead}</p>
      <div className="row g-4 align-items-start">
        {offer.preview && (
          <div className="col-lg-7">
            <ReportPreviewCard preview={offer.preview} />
          </div>
        )}
        <div className={offer.preview ? 'col-lg-5' : 'col-lg-6'}>
          <PurchaseCard paymentURL={offer.paymentURL} signInHref={guest ? signInHref : undefined} />
        </div>
      </div>
      <section className="liability-block mt-5" aria-labelledby="liability-block-title">
        <h2 id="liability-block-title" className="h4">
          {LIABILITY_TITLE}
        </h2>
        <LiabilityDeclaration />
      </section>
    </div>
  );
}
