-- When the car arrived at the workshop ("Auto in officina", decision 051): the technician checks it in from
-- 30 minutes before the appointment, and the report is written between this moment and its submission
-- (reports.submitted_at). NULL for an inspection not checked in yet, and for reports written before
-- check-ins were recorded.
ALTER TABLE inspections ADD COLUMN checked_in_at timestamptz;
