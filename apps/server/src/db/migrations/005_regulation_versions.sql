-- Every version of the Regolamento a buyer may have accepted, word for word (decision 031): a purchase
-- records the id, and this table keeps what that id meant, for as long as the purchase is kept.
CREATE TABLE regulation_versions (
  id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{12}$'),
  version_date date NOT NULL,
  text text NOT NULL,
  first_served_at timestamptz NOT NULL DEFAULT now()
);
