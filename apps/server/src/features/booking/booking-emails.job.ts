import { REMINDER_HOURS_BEFORE } from '@verificauto/shared/domain/business';
import { z } from 'zod';
import type { Db, Queryable } from '../../db/db';
import { enqueueJob } from '../../lib/jobs/job-queue';
import type { JobHandler } from '../../lib/jobs/job-worker';
import type { OutgoingMail } from '../../lib/mail/mail.repository';
import { enqueueMail } from '../../lib/mail/mail-queue';
import { type BookingSite, bookingConfirmationEmail, bookingReminderEmail } from './booking-emails';
import { type BookedInspectionRow, claimBookingMail, findBookedInspection } from './inspections.repository';

export const BOOKING_EMAILS_JOB = 'booking.emails';
export const BOOKING_REMINDER_JOB = 'booking.reminder';

const HOUR_MS = 3_600_000;

/**
 * Schedules a booking's confirmation now and its reminder REMINDER_HOURS_BEFORE the appointment, in the
 * booking's transaction. The reminder's key holds the time, so that a moved booking schedules a new one.
 */
export async function scheduleBookingEmails(
  tx: Queryable,
  inspection: { id: string; bookedAt: Date },
): Promise<void> {
  const at = inspection.bookedAt.toISOString();
  await enqueueJob(tx, {
    name: BOOKING_EMAILS_JOB,
    payload: { inspectionId: inspection.id },
    dedupeKey: `booking-emails:${inspection.id}`,
  });
  await enqueueJob(tx, {
    name: BOOKING_REMINDER_JOB,
    payload: { inspectionId: inspection.id, bookedAt: at },
    runAt: new Date(inspection.bookedAt.getTime() - REMINDER_HOURS_BEFORE * HOUR_MS),
    dedupeKey: `booking-reminder:${inspection.id}:${at}`,
  });
}

export interface BookingEmailsDeps {
  db: Db;
  site: BookingSite;
}

/**
 * Queues one e-mail of a booking that is still booked for `bookedAt`, at most once: the inspection's row is
 * locked while the record of the e-mail is checked and written.
 */
async function queueOnce(
  db: Db,
  inspectionId: string,
  action: string,
  bookedAt: Date | null,
  mail: (inspection: BookedInspectionRow) => OutgoingMail,
): Promise<void> {
  await db.transaction(async (tx) => {
    const inspection = await findBookedInspection(tx, inspectionId, { forUpdate: true });
    if (inspection?.status !== 'booked') return;
    if (bookedAt && inspection.bookedAt.getTime() !== bookedAt.getTime()) return;
    if (!(await claimBookingMail(tx, inspectionId, action, inspection.bookedAt))) return;
    await enqueueMail(tx, mail(inspection));
  });
}

const EmailsPayload = z.object({ inspectionId: z.uuid() });
const ReminderPayload = z.object({ inspectionId: z.uuid(), bookedAt: z.iso.datetime() });

/** The confirmation with the calendar file, unless the booking was cancelled before the job ran. */
export function createBookingEmailsHandler(deps: BookingEmailsDeps): JobHandler {
  return {
    async run(payload) {
      const { inspectionId } = EmailsPayload.parse(payload);
      await queueOnce(deps.db, inspectionId, 'booking.confirmation_queued', null, (inspection) =>
        bookingConfirmationEmail(inspection, deps.site, new Date()),
      );
    },
  };
}

/** The reminder, only for a booking still booked at the time it was scheduled for (spec §1, issue 12). */
export function createBookingReminderHandler(deps: BookingEmailsDeps): JobHandler {
  return {
    async run(payload) {
      const { inspectionId, bookedAt } = ReminderPayload.parse(payload);
      await queueOnce(deps.db, inspectionId, 'booking.reminder_queued', new Date(bookedAt), (inspection) =>
        bookingReminderEmail(inspection, deps.site),
      );
    },
  };
}
