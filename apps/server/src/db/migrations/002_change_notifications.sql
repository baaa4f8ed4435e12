-- Every app instance keeps read caches of sessions and reports (lib/change-feed.ts). These triggers
-- announce, on the channel va_changes, each committed change that can make a cached entry wrong;
-- PostgreSQL delivers the notices at commit, in commit order, and merges identical ones of one
-- transaction. Payload: '<topic>:<id>'.

CREATE FUNCTION va_notify_change(topic text, id text) RETURNS void
LANGUAGE sql AS $$
  SELECT pg_notify('va_changes', topic || ':' || id) WHERE id IS NOT NULL
$$;

-- A row that changes names a cached thing by one of its columns: TG_ARGV[0] is the topic, TG_ARGV[1]
-- the column. On UPDATE both the old and the new row are named (one notice when they agree).
CREATE FUNCTION va_row_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM va_notify_change(TG_ARGV[0], to_jsonb(OLD) ->> TG_ARGV[1]); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM va_notify_change(TG_ARGV[0], to_jsonb(NEW) ->> TG_ARGV[1]); END IF;
  RETURN NULL;
END $$;

-- A session that ends or is shortened; sliding the idle expiry forward is not announced.
CREATE TRIGGER sessions_changed AFTER DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION va_row_changed('session', 'id_hash');
CREATE TRIGGER sessions_shortened AFTER UPDATE ON sessions
  FOR EACH ROW
  WHEN (NEW.expires_at < OLD.expires_at OR NEW.absolute_expires_at < OLD.absolute_expires_at
        OR NEW.user_id IS DISTINCT FROM OLD.user_id)
  EXECUTE FUNCTION va_row_changed('session', 'id_hash');

-- What a session carries (name, role, workshop, blocked…) and what a user may read.
CREATE TRIGGER users_changed AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION va_row_changed('user', 'id');

-- A buyer's access to reports.
CREATE TRIGGER purchases_changed AFTER INSERT OR UPDATE OR DELETE ON purchases
  FOR EACH ROW EXECUTE FUNCTION va_row_changed('user', 'buyer_id');

-- A report as GET /api/report/{inspection uuid} shows it.
CREATE TRIGGER inspections_changed AFTER UPDATE OR DELETE ON inspections
  FOR EACH ROW EXECUTE FUNCTION va_row_changed('report', 'id');
CREATE TRIGGER reports_changed AFTER INSERT OR UPDATE OR DELETE ON reports
  FOR EACH ROW EXECUTE FUNCTION va_row_changed('report', 'inspection_id');

-- Items and photos of a report; when the report itself is being deleted its own trigger speaks.
CREATE FUNCTION va_report_part_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  part_report_id uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD.report_id ELSE NEW.report_id END;
BEGIN
  PERFORM va_notify_change('report', (SELECT inspection_id::text FROM reports WHERE id = part_report_id));
  IF TG_OP = 'UPDATE' AND NEW.report_id <> OLD.report_id THEN
    PERFORM va_notify_change('report', (SELECT inspection_id::text FROM reports WHERE id = OLD.report_id));
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER report_items_changed AFTER INSERT OR UPDATE OR DELETE ON report_items
  FOR EACH ROW EXECUTE FUNCTION va_report_part_changed();
CREATE TRIGGER report_photos_changed AFTER INSERT OR UPDATE OR DELETE ON report_photos
  FOR EACH ROW EXECUTE FUNCTION va_report_part_changed();

-- Workshops and photos appear in many reports: every cached report is dropped.
CREATE FUNCTION va_all_reports_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM va_notify_change('report', '*');
  RETURN NULL;
END $$;

CREATE TRIGGER workshops_changed AFTER UPDATE OR DELETE ON workshops
  FOR EACH ROW EXECUTE FUNCTION va_all_reports_changed();
CREATE TRIGGER photos_changed AFTER UPDATE OR DELETE ON photos
  FOR EACH ROW EXECUTE FUNCTION va_all_reports_changed();
