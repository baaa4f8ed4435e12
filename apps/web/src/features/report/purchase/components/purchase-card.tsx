import { REPORT_ACCESS_DAYS, REPORT_PRICE_CENTS } from '@verificauto/shared/domain/business';
import { CHECKS_CLAIM } from '@verificauto/shared/domain/checks-count';
import { formatEuroCents } from '@verificauto/shared/domain/format';
import { Link } from '../../../../components/ui/link';
import type { Href } from '../../../../config/paths';
import { CheckIcon } from '../../components/icons';
import { PromoText } from './promo-text';
import './purchase-card.scss';

const BENEFITS = [
  `Oltre ${CHECKS_CLAIM} controlli eseguiti in officina`,
  'Valutazioni, foto e prova su strada',
  'Costi di riparazione stimati, utili nella trattativa',
  `Consultabile online per ${REPORT_ACCESS_DAYS} giorni`,
];

interface PurchaseCardProps {
  paymentURL: string | null;
  /** Guests also get the sign-in button, back to this page once signed in. */
  signInHref?: Href;
}

/**
 * The purchase card (docs/product.md#report-page): price, promo text, buy link to the payment URL and, for
 * guests, sign-in.
 */
export function PurchaseCard({ paymentURL, signInHref }: PurchaseCardProps) {
  return (
    <section className="card card-soft purchase-card" aria-labelledby="purchase-card-title">
      <div className="card-body p-4">
        <h2 id="purchase-card-title" className="h4 mb-1">
          Report completo
        </h2>
        <p className="purchase-price mb-3">{formatEuroCents(REPORT_PRICE_CENTS)}</p>
        <ul className="list-unstyled mb-3">
          {BENEFITS.map((benefit) => (
            <li key={benefit} className="d-flex gap-2 mb-2">
              <CheckIcon />
              {benefit}
            </li>
          ))}
        </ul>
        <PromoText />
        {paymentURL && (
          <a href={paymentURL} className="btn btn-primary btn-lg w-100">
            Acquista il report
          </a>
        )}
        {signInHref && (
          <>
            {paymentURL && (
              <p className="or-divider">
                <span>oppure</span>
              </p>
            )}
            <p className="small text-body-secondary text-center mb-2">Hai già acquistato questo report?</p>
            <Link to={signInHref} className="btn btn-outline-primary w-100">
              Accedi
            </Link>
          </>
        )}
      </div>
    </section>
  );
}
