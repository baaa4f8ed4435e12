-- What the browser that booked typed, and whether the booking waits for its address owner (decision
-- 045). Answers to a browser not signed in as the seller's account show only these contact
-- fields; a booking made with the e-mail of an account that existed before, by a browser not signed in
-- as it, stays out of that account's 'Sto vendendo' until the link e-mailed to the address confirms it.
ALTER TABLE inspections
  ADD COLUMN contact_name text NOT NULL DEFAULT '',
  ADD COLUMN contact_email text NOT NULL DEFAULT '',
  ADD COLUMN contact_phone text,
  -- The booking created its seller's account (path B): its browser is told that a password e-mail comes.
  ADD COLUMN new_account boolean NOT NULL DEFAULT false,
  -- SHA-256 of the single-use token of the e-mail that asks the address owner to confirm the booking;
  -- set while the booking waits for that confirmation, cleared by it.
  ADD COLUMN claim_token_hash text,
  ADD COLUMN claim_expires_at timestamptz,
  ADD CONSTRAINT inspections_claim_expiry CHECK ((claim_token_hash IS NULL) = (claim_expires_at IS NULL));

-- Earlier bookings were made in their account's name.
UPDATE inspections i SET contact_name = u.name, contact_email = u.email, contact_phone = u.phone
  FROM users u WHERE u.id = i.seller_id;

CREATE UNIQUE INDEX inspections_claim_token_key ON inspections (claim_token_hash) WHERE claim_token_hash IS NOT NULL;

-- The account a Calendly intent's browser was signed in as, if any: its booking joins that account at once
-- when Calendly's invitee has the account's e-mail; any other existing account must confirm it.
ALTER TABLE calendly_intents ADD COLUMN signed_in_user_id uuid REFERENCES users (id) ON DELETE CASCADE;
