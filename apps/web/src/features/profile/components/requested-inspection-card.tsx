import type { InspectionRequested } from '@verificauto/shared/contracts/user-reports';
import { formatDate, formatDateTime } from '@verificauto/shared/domain/format';
import { vehicleName } from '@verificauto/shared/domain/vehicle-name';
import { Link } from '../../../components/ui/link';
import { VehicleImage } from '../../../components/ui/vehicle-image';
import { WithdrawalLink } from '../../../components/ui/withdrawal-link';
import { paths } from '../../../config/paths';
import { BookedAppointment } from './booked-appointment';
import { PendingMedia } from './pending-media';
import { ReportCard } from './report-card';
import { VehicleSummary } from './vehicle-summary';

export type InspectionStage = 'booked' | 'awaiting-approval' | 'completed';

/**
 * The product rules (docs/product.md#inspection-lifecycle): booked (no report), done and awaiting approval
 * (no backoffice_state), approved.
 */
export function inspectionStage(inspection: InspectionRequested): InspectionStage {
  if (!inspection.report) return 'booked';
  return inspection.report.backoffice_state ? 'completed' : 'awaiting-approval';
}

/**
 * The spec offers the link on every card, but buyers reach the report only once it is approved
 * (docs/decisions/054-report-preview-and-early-links.md): until then the card says so.
 */
const EARLY_LINK_NOTE = 'Il link funzionerà per gli acquirenti quando il report sarà approvato.';

/** A card of 'Sto vendendo': an inspection the user booked, at whatever stage it is. */
export function RequestedInspectionCard({ inspection }: { inspection: InspectionRequested }) {
  const { report } = inspection;
  const completed = inspectionStage(inspection) === 'completed' ? report : null;
  const title = completed ? vehicleName(completed) : '';

  return (
    <ReportCard
      uuid={inspection.uuid}
      dateLabel="Richiesta il"
      date={inspection.created_at}
      reportNumber={report?.report_number ?? null}
      subject={completed ? title : inspection.car_license_plate}
      openable={report !== null}
      linkNote={report?.backoffice_state === 'approved' ? undefined : EARLY_LINK_NOTE}
      media={
        completed ? (
          <VehicleImage src={completed.main_image} alt={`Foto: ${title}`} />
        ) : (
          <PendingMedia plate={inspection.car_license_plate} />
        )
      }
    >
      {completed ? (
        <VehicleSummary
          title={title}
          year={completed.year}
          odometer={completed.odometer}
          score={completed.score_overall}
        />
      ) : report ? (
        <>
          <p className="fw-semibold mb-1">
            Ispezione effettuata il {formatDate(report.verdict_datecompleted ?? inspection.updated_at)}
          </p>
          <p className="mb-0">Report in fase di approvazione.</p>
        </>
      ) : inspection.awaiting_payment_until ? (
        <>
          <p className="fw-semibold mb-1">In attesa del pagamento</p>
          <p className="mb-2">
            Appuntamento del {formatDateTime(inspection.booked_at)} presso {inspection.workshop_name},
            riservato fino al {formatDateTime(inspection.awaiting_payment_until)}.
          </p>
          <Link to={paths.bookingPay.href(inspection.uuid)} className="btn btn-outline-primary btn-sm">
            Paga la prenotazione<span className="visually-hidden"> ({inspection.car_license_plate})</span>
          </Link>
        </>
      ) : (
        <BookedAppointment inspection={inspection} />
      )}
      {inspection.withdrawal_token && (
        <div className="mt-3">
          <WithdrawalLink token={inspection.withdrawal_token} small subject={inspection.car_license_plate} />
        </div>
      )}
    </ReportCard>
  );
}
