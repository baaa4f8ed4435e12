-- Payments (decision 033). A checkout opens a pending purchase that records what the buyer saw and
-- stated; the provider's confirmation completes it exactly once. Path B (docs/product.md#accounts): a guest's
-- account is created only when the payment succeeds, so a pending purchase has the e-mail but no buyer yet.
ALTER TABLE purchases ALTER COLUMN buyer_id DROP NOT NULL;
ALTER TABLE purchases
  ADD COLUMN buyer_email text,
  -- {first_name, last_name, country, tax_code, address {street, postal_code, city, province}}
  ADD COLUMN billing jsonb,
  -- The statements ticked on our page, each with its words: [{key, text, accepted_at}].
  ADD COLUMN consents jsonb NOT NULL DEFAULT '[]'::jsonb,
  ADD COLUMN regulation_version text REFERENCES regulation_versions (id),
  ADD COLUMN marketing_consent boolean NOT NULL DEFAULT false,
  ADD COLUMN checkout_ip text,
  ADD COLUMN checkout_user_agent text,
  -- The VAT country's evidence (Reg. UE 282/2011): the declared one is billing->>'country'.
  ADD COLUMN card_country char(2),
  ADD COLUMN discount_code text,
  -- The provider's session (Stripe Checkout); provider_ref stays the id of the payment itself.
  ADD COLUMN provider_session text,
  -- The buyer's first opening of the report after 'Accetto': from then on the withdrawal is lost if waived.
  ADD COLUMN report_accessed_at timestamptz,
  -- Set in the transaction that queues the buyer's e-mails: a retried job queues none again.
  ADD COLUMN emails_queued_at timestamptz,
  ADD CONSTRAINT purchases_paid_has_buyer CHECK (status NOT IN ('paid', 'refunded') OR buyer_id IS NOT NULL);
CREATE UNIQUE INDEX purchases_provider_session_key ON purchases (provider, provider_session)
  WHERE provider_session IS NOT NULL;
CREATE INDEX purchases_discount_buyer_idx ON purchases (discount_code_id, buyer_id) WHERE status = 'paid';

CREATE SEQUENCE purchase_order_number_seq START WITH 100001;

-- Invoices and credit notes (TD01, TD04), each with its own progressive number per calendar year.
ALTER TABLE invoices DROP CONSTRAINT invoices_year_number_key;
ALTER TABLE invoices DROP CONSTRAINT invoices_purchase_id_key;
ALTER TABLE invoices
  ADD COLUMN kind text NOT NULL DEFAULT 'invoice' CHECK (kind IN ('invoice', 'credit_note')),
  ADD COLUMN label text,
  -- The seller as it was on the day of issue: the PDF is drawn again from the row, never from today's settings.
  ADD COLUMN seller jsonb,
  ADD COLUMN details jsonb,
  -- The FatturaPA (FPR12 1.2.2) to be sent to the SdI.
  ADD COLUMN xml text,
  ADD COLUMN reverses_invoice_id uuid REFERENCES invoices (id),
  ADD CONSTRAINT invoices_kind_year_number_key UNIQUE (kind, year, number),
  ADD CONSTRAINT invoices_purchase_kind_key UNIQUE (purchase_id, kind);

-- The last number of each series and year. Taking a number locks its row until the transaction ends, so
-- concurrent payments queue for it and a rolled-back payment gives its number back: no gaps, no repeats.
CREATE TABLE document_counters (
  kind text NOT NULL,
  year integer NOT NULL,
  last_number integer NOT NULL,
  PRIMARY KEY (kind, year)
);
