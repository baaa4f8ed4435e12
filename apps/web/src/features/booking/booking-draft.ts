import type { InspectorSlots } from '@verificauto/shared/contracts/booking';
import { z } from 'zod';
import { SITE } from '../../config/site';
import { forgetFormDraft, formDraftKeys, readFormDraft, writeFormDraft } from '../../lib/form-drafts';
import { type BookingValues, EMPTY_BOOKING } from './booking-values';

/**
 * The booking form as the seller left it in this tab (docs/decisions/061-one-booking-per-browser.md): back
 * from the fee's pay page, after a reload or a visit to another page, the details and, at the same workshop,
 * the chosen time. Nothing in it is secret: what the form asks, sent to us anyway.
 */
const BookingDraftSchema = z.object({
  workshop_uuid: z.string(),
  slot: z.string().nullable(),
  values: z.object({
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    plate: z.string(),
    accept_regulation: z.boolean(),
  }),
  regulation_version: z.string(),
});

export interface KeptBooking {
  values: BookingValues;
  slot: string | null;
}

/** The kept form for `workshopUuid`: its time only while it is still among the free ones. */
export function readBookingDraft(workshopUuid: string, days: InspectorSlots['days']): KeptBooking {
  const parsed = BookingDraftSchema.safeParse(readFormDraft(formDraftKeys.booking()));
  if (!parsed.success) return { values: EMPTY_BOOKING, slot: null };
  const { slot, values } = parsed.data;
  const offered =
    parsed.data.workshop_uuid === workshopUuid &&
    slot !== null &&
    days.some((day) => day.slots.includes(slot));
  return {
    // The tick was given to one version of the Regolamento: under a newer one it is asked again.
    values: {
      ...values,
      accept_regulation:
        values.accept_regulation && parsed.data.regulation_version === SITE.regulationVersion,
    },
    slot: offered ? slot : null,
  };
}

export function writeBookingDraft(workshopUuid: string, kept: KeptBooking) {
  writeFormDraft(formDraftKeys.booking(), {
    workshop_uuid: workshopUuid,
    slot: kept.slot,
    values: kept.values,
    regulation_version: SITE.regulationVersion,
  });
}

/** Once booked: the next booking in this tab starts from an empty form. */
export const forgetBookingDraft = () => forgetFormDraft(formDraftKeys.booking());
