import type {
  CalendlyIntent,
  CalendlyIntentRequestSchema,
} from '@verificauto/shared/contracts/booking-calendly';
import type { z } from 'zod';
import type { Db } from '../../../db/db';
import type { CustomerAccounts } from '../../../lib/accounts-port';
import { notFound } from '../../../lib/app-error';
import type { SessionUser } from '../../../lib/session-user';
import { findActiveWorkshopScheduling } from '../booking.repository';
import { bookingKind } from '../booking.service';
import type { BookingSite } from '../booking-emails';
import { assertCurrentRegulation } from '../booking-regulation';
import { insertCalendlyIntent } from './calendly.repository';

export interface CalendlyDeps {
  db: Db;
  site: BookingSite;
  /** The Regolamento in force; an intent made on an older page is refused. */
  regulation: { version: string };
  accounts: CustomerAccounts;
}

/**
 * How long the seller has to pick a time in Calendly's widget after giving the plate, as long as the
 * booking's receipt cookie lasts; a booking made later is not linked to the intent.
 */
export const CALENDLY_INTENT_HOURS = 2;

/**
 * POST /api/inspections/calendly-intents: records the plate and the Regolamento accepted for a Calendly
 * workshop; its id becomes the inspection's when Calendly's invitee.created webhook names it.
 */
export async function createCalendlyIntent(
  deps: CalendlyDeps,
  request: z.output<typeof CalendlyIntentRequestSchema>,
  user: SessionUser | null,
  now = new Date(),
): Promise<CalendlyIntent> {
  assertCurrentRegulation(deps.regulation, request.regulation_version);
  const workshop = await findActiveWorkshopScheduling(deps.db, request.workshop_uuid);
  if (!workshop || bookingKind(workshop.scheduling_url) !== 'calendly') {
    throw notFound('Officina non trovata o non prenotabile con Calendly.');
  }
  const intent = await insertCalendlyIntent(deps.db, {
    workshopId: workshop.id,
    plate: request.plate,
    regulationVersion: request.regulation_version,
    expiresAt: new Date(now.getTime() + CALENDLY_INTENT_HOURS * 3_600_000),
    signedInUserId: user?.id ?? null,
  });
  return {
    intent_uuid: intent.id,
    expires_at: new Date(intent.expires_at).toISOString(),
    prefill: user && { name: user.name, email: user.email },
  };
}
