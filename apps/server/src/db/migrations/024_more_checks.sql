-- Decision 052: two categories without a score (the vehicle's documents and the electronic diagnosis) join
-- the checklist, and a report keeps the OBD-II fault codes the technician read, in the order written, as
-- the draft holds them: [{"code": "P0301", "description": "…", "status": "active"}, …].
ALTER TABLE report_items DROP CONSTRAINT report_items_category_check;
ALTER TABLE report_items ADD CONSTRAINT report_items_category_check
  CHECK (category IN ('exterior', 'interior', 'engine', 'tyres_and_suspension', 'road_test', 'documents',
                      'diagnostics'));

ALTER TABLE reports ADD COLUMN fault_codes jsonb NOT NULL DEFAULT '[]'
  CHECK (jsonb_typeof(fault_codes) = 'array');
