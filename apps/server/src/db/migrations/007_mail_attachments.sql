-- Files sent with an e-mail (invoice, Regolamento, withdrawal form), kept with the outbox row so that
-- every delivery attempt sends the same bytes; they go when the purge deletes their message.
CREATE TABLE mail_attachments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  mail_id uuid NOT NULL REFERENCES mail_outbox (id) ON DELETE CASCADE,
  position integer NOT NULL CHECK (position >= 0),
  filename text NOT NULL CHECK (filename <> ''),
  content_type text NOT NULL,
  content bytea NOT NULL,
  UNIQUE (mail_id, position)
);
