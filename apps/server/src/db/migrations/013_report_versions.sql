-- Versions of a sealed report (decision 037): a correction after approval makes a new version
-- with the back office's reason instead of changing the sealed one; buyers read the whole history.

-- One row per seal: version 1 at the first approval (no reason), then one per approved correction.
CREATE TABLE report_versions (
  report_id uuid NOT NULL REFERENCES reports (id),
  version integer NOT NULL CHECK (version >= 1),
  sealed_at timestamptz NOT NULL,
  fingerprint text NOT NULL,
  -- Why the back office asked for the correction; null for the first version.
  reason text,
  approved_by uuid REFERENCES users (id),
  PRIMARY KEY (report_id, version)
);

-- The version the reports row holds now (its seal is the one of that version).
ALTER TABLE reports ADD COLUMN version integer NOT NULL DEFAULT 1;

-- Set while the workshop corrects an approved report: the published row stays as sealed until the back
-- office approves the correction.
ALTER TABLE report_drafts ADD COLUMN correction_reason text;

INSERT INTO report_versions (report_id, version, sealed_at, fingerprint, reason, approved_by)
SELECT id, 1, sealed_at, fingerprint, NULL, approved_by
  FROM reports
 WHERE sealed_at IS NOT NULL AND fingerprint IS NOT NULL;
