-- Booking e-mails queued, one per kind and appointment time (decision 034): a retried job queues none
-- again, and a moved appointment gets its own reminder while the old time's job finds nothing to send.
CREATE TABLE inspection_mails (
  inspection_id uuid NOT NULL REFERENCES inspections (id) ON DELETE CASCADE,
  kind text NOT NULL,
  booked_at timestamptz NOT NULL,
  queued_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (inspection_id, kind, booked_at)
);

-- The Regolamento the seller accepted when booking, as a purchase records it (decision 031).
ALTER TABLE inspections ADD COLUMN regulation_version text REFERENCES regulation_versions (id);
