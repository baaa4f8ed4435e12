-- Several deployments (and our test suites, run in parallel) may share one database with a schema
-- each. NOTIFY reaches every session of the database, so each schema announces its changes on a
-- channel of its own, named after the schema's oid (always a plain identifier, unique in the database).
CREATE FUNCTION va_changes_channel() RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT 'va_changes_' || current_schema()::regnamespace::oid
$$;

CREATE OR REPLACE FUNCTION va_notify_change(topic text, id text) RETURNS void
LANGUAGE sql AS $$
  SELECT pg_notify(va_changes_channel(), topic || ':' || id) WHERE id IS NOT NULL
$$;

-- Whoever writes, with whatever search_path, the functions run in the schema they were created in.
ALTER FUNCTION va_changes_channel() SET search_path FROM CURRENT;
ALTER FUNCTION va_notify_change(text, text) SET search_path FROM CURRENT;
ALTER FUNCTION va_row_changed() SET search_path FROM CURRENT;
ALTER FUNCTION va_report_part_changed() SET search_path FROM CURRENT;
ALTER FUNCTION va_all_reports_changed() SET search_path FROM CURRENT;
