import type { CheckIn, ReportDraft } from '@verificauto/shared/contracts/workshop';
import type { SessionUser } from '../../lib/session-user';
import { awaitsCheckIn, checkInTime } from './check-in-rule';
import { draftToDto } from './draft-dto';
import { markCheckedIn } from './workshop.repository';
import { assertEditable, ensureDraft, openInspection, type WorkshopDeps } from './workshop.service';

/**
 * POST /api/workshop/inspections/{uuid}/check-in: 'Auto in officina', the start of the inspection
 * (decision 051). From 30 minutes before the appointment on, at the server's now or at the arrival the
 * device recorded without network (decision 084); once recorded, a second check-in (a retry, another
 * device) answers the draft as it is.
 */
export async function checkIn(
  deps: WorkshopDeps,
  user: SessionUser,
  uuid: string,
  { arrived_at: arrivedAt }: CheckIn = {},
  now = new Date(),
): Promise<ReportDraft> {
  const inspection = await openInspection(deps.db, user, uuid);
  return deps.db.transaction(async (tx) => {
    const draft = await ensureDraft(tx, inspection, user.id, { forUpdate: true });
    assertEditable(draft);
    if (!awaitsCheckIn(inspection, draft)) return draftToDto({ ...deps, db: tx }, inspection, draft);
    const at = checkInTime(inspection.booked_at, arrivedAt, now);
    const checkedInAt = await markCheckedIn(tx, inspection.id, at);
    return draftToDto({ ...deps, db: tx }, { ...inspection, checked_in_at: checkedInAt }, draft);
  });
}
