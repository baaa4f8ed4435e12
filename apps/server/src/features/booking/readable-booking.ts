import type { BookedInspection } from '@verificauto/shared/contracts/booking';
import type { Db } from '../../db/db';
import { AppError } from '../../lib/app-error';
import { readsAsAccount } from '../../lib/booking-access';
import type { SessionUser } from '../../lib/session-user';
import { isUuid } from '../../lib/uuid';
import { type BookedInspectionRow, findBookedInspection } from './inspections.repository';

/** Who asks for a booking's confirmation: the session's user, and whether the browser holds its receipt. */
export interface BookingViewer {
  user: SessionUser | null;
  hasReceipt: (id: string) => boolean;
}

/** An inspection done or missed had been booked all the same. */
export const confirmationStatus = (status: BookedInspectionRow['status']): BookedInspection['status'] =>
  status === 'awaiting_payment' || status === 'cancelled' ? status : 'booked';

const notFound = () => new AppError(404, 'inspection_not_found', 'Prenotazione non trovata.');

/**
 * A booking for those who may read its confirmation: the browser that booked (its receipt cookie), the
 * signed-in seller and the back office; anyone else, as for an unknown id, 404 — it shows a name and an
 * e-mail. `asAccount`: whether the viewer sees the account, or only what that browser typed (decision 045).
 */
export async function findReadableBooking(
  db: Db,
  inspectionId: string,
  viewer: BookingViewer,
): Promise<{ inspection: BookedInspectionRow; asAccount: boolean }> {
  const id = inspectionId.toLowerCase();
  const inspection = isUuid(id) ? await findBookedInspection(db, id) : undefined;
  if (!inspection) throw notFound();
  const asAccount = readsAsAccount(inspection, viewer.user);
  if (!asAccount && !viewer.hasReceipt(id)) throw notFound();
  return { inspection, asAccount };
}
