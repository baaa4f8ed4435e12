-- Self-service closing of an account and the retention rules (decision 042).
-- A closed account keeps its row, anonymised: orders, inspections and the audit log point at it.
ALTER TABLE users
  ADD COLUMN closed_at timestamptz,
  -- The last sign-in, for the privacy notice's inactivity rule; written by the trigger below.
  ADD COLUMN last_sign_in_at timestamptz,
  -- When the e-mail announcing the deletion of an inactive account was queued; a sign-in clears it.
  ADD COLUMN inactivity_warned_at timestamptz;
UPDATE users SET last_sign_in_at = (SELECT max(s.created_at) FROM sessions s WHERE s.user_id = users.id);

-- Every sign-in opens a session, whichever code path does it.
CREATE FUNCTION va_note_sign_in() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE users SET last_sign_in_at = NEW.created_at, inactivity_warned_at = NULL WHERE id = NEW.user_id;
  RETURN NULL;
END $$;
ALTER FUNCTION va_note_sign_in() SET search_path FROM CURRENT;
CREATE TRIGGER sessions_note_sign_in AFTER INSERT ON sessions
  FOR EACH ROW EXECUTE FUNCTION va_note_sign_in();
