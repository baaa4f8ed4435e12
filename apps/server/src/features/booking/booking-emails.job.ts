import { REMINDER_HOURS_BEFORE } from '@verificauto/shared/domain/business';
import { z } from 'zod';
import type { Db, Queryable } from '../../db/db';
import { enqueueJob } from '../../lib/jobs/job-queue';
import type { JobHandler } from '../../lib/jobs/job-worker';
import type { OutgoingMail } from '../../lib/mail/mail.repository';
import { enqueueMail } from '../../lib/mail/mail-queue';
import type { WithdrawalLinks } from '../../lib/withdrawal-link';
import { bookingWithdrawalToken } from '../../lib/withdrawal-offer';
import { type BookingSite, bookingConfirmationEmail, bookingReminderEmail } from './booking-emails';
import { type BookedInspectionRow, claimBookingMail, findBookedInspection } from './inspections.repository';
import { findScheduleSequence, hasEarlierConfirmation } from './manage/manage-booking.repository';
import { issueManageLink, manageBookingUrl } from './manage/manage-booking-links';

export const BOOKING_EMAILS_JOB = 'booking.emails';
export const BOOKING_REMINDER_JOB = 'booking.reminder';

const HOUR_MS = 3_600_000;

/**
 * Schedules a booking's confirmation now and its reminder REMINDER_HOURS_BEFORE the appointment, in the
 * transaction that books or moves it. Each version of the appointment (inspections.schedule_sequence, one
 * more at every move) gets its confirmation, and the reminder's key holds the time, so that a moved booking
 * schedules a new one.
 */
export async function scheduleBookingEmails(
  tx: Queryable,
  inspection: { id: string; bookedAt: Date },
): Promise<void> {
  const at = inspection.bookedAt.toISOString();
  const sequence = await findScheduleSequence(tx, inspection.id);
  await enqueueJob(tx, {
    name: BOOKING_EMAILS_JOB,
    payload: { inspectionId: inspection.id, sequence },
    dedupeKey: `booking-emails:${inspection.id}:${sequence}`,
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
 * Queues one e-mail of a booked inspection with a new link to manage it, at most once: the inspection's
 * row is locked while `claim` records the e-mail and issues the link (null: nothing to send). A retried
 * job therefore never sends a second, different link.
 */
async function queueOnce(
  deps: BookingEmailsDeps,
  inspectionId: string,
  claim: (tx: Queryable, inspection: BookedInspectionRow) => Promise<string | null>,
  mail: (tx: Queryable, inspection: BookedInspectionRow, manageUrl: string) => Promise<OutgoingMail>,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const inspection = await findBookedInspection(tx, inspectionId, { forUpdate: true });
    if (inspection?.status !== 'booked') return;
    const token = await claim(tx, inspection);
    if (token)
      await enqueueMail(tx, await mail(tx, inspection, manageBookingUrl(deps.site.publicUrl, token)));
  });
}

const EmailsPayload = z.object({ inspectionId: z.uuid(), sequence: z.number().int().min(0) });
const ReminderPayload = z.object({ inspectionId: z.uuid(), bookedAt: z.iso.datetime() });

/**
 * The confirmation of one version of the appointment, with the calendar file; nothing once the booking
 * was moved again or cancelled, whose own e-mail supersedes it. The link is the confirmation's record.
 */
export function createBookingEmailsHandler(
  deps: BookingEmailsDeps & { withdrawalLinks: WithdrawalLinks },
): JobHandler {
  return {
    async run(payload) {
      const { inspectionId, sequence } = EmailsPayload.parse(payload);
      await queueOnce(
        deps,
        inspectionId,
        (tx) => issueManageLink(tx, { inspectionId, mail: 'confirmation', sequence }),
        async (tx, inspection, manageUrl) => {
          const moved = await hasEarlierConfirmation(tx, inspectionId, sequence);
          const now = new Date();
          const withdrawalUrl = bookingWithdrawalToken(deps.withdrawalLinks, inspection, now)
            ? deps.withdrawalLinks.url({ kind: 'booking', uuid: inspectionId })
            : null;
          return bookingConfirmationEmail(
            inspection,
            deps.site,
            { sequence, now, moved },
            { manageUrl, withdrawalUrl },
          );
        },
      );
    },
  };
}

/**
 * The reminder, only for a booking still booked at the time it was scheduled for (docs/product.md#emails).
 */
export function createBookingReminderHandler(deps: BookingEmailsDeps): JobHandler {
  return {
    async run(payload) {
      const { inspectionId, bookedAt } = ReminderPayload.parse(payload);
      await queueOnce(
        deps,
        inspectionId,
        async (tx, inspection) =>
          inspection.bookedAt.getTime() === new Date(bookedAt).getTime() &&
          (await claimBookingMail(tx, inspectionId, 'booking.reminder_queued', inspection.bookedAt))
            ? issueManageLink(tx, { inspectionId, mail: 'reminder' })
            : null,
        async (_tx, inspection, manageUrl) => bookingReminderEmail(inspection, deps.site, manageUrl),
      );
    },
  };
}
