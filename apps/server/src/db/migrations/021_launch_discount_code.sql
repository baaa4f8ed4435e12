-- The launch code that the Regolamento and the report page promise, in every database and not only where
-- the demo seed ran (decision 050). Its values are the business constants PROMO_CODE, PROMO_PERCENT_OFF,
-- PROMO_USES_PER_ACCOUNT and PROMO_VALID_UNTIL (packages/shared/src/domain/business.ts), valid until the
-- end of that day, Italian time (CET in December); a test compares the row with them. A database that
-- already has the code (the demo seed made it, or the back office) keeps it as it is.
INSERT INTO discount_codes (code, description, percent_off, once_per_user, valid_until, active)
VALUES (
  'BENVENUTO50',
  'Sconto di benvenuto del 50% sul primo report',
  50,
  true,
  '2027-12-31 23:59:59.999+01',
  true
)
ON CONFLICT (upper(code)) DO NOTHING;
