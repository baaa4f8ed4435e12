import { useQuery } from '@tanstack/react-query';
import { type BookedInspection, BookedInspectionSchema } from '@verificauto/shared/contracts/booking';
import { ApiError, apiRequest } from '../../../lib/api-client';

/** While the fee's payment is being confirmed (back from Stripe before its event): ask every 3 s, 2 minutes. */
const PAYMENT_POLL_MS = 3000;
const PAYMENT_POLL_LIMIT = 40;
/** Calendly's widget sends the seller here before Calendly's webhook creates the booking: 2 s, for 60 s. */
export const CREATION_POLL_MS = 2000;
export const CREATION_POLL_LIMIT = 30;

/**
 * GET /api/inspections/{uuid} (docs/product.md#api): 404 for anyone but the browser that booked or the
 * seller.
 */
export function getBookedInspection(uuid: string, signal?: AbortSignal): Promise<BookedInspection> {
  return apiRequest(`/api/inspections/${encodeURIComponent(uuid)}`, {
    schema: BookedInspectionSchema,
    signal,
  });
}

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * The booking, asked again while its fee's payment is confirmed, and with `awaitCreation` while it does
 * not exist yet. `gaveUp`: it still did not exist after CREATION_POLL_LIMIT more tries.
 */
export function useBookedInspection(uuid: string, { awaitCreation = false } = {}) {
  const query = useQuery({
    queryKey: ['booked-inspection', uuid],
    queryFn: ({ signal }) => getBookedInspection(uuid, signal),
    gcTime: 0,
    refetchInterval: ({ state }) => {
      if (state.data) {
        return state.data.status === 'awaiting_payment' && state.dataUpdateCount < PAYMENT_POLL_LIMIT
          ? PAYMENT_POLL_MS
          : false;
      }
      return awaitCreation && isNotFound(state.error) && state.errorUpdateCount <= CREATION_POLL_LIMIT
        ? CREATION_POLL_MS
        : false;
    },
  });
  const waitingForCreation =
    awaitCreation && !query.data && isNotFound(query.error) && query.errorUpdateCount <= CREATION_POLL_LIMIT;
  return { ...query, waitingForCreation };
}
