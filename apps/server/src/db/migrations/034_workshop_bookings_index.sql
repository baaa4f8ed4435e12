-- A technician's week of bookings is read in (booked_at, id) order: with the id in the index it comes out
-- sorted, with no sort on top (docs/decisions/074-workshop-bookings-window-and-report-cache.md). The new
-- index serves everything the old (workshop_id, booked_at) one did, which goes.
CREATE INDEX inspections_workshop_booked_idx ON inspections (workshop_id, booked_at, id);
DROP INDEX inspections_workshop_idx;
