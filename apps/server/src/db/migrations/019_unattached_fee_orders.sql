-- The fee of a booking that waits for its address owner's confirmation is paid by whoever booked: the
-- order stays without a buyer until the owner confirms the booking (decision 045). A paid report
-- purchase always has its buyer.
ALTER TABLE purchases DROP CONSTRAINT purchases_paid_has_buyer;
ALTER TABLE purchases
  ADD CONSTRAINT purchases_paid_has_buyer
  CHECK (status NOT IN ('paid', 'refunded') OR buyer_id IS NOT NULL OR kind = 'booking_fee');
