import { formatAppointment } from '@verificauto/shared/domain/inspection-check-in';
import { AppError } from '../../lib/app-error';
import type { DraftRow, WorkshopInspectionRow } from './workshop.repository';

/**
 * Whether the report still waits for the car (decision 051): a new report is written between the car's
 * check-in and its submission. A correction of an approved report is written later, away from the car.
 */
export const awaitsCheckIn = (
  inspection: Pick<WorkshopInspectionRow, 'checked_in_at'>,
  draft: Pick<DraftRow, 'state' | 'correction_reason'> | undefined,
) =>
  inspection.checked_in_at === null &&
  (draft === undefined || (draft.state === 'editing' && draft.correction_reason === null));

/** 409 naming the appointment while the car has not been checked in. */
export function assertCheckedIn(
  inspection: Pick<WorkshopInspectionRow, 'booked_at' | 'checked_in_at'>,
  draft: Pick<DraftRow, 'state' | 'correction_reason'> | undefined,
) {
  if (!awaitsCheckIn(inspection, draft)) return;
  throw new AppError(
    409,
    'not_checked_in',
    `L’ispezione è prenotata per il ${formatAppointment(inspection.booked_at)}: registra l’arrivo dell’auto in officina prima di compilare il report.`,
  );
}
