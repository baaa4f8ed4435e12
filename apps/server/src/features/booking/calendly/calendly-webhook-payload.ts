import { withoutForbiddenCharacters } from '@verificauto/shared/validation/plain-text';
import { z } from 'zod';
import { AppError } from '../../../lib/app-error';

// The fields we use of Calendly's webhook v2 body; the rest (questions, payment, location…) is not read.
const InviteeSchema = z.object({
  /** The invitee's canonical URI: the same booking always has the same one, retries included. */
  uri: z.url(),
  email: z.email(),
  name: z.string().nullish(),
  first_name: z.string().nullish(),
  last_name: z.string().nullish(),
  /** When the invitee booked (or cancelled) on Calendly. */
  created_at: z.iso.datetime({ offset: true }),
  cancel_url: z.url().nullish(),
  reschedule_url: z.url().nullish(),
  /** On invitee.canceled: true when the cancellation is half of a reschedule. */
  rescheduled: z.boolean().nullish(),
  /** On the invitee.created of a reschedule: the invitee it replaces. */
  old_invitee: z.url().nullish(),
  tracking: z.object({ utm_content: z.string().nullish() }).nullish(),
  scheduled_event: z.object({ start_time: z.iso.datetime({ offset: true }) }),
});

const InviteeEventNameSchema = z.enum(['invitee.created', 'invitee.canceled']);
const WebhookBodySchema = z.object({ event: InviteeEventNameSchema, payload: InviteeSchema });
export type CalendlyInviteeEvent = z.infer<typeof WebhookBodySchema>;
export type CalendlyInvitee = CalendlyInviteeEvent['payload'];

const invalid = () =>
  new AppError(400, 'calendly_payload_invalid', 'Contenuto della notifica di Calendly non valido.');

/**
 * The body of a verified delivery: an invitee event, or null for the other events a subscription may also
 * send (no-shows, routing forms), which need nothing from us.
 */
export function parseCalendlyWebhook(rawBody: Buffer): CalendlyInviteeEvent | null {
  let body: unknown;
  try {
    body = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw invalid();
  }
  const event = z.object({ event: z.string() }).safeParse(body);
  if (!event.success) throw invalid();
  if (!InviteeEventNameSchema.safeParse(event.data.event).success) return null;
  const parsed = WebhookBodySchema.safeParse(body);
  if (!parsed.success) throw invalid();
  return parsed.data;
}

/**
 * The invitee's name as Calendly gives it, whole or as first and last name, without the characters no text of
 * ours may hold: refusing a booking Calendly has already made would lose it.
 */
export const inviteeName = (invitee: CalendlyInvitee) =>
  withoutForbiddenCharacters(
    invitee.name?.trim() || [invitee.first_name, invitee.last_name].filter(Boolean).join(' ').trim(),
  ).trim();
