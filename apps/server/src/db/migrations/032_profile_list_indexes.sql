-- The profile's two lists, paged by keyset (docs/decisions/073-profile-lists-paged.md): each page is read
-- from one of these indexes in the list's order, from the last row shown, whatever the user's history.
-- 'Sto vendendo': a seller's inspections, newest first. It also serves everything the index on seller_id
-- alone served (the foreign key among them), which it replaces.
CREATE INDEX inspections_seller_created_idx ON inspections (seller_id, created_at, id);
DROP INDEX inspections_seller_idx;

-- 'Sto comprando': a buyer's paid purchases, the most recently paid first.
CREATE INDEX purchases_buyer_paid_idx ON purchases (buyer_id, paid_at, id) WHERE status = 'paid';
