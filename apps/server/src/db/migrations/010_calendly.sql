-- Bookings made on a workshop's Calendly page (decision 036). The seller first gives the plate and accepts
-- the Regolamento here: that intent's id becomes the inspection's id when Calendly's webhook arrives.
CREATE TABLE calendly_intents (
  id uuid PRIMARY KEY,
  workshop_id uuid NOT NULL REFERENCES workshops (id),
  car_license_plate text NOT NULL,
  regulation_version text NOT NULL REFERENCES regulation_versions (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  -- A booking made on Calendly after this time does not use the intent.
  expires_at timestamptz NOT NULL
);
CREATE INDEX calendly_intents_expires_idx ON calendly_intents (expires_at);

-- One row per webhook event handled, keyed by Calendly's invitee: a retried or concurrent duplicate finds
-- the row already there and changes nothing.
CREATE TABLE calendly_webhook_events (
  invitee_uri text NOT NULL,
  event text NOT NULL CHECK (event IN ('invitee.created', 'invitee.canceled')),
  inspection_id uuid REFERENCES inspections (id),
  -- What the delivery did: 'booked', 'moved', 'cancelled', or why it was ignored.
  outcome text NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (invitee_uri, event)
);

-- Calendly's own pages to cancel or move the appointment, for the confirmation e-mail's manage link.
ALTER TABLE inspections
  ADD COLUMN scheduling_cancel_url text,
  ADD COLUMN scheduling_reschedule_url text;
CREATE UNIQUE INDEX inspections_scheduling_ref_key ON inspections (scheduling_source, scheduling_ref)
  WHERE scheduling_ref IS NOT NULL;

-- Calendly keeps the calendar of its workshops and may seat several invitees at one time (several lifts,
-- several hosts): the one-booking-per-slot rule holds for the built-in scheduler only. The statuses are
-- those that hold a slot since 009.
DROP INDEX inspections_slot_key;
CREATE UNIQUE INDEX inspections_slot_key ON inspections (workshop_id, booked_at)
  WHERE status IN ('booked', 'awaiting_payment') AND scheduling_source = 'native';
