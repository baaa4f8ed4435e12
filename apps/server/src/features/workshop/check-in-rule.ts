import { formatClockTime, formatDate } from '@verificauto/shared/domain/format';
import {
  ARRIVAL_CLOCK_TOLERANCE_MINUTES,
  CHECK_IN_OPENS_MINUTES_BEFORE,
  checkInOpensAt,
  formatAppointment,
} from '@verificauto/shared/domain/inspection-check-in';
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

const FIX_THE_CLOCK = 'Controlla l’ora del dispositivo e registra di nuovo l’arrivo.';

/**
 * The check-in time to record: `now`, or the arrival the device recorded without network
 * (docs/decisions/084-check-in-offline.md), trusted from the opening of the check-in on and up to
 * ARRIVAL_CLOCK_TOLERANCE_MINUTES ahead of the server's clock, which it then cannot pass. 409 otherwise.
 */
export function checkInTime(bookedAt: Date, arrivedAt: string | undefined, now: Date): Date {
  const appointment = formatAppointment(bookedAt);
  const opensAt = checkInOpensAt(bookedAt);
  if (arrivedAt === undefined) {
    if (now >= opensAt) return now;
    throw new AppError(
      409,
      'check_in_too_early',
      `L’ispezione è prenotata per il ${appointment}: puoi registrare l’arrivo dell’auto in officina dal ${formatAppointment(opensAt)}, ${CHECK_IN_OPENS_MINUTES_BEFORE} minuti prima dell’appuntamento.`,
    );
  }
  const arrival = new Date(arrivedAt);
  if (arrival < opensAt) {
    throw new AppError(
      409,
      'check_in_too_early',
      `L’ispezione è prenotata per il ${appointment}: l’arrivo dell’auto registrato sul dispositivo il ${formatAppointment(arrival)} è precedente al ${formatAppointment(opensAt)}, da cui si può registrare (${CHECK_IN_OPENS_MINUTES_BEFORE} minuti prima dell’appuntamento). ${FIX_THE_CLOCK}`,
    );
  }
  if (arrival.getTime() > now.getTime() + ARRIVAL_CLOCK_TOLERANCE_MINUTES * 60_000) {
    throw new AppError(
      409,
      'arrival_in_future',
      `L’arrivo dell’auto registrato sul dispositivo il ${formatAppointment(arrival)} è nel futuro: per il server sono le ${formatClockTime(now)} del ${formatDate(now)}. ${FIX_THE_CLOCK}`,
    );
  }
  return arrival > now ? now : arrival;
}
