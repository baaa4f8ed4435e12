-- The back office's lists read a page through an index in the list's order, whatever the volume
-- (docs/decisions/072-backoffice-list-indexes.md): invoices, the audit log, discount codes, workshops and
-- failed e-mails.

-- Per database, not per schema: in public, where every schema's search path finds its operator classes.
CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public;

-- Invoices newest first; a year is a range of issued_at (the document's year is its Rome calendar year).
CREATE INDEX invoices_issued_idx ON invoices (issued_at DESC, id DESC);
CREATE INDEX invoices_kind_issued_idx ON invoices (kind, issued_at DESC, id DESC);
-- The search contains-matches what the document says: the customer's name and e-mail, the order number and
-- the document's number, one field a line (a query string holds no line break, so no match spans two).
CREATE INDEX invoices_search_idx ON invoices USING gin ((lower(
  coalesce(customer->>'firstName', '') || ' ' || coalesce(customer->>'lastName', '') || E'\n'
  || coalesce(customer->>'email', '') || E'\n' || coalesce(details->>'orderNumber', '') || E'\n'
  || coalesce(label, ''))) gin_trgm_ops);

-- The audit log of one entity, or of one record, newest first; this index serves every query of the one it
-- replaces.
CREATE INDEX audit_log_entity_id_idx ON audit_log (entity, entity_id, id DESC);
CREATE INDEX audit_log_entity_kind_idx ON audit_log (entity, id DESC);
DROP INDEX audit_log_entity_idx;

CREATE INDEX discount_codes_created_idx ON discount_codes (created_at DESC, id DESC);
-- Whether any order carries a code (its terms are then fixed), paid or not.
CREATE INDEX purchases_discount_code_idx ON purchases (discount_code_id) WHERE discount_code_id IS NOT NULL;

CREATE INDEX workshops_name_idx ON workshops (lower(name), city, id);
-- The search by a part of the name or of the town, one a line as in the invoices.
CREATE INDEX workshops_search_idx ON workshops USING gin ((lower(name || E'\n' || city)) gin_trgm_ops);
-- A workshop's technicians, counted in the list.
CREATE INDEX users_workshop_idx ON users (workshop_id) WHERE workshop_id IS NOT NULL;

-- Failed e-mails, the latest failure first, by a key that stays unique.
CREATE INDEX mail_outbox_failed_page_idx ON mail_outbox (failed_at DESC, id DESC) WHERE status = 'failed';
DROP INDEX mail_outbox_failed_idx;
