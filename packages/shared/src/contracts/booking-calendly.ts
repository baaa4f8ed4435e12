import { z } from 'zod';
import { BookingRequestSchema } from './booking';

/**
 * POST /api/inspections/calendly-intents: what the seller gives here before Calendly's widget opens (the
 * plate and the Regolamento, with the built-in booking's rules and messages); name, e-mail and time come
 * from Calendly's webhook.
 */
export const CalendlyIntentRequestSchema = BookingRequestSchema.pick({
  workshop_uuid: true,
  plate: true,
  accept_regulation: true,
  regulation_version: true,
});
export type CalendlyIntentRequest = z.input<typeof CalendlyIntentRequestSchema>;

export const CalendlyIntentSchema = z.object({
  /** The future inspection's id; the widget passes it to Calendly as utm_content. */
  intent_uuid: z.uuid(),
  /** A booking made on Calendly after this instant is not linked to the intent. */
  expires_at: z.iso.datetime(),
  /** The signed-in seller's name and e-mail, for Calendly's form; null for a guest. */
  prefill: z.object({ name: z.string(), email: z.string() }).nullable(),
});
export type CalendlyIntent = z.infer<typeof CalendlyIntentSchema>;
