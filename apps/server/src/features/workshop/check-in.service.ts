import type { ReportDraft } from '@verificauto/shared/contracts/workshop';
import {
  CHECK_IN_OPENS_MINUTES_BEFORE,
  checkInOpensAt,
  formatAppointment,
} from '@verificauto/shared/domain/inspection-check-in';
import { AppError } from '../../lib/app-error';
import type { SessionUser } from '../../lib/session-user';
import { awaitsCheckIn } from './check-in-rule';
import { draftToDto } from './draft-dto';
import { markCheckedIn } from './workshop.repository';
import { assertEditable, ensureDraft, openInspection, type WorkshopDeps } from './workshop.service';

/**
 * POST /api/workshop/inspections/{uuid}/check-in: 'Auto in officina', the start of the inspection
 * (decision 051). From 30 minutes before the appointment on; once recorded, a second check-in (a retry,
 * another device) answers the draft as it is.
 */
export async function checkIn(
  deps: WorkshopDeps,
  user: SessionUser,
  uuid: string,
  now = new Date(),
): Promise<ReportDraft> {
  const inspection = await openInspection(deps.db, user, uuid);
  return deps.db.transaction(async (tx) => {
    const draft = await ensureDraft(tx, inspection, user.id, { forUpdate: true });
    assertEditable(draft);
    if (!awaitsCheckIn(inspection, draft)) return draftToDto({ ...deps, db: tx }, inspection, draft);
    const opensAt = checkInOpensAt(inspection.booked_at);
    if (now < opensAt) {
      throw new AppError(
        409,
        'check_in_too_early',
        `L’ispezione è prenotata per il ${formatAppointment(inspection.booked_at)}: puoi registrare l’arrivo dell’auto in officina dal ${formatAppointment(opensAt)}, ${CHECK_IN_OPENS_MINUTES_BEFORE} minuti prima dell’appuntamento.`,
      );
    }
    const checkedInAt = await markCheckedIn(tx, inspection.id);
    return draftToDto({ ...deps, db: tx }, { ...inspection, checked_in_at: checkedInAt }, draft);
  });
}
