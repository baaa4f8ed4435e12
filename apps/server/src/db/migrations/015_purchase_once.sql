-- Money is taken once (decision 046).
--
-- One active purchase of a report per buyer. A purchase whose 180 days ended stays 'paid' (its invoice and
-- history), so the index cannot test access_until against now(): a new purchase of the same report marks
-- the ended one superseded in its own transaction. A payment that arrives for a report the buyer can
-- already read is recorded as a duplicate of the purchase in force: never 'paid', refunded by a job.
ALTER TABLE purchases
  ADD COLUMN superseded_at timestamptz,
  ADD COLUMN duplicate_of uuid REFERENCES purchases (id);

-- Reports bought twice before this index: the purchase with the latest access keeps the index's place,
-- the others stay readable as they were (the back office refunds them).
UPDATE purchases p SET superseded_at = now()
 WHERE p.status = 'paid' AND p.report_id IS NOT NULL
   AND EXISTS (SELECT 1 FROM purchases o
                WHERE o.buyer_id = p.buyer_id AND o.report_id = p.report_id AND o.status = 'paid'
                  AND (o.access_until > p.access_until OR (o.access_until = p.access_until AND o.id > p.id)));

CREATE UNIQUE INDEX purchases_one_active_key ON purchases (buyer_id, report_id)
  WHERE status = 'paid' AND superseded_at IS NULL;

-- A partial refund issues a credit note for the amount refunded: an order may have several credit notes,
-- still one invoice.
ALTER TABLE invoices DROP CONSTRAINT invoices_purchase_kind_key;
CREATE UNIQUE INDEX invoices_purchase_invoice_key ON invoices (purchase_id) WHERE kind = 'invoice';
