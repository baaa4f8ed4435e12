import type { InspectionPurchased } from '@verificauto/shared/contracts/user-reports';
import { calendarDaysBetween } from '@verificauto/shared/domain/calendar-days';
import { formatDate, formatEuroCents } from '@verificauto/shared/domain/format';
import { countOf } from '@verificauto/shared/domain/plural';
import { isReportAccessActive } from '@verificauto/shared/domain/report-access';
import { vehicleName } from '@verificauto/shared/domain/vehicle-name';
import { VehicleImage } from '../../../components/ui/vehicle-image';
import { WithdrawalLink } from '../../../components/ui/withdrawal-link';
import { ReportCard } from './report-card';
import { VehicleSummary } from './vehicle-summary';

/**
 * The product rules (docs/product.md#report-access): a purchased report stays viewable for 180 days; tell the
 * buyer until when.
 */
export function accessText(accessUntil: string, now = Date.now()): string {
  const date = formatDate(accessUntil);
  if (!isReportAccessActive(accessUntil, now)) return `Accesso scaduto il ${date}`;
  const daysLeft = calendarDaysBetween(now, accessUntil);
  if (daysLeft === 0) return `Accesso fino al ${date} (oggi è l’ultimo giorno)`;
  return `Accesso fino al ${date} (ancora ${countOf(daysLeft, 'giorno', 'giorni')})`;
}

// Only web links (absolute or of this site): the address comes from the network and ends up in an href.
function invoiceHref(url: string | null): string | null {
  if (!url) return null;
  try {
    const { protocol } = new URL(url, window.location.origin);
    return protocol === 'https:' || protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

/** A card of 'Sto comprando': a report the user bought, always complete. */
export function PurchasedInspectionCard({ purchase }: { purchase: InspectionPurchased }) {
  const { report } = purchase;
  const title = vehicleName(report);
  const invoice = invoiceHref(purchase.invoice_url);
  return (
    <ReportCard
      uuid={purchase.uuid}
      dateLabel="Acquistato il"
      date={purchase.purchased_at}
      reportNumber={report.report_number}
      subject={title}
      media={<VehicleImage src={report.main_image} alt={`Foto: ${title}`} />}
    >
      <VehicleSummary
        title={title}
        year={report.year}
        odometer={report.odometer}
        score={report.score_overall}
      />
      <p className="small text-body-secondary mt-3 mb-0">{accessText(purchase.access_until)}</p>
      <dl className="purchase-order small mt-2 mb-0">
        <div>
          <dt>Ordine n.</dt>
          <dd>{purchase.order_number}</dd>
        </div>
        <div>
          <dt>Importo pagato</dt>
          <dd>{formatEuroCents(purchase.amount_cents)}</dd>
        </div>
      </dl>
      {invoice && (
        <a href={invoice} download className="d-inline-block mt-2 small">
          Scarica la fattura (PDF)<span className="visually-hidden"> ({title})</span>
        </a>
      )}
      {purchase.withdrawal_token && (
        <div className="mt-3">
          <WithdrawalLink token={purchase.withdrawal_token} small subject={title} />
        </div>
      )}
    </ReportCard>
  );
}
