-- A photo is served without a signed link only as the main image of an approved report (decision 026):
-- the photo route asks this of every unsigned request.
CREATE INDEX reports_approved_main_photo_idx ON reports (main_photo_id) WHERE backoffice_state = 'approved';
