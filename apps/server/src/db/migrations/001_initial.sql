-- Verificauto data model. Money in integer cents, times in timestamptz (UTC), shown in Europe/Rome.

CREATE TABLE workshops (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  slug text NOT NULL UNIQUE,
  name text NOT NULL,
  address text NOT NULL,
  postal_code text NOT NULL,
  city text NOT NULL,
  province char(2) NOT NULL,
  phone text NOT NULL,
  email text,
  latitude double precision NOT NULL CHECK (latitude BETWEEN -90 AND 90),
  longitude double precision NOT NULL CHECK (longitude BETWEEN -180 AND 180),
  -- External scheduling page (Calendly). When null, the built-in slot booking uses opening_hours.
  scheduling_url text,
  -- {"1": [["08:30","12:30"],["14:00","18:00"]], ...} keyed by ISO weekday (1 = Monday).
  opening_hours jsonb NOT NULL DEFAULT '{}'::jsonb,
  slot_minutes integer NOT NULL DEFAULT 60 CHECK (slot_minutes > 0),
  inspection_fee_cents integer NOT NULL DEFAULT 0 CHECK (inspection_fee_cents >= 0),
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX workshops_location_idx ON workshops (latitude, longitude) WHERE active;

CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL,
  -- Null until the user sets a password (accounts created by a purchase or a booking).
  password_hash text,
  name text NOT NULL DEFAULT '',
  phone text,
  confirmed boolean NOT NULL DEFAULT false,
  role text NOT NULL DEFAULT 'user' CHECK (role IN ('user', 'technician', 'backoffice')),
  workshop_id uuid REFERENCES workshops (id),
  account_type text NOT NULL DEFAULT 'private' CHECK (account_type IN ('private', 'commercial')),
  company_name text,
  vat_number text,
  tax_code text,
  country char(2) NOT NULL DEFAULT 'IT',
  birth_date date,
  marketing_consent boolean NOT NULL DEFAULT false,
  blocked_at timestamptz,
  blocked_reason text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (role <> 'technician' OR workshop_id IS NOT NULL)
);
CREATE UNIQUE INDEX users_email_key ON users (lower(email));

CREATE TABLE sessions (
  -- SHA-256 of the opaque cookie value; the value itself is never stored.
  id_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  absolute_expires_at timestamptz NOT NULL,
  ip text,
  user_agent text
);
CREATE INDEX sessions_user_idx ON sessions (user_id);
CREATE INDEX sessions_expiry_idx ON sessions (expires_at);

CREATE TABLE user_tokens (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('activation', 'password_reset')),
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX user_tokens_user_idx ON user_tokens (user_id, purpose);

CREATE TABLE inspections (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  seller_id uuid NOT NULL REFERENCES users (id),
  workshop_id uuid NOT NULL REFERENCES workshops (id),
  car_license_plate text NOT NULL,
  -- The appointment at the workshop.
  booked_at timestamptz NOT NULL,
  status text NOT NULL DEFAULT 'booked' CHECK (status IN ('booked', 'done', 'cancelled', 'no_show')),
  scheduling_source text NOT NULL DEFAULT 'native' CHECK (scheduling_source IN ('native', 'calendly')),
  scheduling_ref text,
  fee_cents integer NOT NULL DEFAULT 0 CHECK (fee_cents >= 0),
  notes text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX inspections_seller_idx ON inspections (seller_id);
CREATE INDEX inspections_workshop_idx ON inspections (workshop_id, booked_at);
-- One active appointment per workshop slot.
CREATE UNIQUE INDEX inspections_slot_key ON inspections (workshop_id, booked_at) WHERE status = 'booked';

CREATE TABLE photos (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  storage_key text NOT NULL UNIQUE,
  content_type text NOT NULL,
  width integer NOT NULL CHECK (width > 0),
  height integer NOT NULL CHECK (height > 0),
  -- Widths of the stored WebP variants, e.g. {320,640,1280}.
  variant_widths integer[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE reports (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  report_number bigint GENERATED ALWAYS AS IDENTITY (START WITH 10001) UNIQUE,
  inspection_id uuid NOT NULL UNIQUE REFERENCES inspections (id),
  technician_id uuid REFERENCES users (id),
  verdict_overall text,
  verdict_datecompleted timestamptz,
  brand text,
  model text,
  variant text,
  year integer CHECK (year BETWEEN 1900 AND 2100),
  month integer CHECK (month BETWEEN 1 AND 12),
  plate_number text,
  vin text,
  odometer integer CHECK (odometer >= 0),
  colour text,
  interior text,
  interior_colour text,
  compliance_expiry date,
  transmission text,
  engine text,
  drive_type text,
  aspiration text,
  fuel_type text,
  number_of_doors integer CHECK (number_of_doors BETWEEN 1 AND 9),
  number_of_seats integer CHECK (number_of_seats BETWEEN 1 AND 99),
  service_book text,
  last_service_km integer CHECK (last_service_km >= 0),
  last_service_date date,
  warranty_expiry date,
  euro_class text,
  main_photo_id uuid REFERENCES photos (id),
  exterior_score numeric(3, 2) CHECK (exterior_score BETWEEN 0 AND 5),
  interior_score numeric(3, 2) CHECK (interior_score BETWEEN 0 AND 5),
  engine_score numeric(3, 2) CHECK (engine_score BETWEEN 0 AND 5),
  tyres_and_suspension_score numeric(3, 2) CHECK (tyres_and_suspension_score BETWEEN 0 AND 5),
  road_test_score numeric(3, 2) CHECK (road_test_score BETWEEN 0 AND 5),
  score_overall numeric(3, 2) CHECK (score_overall BETWEEN 0 AND 5),
  -- Null while the report awaits approval; 'approved' once the back office publishes it.
  backoffice_state text CHECK (backoffice_state IN ('approved', 'rejected')),
  backoffice_note text,
  approved_at timestamptz,
  approved_by uuid REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE report_items (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  report_id uuid NOT NULL REFERENCES reports (id) ON DELETE CASCADE,
  category text NOT NULL
    CHECK (category IN ('exterior', 'interior', 'engine', 'tyres_and_suspension', 'road_test')),
  item_key text NOT NULL,
  value_rating smallint CHECK (value_rating BETWEEN 0 AND 5),
  value_text text,
  description text,
  min_repair_cost_cents integer CHECK (min_repair_cost_cents >= 0),
  max_repair_cost_cents integer CHECK (max_repair_cost_cents >= 0),
  UNIQUE (report_id, item_key),
  CHECK (value_rating IS NULL OR value_text IS NULL),
  CHECK (min_repair_cost_cents IS NULL OR max_repair_cost_cents IS NULL
         OR min_repair_cost_cents <= max_repair_cost_cents)
);

CREATE TABLE report_photos (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  report_id uuid NOT NULL REFERENCES reports (id) ON DELETE CASCADE,
  photo_id uuid NOT NULL REFERENCES photos (id),
  kind text NOT NULL CHECK (kind IN ('key', 'item', 'imperfection')),
  -- Key photo slot (kind = 'key') or checklist item (kind = 'item').
  slot text,
  item_key text,
  position integer NOT NULL DEFAULT 0,
  caption text,
  CHECK (kind <> 'key' OR slot IS NOT NULL),
  CHECK (kind <> 'item' OR item_key IS NOT NULL)
);
CREATE INDEX report_photos_report_idx ON report_photos (report_id, kind, position);

CREATE TABLE discount_codes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  code text NOT NULL,
  description text,
  percent_off integer CHECK (percent_off BETWEEN 1 AND 100),
  amount_off_cents integer CHECK (amount_off_cents > 0),
  valid_from timestamptz,
  valid_until timestamptz,
  max_redemptions integer CHECK (max_redemptions > 0),
  -- A code like the welcome promo may be used once per account.
  once_per_user boolean NOT NULL DEFAULT false,
  redemptions integer NOT NULL DEFAULT 0,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((percent_off IS NULL) <> (amount_off_cents IS NULL))
);
CREATE UNIQUE INDEX discount_codes_code_key ON discount_codes (upper(code));

CREATE TABLE purchases (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  order_number text NOT NULL UNIQUE,
  buyer_id uuid NOT NULL REFERENCES users (id),
  report_id uuid NOT NULL REFERENCES reports (id),
  list_price_cents integer NOT NULL CHECK (list_price_cents >= 0),
  discount_code_id uuid REFERENCES discount_codes (id),
  discount_cents integer NOT NULL DEFAULT 0 CHECK (discount_cents >= 0),
  amount_cents integer NOT NULL CHECK (amount_cents >= 0),
  currency char(3) NOT NULL DEFAULT 'EUR',
  payment_method text,
  provider text NOT NULL CHECK (provider IN ('test', 'stripe')),
  provider_ref text,
  status text NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'paid', 'failed', 'expired', 'refunded')),
  paid_at timestamptz,
  access_until timestamptz,
  refunded_at timestamptz,
  withdrawal_waived_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (status <> 'paid' OR (paid_at IS NOT NULL AND access_until IS NOT NULL))
);
-- A checkout is turned into a purchase exactly once, however often the provider calls back.
CREATE UNIQUE INDEX purchases_provider_ref_key ON purchases (provider, provider_ref) WHERE provider_ref IS NOT NULL;
CREATE INDEX purchases_buyer_idx ON purchases (buyer_id);
CREATE INDEX purchases_report_idx ON purchases (report_id, buyer_id);

CREATE TABLE invoices (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  purchase_id uuid NOT NULL UNIQUE REFERENCES purchases (id),
  year integer NOT NULL,
  number integer NOT NULL,
  issued_at timestamptz NOT NULL DEFAULT now(),
  customer jsonb NOT NULL,
  country char(2) NOT NULL,
  vat_rate_bp integer NOT NULL CHECK (vat_rate_bp >= 0),
  net_cents integer NOT NULL,
  vat_cents integer NOT NULL,
  gross_cents integer NOT NULL,
  pdf_storage_key text,
  emailed_at timestamptz,
  UNIQUE (year, number),
  CHECK (net_cents + vat_cents = gross_cents)
);

CREATE TABLE mail_outbox (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  to_address text NOT NULL,
  subject text NOT NULL,
  html text NOT NULL,
  text text NOT NULL,
  template text NOT NULL,
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sent', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  last_error text,
  provider_message_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz
);
CREATE INDEX mail_outbox_created_idx ON mail_outbox (created_at DESC);

CREATE TABLE jobs (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  payload jsonb NOT NULL DEFAULT '{}'::jsonb,
  run_at timestamptz NOT NULL DEFAULT now(),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'running', 'done', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  max_attempts integer NOT NULL DEFAULT 8,
  locked_until timestamptz,
  last_error text,
  -- Scheduling the same reminder twice keeps one job.
  dedupe_key text UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX jobs_due_idx ON jobs (run_at) WHERE status IN ('pending', 'running');

CREATE TABLE rate_limits (
  key text PRIMARY KEY,
  hits integer NOT NULL,
  window_ends_at timestamptz NOT NULL
);

CREATE TABLE audit_log (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  actor_id uuid REFERENCES users (id),
  action text NOT NULL,
  entity text NOT NULL,
  entity_id text,
  details jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX audit_log_entity_idx ON audit_log (entity, entity_id);
