-- A guest's purchase with the e-mail of an existing account (decision 049). It is paid and
-- invoiced to what its browser typed but stays without a buyer (buyer_id NULL: out of 'Sto comprando',
-- of the report's readers and of purchases_one_active_key) until the address owner confirms it from the
-- link e-mailed at payment.
ALTER TABLE purchases
  -- The account the checkout's browser was signed in as, if any: its own e-mail's purchase joins it at once.
  ADD COLUMN signed_in_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  -- The payment created the buyer's account (path B): its browser is told that a password e-mail comes.
  ADD COLUMN new_account boolean NOT NULL DEFAULT false,
  -- SHA-256 of the single-use token of the e-mail that asks the address owner to confirm the purchase.
  ADD COLUMN claim_token_hash text,
  ADD COLUMN claim_expires_at timestamptz,
  ADD CONSTRAINT purchases_claim_expiry CHECK ((claim_token_hash IS NULL) = (claim_expires_at IS NULL));

CREATE UNIQUE INDEX purchases_claim_token_key ON purchases (claim_token_hash) WHERE claim_token_hash IS NOT NULL;

-- A paid order has a buyer, unless it waits for its address owner: a report purchase with its claim token
-- (kept after the link expires), or a booking's fee while the booking waits (decision 045, migration 019).
ALTER TABLE purchases DROP CONSTRAINT purchases_paid_has_buyer;
ALTER TABLE purchases ADD CONSTRAINT purchases_paid_has_buyer
  CHECK (status NOT IN ('paid', 'refunded') OR buyer_id IS NOT NULL OR kind = 'booking_fee'
         OR claim_token_hash IS NOT NULL);
