import { formatAppointment } from '@verificauto/shared/domain/inspection-check-in';
import { countOf } from '@verificauto/shared/domain/plural';

/** What the approval checks of a report's dates (docs/decisions/051-inspection-check-in.md). */
export interface ReportDates {
  booked_at: Date;
  checked_in_at: Date | null;
  submitted_at: Date;
  photo_times: readonly { taken_at: number; uploaded_at: number }[];
}

const MINUTE = 60_000;
/** A phone's clock a few minutes off is no reason to doubt a photo. */
const PHOTO_TOLERANCE_MS = 15 * MINUTE;
/** A check-in this far from the appointment, either way, is worth a look. */
const CHECK_IN_DISTANCE_MS = 2 * 60 * MINUTE;

/**
 * "Date da verificare": the dates of a submitted report that do not add up, in words for the back office
 * before it approves. Empty when the inspection ran as booked.
 */
export function dateWarnings(report: ReportDates): string[] {
  const { booked_at: bookedAt, checked_in_at: checkedInAt, submitted_at: submittedAt } = report;
  const warnings: string[] = [];
  const appointment = formatAppointment(bookedAt);
  if (checkedInAt === null) {
    warnings.push(`L’arrivo dell’auto in officina non è stato registrato (appuntamento del ${appointment}).`);
  } else if (Math.abs(checkedInAt.getTime() - bookedAt.getTime()) > CHECK_IN_DISTANCE_MS) {
    warnings.push(
      `Arrivo in officina registrato il ${formatAppointment(checkedInAt)}, lontano dall’appuntamento del ${appointment}.`,
    );
  }
  if (submittedAt < bookedAt) {
    warnings.push(
      `Report inviato il ${formatAppointment(submittedAt)}, prima dell’appuntamento del ${appointment}.`,
    );
  }
  const start = (checkedInAt ?? bookedAt).getTime() - PHOTO_TOLERANCE_MS;
  const early = report.photo_times.filter((photo) => photo.taken_at < start);
  if (early.length > 0) {
    const first = Math.min(...early.map((photo) => photo.taken_at));
    warnings.push(
      `${countOf(early.length, 'foto scattata', 'foto scattate')} prima ${checkedInAt ? 'dell’arrivo in officina' : 'dell’appuntamento'}, la prima il ${formatAppointment(new Date(first))}.`,
    );
  }
  const late = report.photo_times.filter((photo) => photo.taken_at > photo.uploaded_at + PHOTO_TOLERANCE_MS);
  if (late.length > 0) {
    warnings.push(`${late.length} foto con l’ora di scatto dopo il caricamento.`);
  }
  return warnings;
}
