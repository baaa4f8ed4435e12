-- The withdrawals made with the withdrawal function (decision 056): the record of who withdrew from which
-- contract, when, from where and with which statement. One per contract: a repeated request finds it. Kept as
-- long as the order or the inspection it names, and deleted with it.
CREATE TABLE withdrawals (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  contract_kind text NOT NULL CHECK (contract_kind IN ('purchase', 'booking')),
  purchase_id uuid UNIQUE REFERENCES purchases (id) ON DELETE CASCADE,
  inspection_id uuid UNIQUE REFERENCES inspections (id) ON DELETE CASCADE,
  name text NOT NULL,
  email text NOT NULL,
  statement text NOT NULL,
  ip text,
  user_agent text,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (
    (contract_kind = 'purchase' AND purchase_id IS NOT NULL AND inspection_id IS NULL)
    OR (contract_kind = 'booking' AND inspection_id IS NOT NULL AND purchase_id IS NULL))
);
