import { useQuery } from '@tanstack/react-query';
import { type BookingFeeOffer, BookingFeeOfferSchema } from '@verificauto/shared/contracts/payments';
import { apiRequest } from '../../../../lib/api-client';

/** GET /api/inspections/{uuid}/fee: 404 for anyone but the browser that booked or the seller. */
export function getBookingFee(inspectionUuid: string, signal?: AbortSignal): Promise<BookingFeeOffer> {
  return apiRequest(`/api/inspections/${encodeURIComponent(inspectionUuid)}/fee`, {
    schema: BookingFeeOfferSchema,
    signal,
  });
}

export function useBookingFee(inspectionUuid: string) {
  return useQuery({
    queryKey: ['booking-fee', inspectionUuid],
    queryFn: ({ signal }) => getBookingFee(inspectionUuid, signal),
    gcTime: 0,
  });
}
