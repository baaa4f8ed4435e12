-- The booking fee (decision 035): a workshop with a fee is booked in two steps. The booking holds
-- the slot while the seller pays ('awaiting_payment' until hold_expires_at); the payment books it.
ALTER TABLE inspections DROP CONSTRAINT inspections_status_check;
ALTER TABLE inspections
  ADD CONSTRAINT inspections_status_check
    CHECK (status IN ('awaiting_payment', 'booked', 'done', 'cancelled', 'no_show')),
  ADD COLUMN hold_expires_at timestamptz,
  ADD CONSTRAINT inspections_hold_check CHECK (status <> 'awaiting_payment' OR hold_expires_at IS NOT NULL);

-- A slot being paid for is taken too. An expired hold keeps its row until a new booking of the slot
-- cancels it (in the booking's transaction) or its late payment books it.
DROP INDEX inspections_slot_key;
CREATE UNIQUE INDEX inspections_slot_key ON inspections (workshop_id, booked_at)
  WHERE status IN ('booked', 'awaiting_payment');

-- An order is a report purchase or a booking fee, never both. The fee's order gives no access to a report.
ALTER TABLE purchases ALTER COLUMN report_id DROP NOT NULL;
ALTER TABLE purchases DROP CONSTRAINT purchases_check;
ALTER TABLE purchases
  ADD COLUMN kind text NOT NULL DEFAULT 'report' CHECK (kind IN ('report', 'booking_fee')),
  ADD COLUMN inspection_id uuid REFERENCES inspections (id),
  ADD CONSTRAINT purchases_kind_target_check CHECK (
    (kind = 'report' AND report_id IS NOT NULL AND inspection_id IS NULL)
    OR (kind = 'booking_fee' AND inspection_id IS NOT NULL AND report_id IS NULL)),
  ADD CONSTRAINT purchases_paid_check
    CHECK (status <> 'paid' OR (paid_at IS NOT NULL AND (kind <> 'report' OR access_until IS NOT NULL)));
-- One fee order per booking: the pay page and the provider's events find it by the inspection.
CREATE UNIQUE INDEX purchases_inspection_key ON purchases (inspection_id) WHERE inspection_id IS NOT NULL;
