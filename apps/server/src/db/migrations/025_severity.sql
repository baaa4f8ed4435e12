-- The severity of a finding (docs/decisions/053-severity-of-findings.md): 'safety', 'value' or 'cosmetic'
-- for an item rated 1–2 or with both repair costs, else null. Reports written before it read null, and
-- the reader gives their findings the item's default.
ALTER TABLE report_items ADD COLUMN severity text
  CHECK (severity IN ('safety', 'value', 'cosmetic'));
