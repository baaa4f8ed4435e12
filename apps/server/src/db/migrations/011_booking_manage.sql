-- Moving or cancelling a booking from its e-mails (decision 036). Every change of an appointment
-- makes a new version of it: the calendar file's SEQUENCE, and the version its e-mails and links serve.
-- The trigger counts the changes whoever makes them (the seller's page, Calendly's webhooks, the back
-- office), so that no path can leave an old link working.
ALTER TABLE inspections ADD COLUMN schedule_sequence integer NOT NULL DEFAULT 0;

CREATE FUNCTION va_next_schedule_sequence() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.schedule_sequence := OLD.schedule_sequence + 1;
  RETURN NEW;
END $$;

CREATE TRIGGER inspections_rescheduled BEFORE UPDATE ON inspections
  FOR EACH ROW
  WHEN (NEW.booked_at IS DISTINCT FROM OLD.booked_at
        OR (NEW.status IS DISTINCT FROM OLD.status AND 'cancelled' IN (NEW.status, OLD.status)))
  EXECUTE FUNCTION va_next_schedule_sequence();

-- The links of the booking e-mails, as SHA-256 hashes of random tokens: a link opens its appointment only
-- while the version it was issued for is the current one, so a moved or cancelled booking's links are dead.
CREATE TABLE booking_manage_links (
  token_hash text PRIMARY KEY,
  inspection_id uuid NOT NULL REFERENCES inspections (id) ON DELETE CASCADE,
  schedule_sequence integer NOT NULL,
  mail text NOT NULL CHECK (mail IN ('confirmation', 'reminder')),
  created_at timestamptz NOT NULL DEFAULT now()
);
-- One confirmation per version: its link is the record that the confirmation was queued, so a retried job
-- sends no second link, and a booking moved back to an earlier time is confirmed again.
CREATE UNIQUE INDEX booking_manage_links_confirmation_key ON booking_manage_links (inspection_id, schedule_sequence)
  WHERE mail = 'confirmation';
CREATE INDEX booking_manage_links_inspection_idx ON booking_manage_links (inspection_id);
