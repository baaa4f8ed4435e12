-- Maintenance in batches (docs/decisions/075-maintenance-in-batches.md).

-- 1. One notice per statement, not per row. A purge deleting 250,000 sessions ran the row triggers of
-- migration 002 250,000 times. These triggers read the statement's rows from its transition tables and
-- announce them together: '<topic>:<id>,<id>,…', cut so that each payload stays under NOTIFY's 8000 bytes.
CREATE FUNCTION va_notify_changes(topic text, ids text[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify(va_changes_channel(), topic || ':' || string_agg(id, ',' ORDER BY id))
     FROM (SELECT id, sum(octet_length(id) + 1) OVER (ORDER BY id) / 7000 AS part
             FROM (SELECT DISTINCT id FROM unnest(ids) AS id WHERE id IS NOT NULL) AS distinct_ids) AS parts
    GROUP BY part;
END $$;

-- The rows of a statement name cached things by one of their columns: TG_ARGV[0] is the topic, TG_ARGV[1]
-- the column, TG_ARGV[2] (optional) a condition that the rows worth announcing meet. An UPDATE names both the
-- old and the new rows. Transition tables are old_rows and new_rows.
CREATE FUNCTION va_rows_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  ids text[];
BEGIN
  EXECUTE format(
    CASE TG_OP
      WHEN 'INSERT' THEN 'SELECT array_agg(%1$I::text) FROM new_rows WHERE %2$s'
      WHEN 'DELETE' THEN 'SELECT array_agg(%1$I::text) FROM old_rows WHERE %2$s'
      ELSE 'SELECT array_agg(%1$I::text) FROM (SELECT %1$I FROM old_rows WHERE %2$s
                                              UNION ALL SELECT %1$I FROM new_rows WHERE %2$s) AS changed'
    END, TG_ARGV[1], coalesce(TG_ARGV[2], 'true')) INTO ids;
  PERFORM va_notify_changes(TG_ARGV[0], ids);
  RETURN NULL;
END $$;

-- Items, photos and odometer readings of reports; when the report itself is being deleted its own trigger
-- speaks (its row is gone, so nothing is found here).
CREATE FUNCTION va_report_parts_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  ids text[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(r.inspection_id::text) INTO ids FROM reports r WHERE r.id IN (SELECT report_id FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(r.inspection_id::text) INTO ids FROM reports r WHERE r.id IN (SELECT report_id FROM old_rows);
  ELSE
    SELECT array_agg(r.inspection_id::text) INTO ids FROM reports r
     WHERE r.id IN (SELECT report_id FROM old_rows UNION SELECT report_id FROM new_rows);
  END IF;
  PERFORM va_notify_changes('report', ids);
  RETURN NULL;
END $$;

-- Workshops and photos appear in many reports: every cached report goes, once per statement that changed any.
CREATE FUNCTION va_any_report_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM old_rows) THEN PERFORM va_notify_change('report', '*'); END IF;
  RETURN NULL;
END $$;

ALTER FUNCTION va_notify_changes(text, text[]) SET search_path FROM CURRENT;
ALTER FUNCTION va_rows_changed() SET search_path FROM CURRENT;
ALTER FUNCTION va_report_parts_changed() SET search_path FROM CURRENT;
ALTER FUNCTION va_any_report_changed() SET search_path FROM CURRENT;

-- A trigger with transition tables fires on one event only, hence one trigger per event. sessions_shortened
-- stays a row trigger: its WHEN compares each row's old and new expiry, and sessions are shortened one at a time.
-- A session deleted once ended is not announced: no instance serves it past the end it read from the database
-- (session-resolver.ts), and an ended session is never extended. So the hourly purge of ended sessions is
-- silent, and a sign-out or a closing, which end live sessions, still speak.
DROP TRIGGER sessions_changed ON sessions;
CREATE TRIGGER sessions_deleted AFTER DELETE ON sessions REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT
  EXECUTE FUNCTION va_rows_changed('session', 'id_hash', 'expires_at > now() AND absolute_expires_at > now()');

DROP TRIGGER users_changed ON users;
CREATE TRIGGER users_updated AFTER UPDATE ON users REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION va_rows_changed('user', 'id');
CREATE TRIGGER users_deleted AFTER DELETE ON users REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION va_rows_changed('user', 'id');

DROP TRIGGER purchases_changed ON purchases;
CREATE TRIGGER purchases_inserted AFTER INSERT ON purchases REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION va_rows_changed('user', 'buyer_id');
CREATE TRIGGER purchases_updated AFTER UPDATE ON purchases REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION va_rows_changed('user', 'buyer_id');
CREATE TRIGGER purchases_deleted AFTER DELETE ON purchases REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION va_rows_changed('user', 'buyer_id');

DROP TRIGGER inspections_changed ON inspections;
CREATE TRIGGER inspections_updated AFTER UPDATE ON inspections REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION va_rows_changed('report', 'id');
CREATE TRIGGER inspections_deleted AFTER DELETE ON inspections REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION va_rows_changed('report', 'id');

DROP TRIGGER reports_changed ON reports;
CREATE TRIGGER reports_inserted AFTER INSERT ON reports REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION va_rows_changed('report', 'inspection_id');
CREATE TRIGGER reports_updated AFTER UPDATE ON reports REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION va_rows_changed('report', 'inspection_id');
CREATE TRIGGER reports_deleted AFTER DELETE ON reports REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION va_rows_changed('report', 'inspection_id');

DROP TRIGGER report_items_changed ON report_items;
CREATE TRIGGER report_items_inserted AFTER INSERT ON report_items REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION va_report_parts_changed();
CREATE TRIGGER report_items_updated AFTER UPDATE ON report_items REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION va_report_parts_changed();
CREATE TRIGGER report_items_deleted AFTER DELETE ON report_items REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION va_report_parts_changed();

DROP TRIGGER report_photos_changed ON report_photos;
CREATE TRIGGER report_photos_inserted AFTER INSERT ON report_photos REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION va_report_parts_changed();
CREATE TRIGGER report_photos_updated AFTER UPDATE ON report_photos REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION va_report_parts_changed();
CREATE TRIGGER report_photos_deleted AFTER DELETE ON report_photos REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION va_report_parts_changed();

DROP TRIGGER report_odometer_readings_changed ON report_odometer_readings;
CREATE TRIGGER report_odometer_readings_inserted AFTER INSERT ON report_odometer_readings
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION va_report_parts_changed();
CREATE TRIGGER report_odometer_readings_updated AFTER UPDATE ON report_odometer_readings
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION va_report_parts_changed();
CREATE TRIGGER report_odometer_readings_deleted AFTER DELETE ON report_odometer_readings
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION va_report_parts_changed();

DROP TRIGGER workshops_changed ON workshops;
CREATE TRIGGER workshops_updated AFTER UPDATE ON workshops REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION va_any_report_changed();
CREATE TRIGGER workshops_deleted AFTER DELETE ON workshops REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION va_any_report_changed();

DROP TRIGGER photos_changed ON photos;
CREATE TRIGGER photos_updated AFTER UPDATE ON photos REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION va_any_report_changed();
CREATE TRIGGER photos_deleted AFTER DELETE ON photos REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION va_any_report_changed();

DROP FUNCTION va_report_part_changed();
DROP FUNCTION va_all_reports_changed();

-- 2. Foreign keys that a delete follows: without an index each deleted user, purchase, invoice or photo
-- scans the referencing table. The mostly empty ones are indexed where set.
CREATE INDEX audit_log_actor_idx ON audit_log (actor_id);
CREATE INDEX reports_technician_idx ON reports (technician_id);
CREATE INDEX reports_approved_by_idx ON reports (approved_by) WHERE approved_by IS NOT NULL;
CREATE INDEX reports_main_photo_idx ON reports (main_photo_id) WHERE main_photo_id IS NOT NULL;
CREATE INDEX report_versions_approved_by_idx ON report_versions (approved_by);
CREATE INDEX report_drafts_updated_by_idx ON report_drafts (updated_by) WHERE updated_by IS NOT NULL;
CREATE INDEX report_drafts_submitted_by_idx ON report_drafts (submitted_by) WHERE submitted_by IS NOT NULL;
CREATE INDEX draft_photos_uploaded_by_idx ON draft_photos (uploaded_by);
CREATE INDEX draft_photos_photo_idx ON draft_photos (photo_id);
CREATE INDEX report_photos_photo_idx ON report_photos (photo_id);
CREATE INDEX purchases_signed_in_user_idx ON purchases (signed_in_user_id) WHERE signed_in_user_id IS NOT NULL;
CREATE INDEX purchases_duplicate_of_idx ON purchases (duplicate_of) WHERE duplicate_of IS NOT NULL;
CREATE INDEX calendly_intents_signed_in_user_idx ON calendly_intents (signed_in_user_id)
  WHERE signed_in_user_id IS NOT NULL;
-- Every document of an order (the unique index holds only its invoice), with the date the retention reads.
CREATE INDEX invoices_purchase_issued_idx ON invoices (purchase_id, issued_at);
CREATE INDEX invoices_reverses_idx ON invoices (reverses_invoice_id) WHERE reverses_invoice_id IS NOT NULL;

-- 3. What the purge deletes, found by index in each chunk.
CREATE INDEX sessions_absolute_expiry_idx ON sessions (absolute_expires_at);
CREATE INDEX user_tokens_expiry_idx ON user_tokens (expires_at);
CREATE INDEX user_tokens_used_idx ON user_tokens (used_at) WHERE used_at IS NOT NULL;
CREATE INDEX rate_limits_window_idx ON rate_limits (window_ends_at);
CREATE INDEX jobs_finished_idx ON jobs (updated_at) WHERE status IN ('done', 'failed');
CREATE INDEX mail_outbox_account_closed_idx ON mail_outbox (status) WHERE template = 'account_closed';

-- 4. What the retention reads, batch by batch.
CREATE INDEX purchases_created_idx ON purchases (created_at);
CREATE INDEX purchases_marketing_consent_idx ON purchases (created_at) WHERE marketing_consent;
CREATE INDEX purchases_unpaid_contact_idx ON purchases (created_at)
  WHERE status IN ('pending', 'failed', 'expired')
    AND (buyer_email IS NOT NULL OR billing IS NOT NULL OR checkout_ip IS NOT NULL);
CREATE INDEX users_unconfirmed_idx ON users (created_at)
  WHERE role = 'user' AND NOT confirmed AND closed_at IS NULL AND blocked_at IS NULL;
-- The accounts by their last sign-in (or creation), walked in order by the inactivity rule. Not partial: a
-- partial index is a candidate for every query that implies its condition, even with nothing to look up.
CREATE INDEX users_idle_since_idx ON users ((greatest(created_at, last_sign_in_at)), id);
-- The closing of an account finds its e-mails and guest orders by address, and its e-mails' pending jobs.
CREATE INDEX mail_outbox_to_address_idx ON mail_outbox (lower(to_address));
CREATE INDEX purchases_buyer_email_idx ON purchases (lower(buyer_email)) WHERE buyer_email IS NOT NULL;
CREATE INDEX jobs_pending_mail_idx ON jobs ((payload ->> 'outboxId')) WHERE name = 'mail.send' AND status = 'pending';
