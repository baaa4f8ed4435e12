import type { Queryable } from '../../../db/db';
import { isEmailBlocked } from '../../../lib/blocked-email.repository';
import { newOwnerClaim } from '../../../lib/owner-claim';
import { isUuid } from '../../../lib/uuid';
import { askOwnerToConfirm } from '../booking-claim.service';
import { scheduleBookingEmails } from '../booking-emails.job';
import {
  type CalendlyAppointment,
  cancelCalendlyInspection,
  claimCalendlyEvent,
  insertCalendlyInspection,
  inspectionExists,
  isCalendlyEventRecorded,
  lockCalendlyIntent,
  lockCalendlyInvitee,
  moveCalendlyInspection,
  recordCalendlyOutcome,
} from './calendly.repository';
import type { CalendlyDeps } from './calendly-intent.service';
import { type CalendlyInvitee, type CalendlyInviteeEvent, inviteeName } from './calendly-webhook-payload';

/** What a delivery did. */
export type CalendlyOutcome =
  | 'booked'
  | 'moved'
  | 'cancelled'
  | 'not_booked'
  | 'duplicate'
  | 'already_cancelled'
  | 'no_intent'
  | 'intent_expired'
  | 'intent_used'
  | 'account_blocked';

/** Outcomes that leave a booking on Calendly without an inspection of ours: worth a look by a person. */
export const UNLINKED_OUTCOMES: ReadonlySet<CalendlyOutcome> = new Set([
  'already_cancelled',
  'no_intent',
  'intent_expired',
  'intent_used',
  'account_blocked',
]);

interface Handled {
  outcome: CalendlyOutcome;
  inspectionId: string | null;
}

const appointmentOf = (invitee: CalendlyInvitee): CalendlyAppointment => ({
  ref: invitee.uri,
  bookedAt: new Date(invitee.scheduled_event.start_time),
  cancelUrl: invitee.cancel_url ?? null,
  rescheduleUrl: invitee.reschedule_url ?? null,
});

/**
 * invitee.created. A reschedule (old_invitee set) moves the inspection of the old invitee, whichever of its
 * two deliveries comes first; the old time's reminder then finds the booking moved and sends nothing. A new
 * booking needs the intent the widget passed as utm_content: without it Calendly's payload names no
 * workshop of ours (only its own event type), so the delivery is recorded and left alone.
 */
async function bookInvitee(deps: CalendlyDeps, tx: Queryable, invitee: CalendlyInvitee): Promise<Handled> {
  if (await isCalendlyEventRecorded(tx, invitee.uri, 'invitee.canceled')) {
    return { outcome: 'already_cancelled', inspectionId: null };
  }
  const appointment = appointmentOf(invitee);
  if (invitee.old_invitee) {
    const moved = await moveCalendlyInspection(tx, invitee.old_invitee, appointment);
    if (moved) {
      await scheduleBookingEmails(tx, { id: moved, bookedAt: appointment.bookedAt });
      return { outcome: 'moved', inspectionId: moved };
    }
  }
  const intentId = invitee.tracking?.utm_content?.trim().toLowerCase() ?? '';
  const intent = isUuid(intentId) ? await lockCalendlyIntent(tx, intentId) : undefined;
  if (!intent) return { outcome: 'no_intent', inspectionId: null };
  // The time the seller booked on Calendly, not the delivery's: a retried delivery still counts.
  if (new Date(invitee.created_at) > new Date(intent.expires_at)) {
    return { outcome: 'intent_expired', inspectionId: null };
  }
  if (await inspectionExists(tx, intent.id)) return { outcome: 'intent_used', inspectionId: intent.id };
  if (await isEmailBlocked(tx, invitee.email)) return { outcome: 'account_blocked', inspectionId: null };

  const contact = { name: inviteeName(invitee), email: invitee.email };
  const account = await deps.accounts.ensureAccountForEmail(tx, contact);
  // As for the built-in scheduler (decision 045): another account's e-mail waits for its owner.
  const owner = account.created || intent.signed_in_user_id === account.id ? null : newOwnerClaim(new Date());
  await insertCalendlyInspection(tx, {
    ...appointment,
    id: intent.id,
    sellerId: account.id,
    contact,
    newAccount: account.created,
    claim: owner?.claim ?? null,
    workshopId: intent.workshop_id,
    plate: intent.car_license_plate,
    regulationVersion: intent.regulation_version,
  });
  if (owner) await askOwnerToConfirm(tx, intent.id, owner.token, deps.site);
  if (!account.confirmed) await deps.accounts.sendPasswordSetupEmail(tx, account);
  await scheduleBookingEmails(tx, { id: intent.id, bookedAt: appointment.bookedAt });
  return { outcome: 'booked', inspectionId: intent.id };
}

/**
 * invitee.canceled: the invitee's inspection is cancelled, so its reminder is not sent. Half of a
 * reschedule is handled alike: if the new invitee came first, the inspection already carries its URI and
 * nothing is cancelled; if it comes next, it books the inspection again at the new time.
 */
async function cancelInvitee(tx: Queryable, invitee: CalendlyInvitee): Promise<Handled> {
  const cancelled = await cancelCalendlyInspection(tx, invitee.uri);
  return cancelled
    ? { outcome: 'cancelled', inspectionId: cancelled }
    : { outcome: 'not_booked', inspectionId: null };
}

/**
 * Applies one verified invitee event exactly once: each (invitee, event) is claimed in the same
 * transaction as its effects, so a retry or a concurrent duplicate changes nothing.
 */
export function handleCalendlyEvent(deps: CalendlyDeps, { event, payload }: CalendlyInviteeEvent) {
  return deps.db.transaction(async (tx): Promise<Handled> => {
    await lockCalendlyInvitee(tx, payload.uri);
    if (!(await claimCalendlyEvent(tx, payload.uri, event))) {
      return { outcome: 'duplicate', inspectionId: null };
    }
    const handled =
      event === 'invitee.created' ? await bookInvitee(deps, tx, payload) : await cancelInvitee(tx, payload);
    await recordCalendlyOutcome(tx, payload.uri, event, handled.outcome, handled.inspectionId);
    return handled;
  });
}
