-- Each workshop's own closures (decision 062), set by the back office and by the workshop: a period of
-- Italian calendar days (one day when the two ends are equal), or one day of every year (the town's patron
-- saint). The booking offers none of their days; bookings made before a closure are listed to the back office.
-- Who added or removed one is in the audit log.
CREATE TABLE workshop_closures (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  workshop_id uuid NOT NULL REFERENCES workshops (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('dates', 'yearly')),
  starts_on date,
  ends_on date,
  month smallint CHECK (month BETWEEN 1 AND 12),
  day smallint CHECK (day BETWEEN 1 AND 31),
  note text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (
    (kind = 'dates' AND starts_on IS NOT NULL AND ends_on >= starts_on AND month IS NULL AND day IS NULL)
    OR (kind = 'yearly' AND month IS NOT NULL AND day IS NOT NULL AND starts_on IS NULL AND ends_on IS NULL))
);
CREATE INDEX workshop_closures_workshop_idx ON workshop_closures (workshop_id);
