-- Reports written at the workshop and approved by the back office (decision 037).

-- The technician's working copy of an inspection's report, saved at every change so that no work is
-- lost and another device opens the same draft. Buyers and sellers never read it: the reports row is
-- written from it when the workshop submits (docs/product.md#inspection-lifecycle, "report awaiting
-- approval").
CREATE TABLE report_drafts (
  inspection_id uuid PRIMARY KEY REFERENCES inspections (id),
  -- The editor's document: vehicle details, verdict, items, key photos, imperfections (contracts/workshop.ts).
  content jsonb NOT NULL DEFAULT '{}'::jsonb,
  revision integer NOT NULL DEFAULT 0,
  -- editing: the workshop writes; submitted: read-only, awaiting the back office; approved: published.
  state text NOT NULL DEFAULT 'editing' CHECK (state IN ('editing', 'submitted', 'approved')),
  -- The back office's reason when it sends a submitted report back to the workshop.
  returned_note text,
  returned_at timestamptz,
  submitted_at timestamptz,
  submitted_by uuid REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by uuid REFERENCES users (id)
);
CREATE INDEX report_drafts_state_idx ON report_drafts (state, submitted_at);

-- Photos uploaded for a draft. The device names each upload with a key of its own, so that an upload
-- retried after a network failure is stored once.
CREATE TABLE draft_photos (
  inspection_id uuid NOT NULL REFERENCES inspections (id),
  client_key uuid NOT NULL,
  photo_id uuid NOT NULL REFERENCES photos (id),
  uploaded_by uuid REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (inspection_id, client_key)
);

-- When the photo was taken (from the file, before its metadata is stripped; else the upload time), and
-- the SHA-256 of the stored original, for the report's seal.
ALTER TABLE photos ADD COLUMN taken_at timestamptz;
ALTER TABLE photos ADD COLUMN sha256 text;

-- Why an item rated 0 ('Non controllato.') was not checked; shown to the buyer.
ALTER TABLE report_items ADD COLUMN not_checked_reason text;

ALTER TABLE reports ADD COLUMN submitted_at timestamptz;
-- The seal of an approved report: SHA-256 over its content and every photo's SHA-256.
ALTER TABLE reports ADD COLUMN sealed_at timestamptz;
ALTER TABLE reports ADD COLUMN fingerprint text;

-- Every back-office action (the table of 001): who, what, when, the record before and after. Rows are only
-- ever added; `details` holds anything else worth keeping (a reason, a note).
ALTER TABLE audit_log ADD COLUMN before jsonb;
ALTER TABLE audit_log ADD COLUMN after jsonb;
CREATE INDEX audit_log_created_idx ON audit_log (created_at DESC, id DESC);

CREATE FUNCTION va_audit_log_is_append_only() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only';
END $$;

CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION va_audit_log_is_append_only();
