import type { FastifyBaseLogger } from 'fastify';
import { isUuid } from '../../lib/uuid';
import { findOrderKind } from './booking-fee/booking-fee.repository';
import {
  completeFeePayment,
  type FeeCompletionDeps,
  recordUnpaidFee,
} from './booking-fee/booking-fee.service';
import type { PaymentEvent } from './gateway/payment-gateway';
import {
  completePurchase,
  recordProviderRefund,
  recordUnpaidCheckout,
} from './purchases/purchase-completion.service';

/**
 * One verified Stripe event. Whatever it is about, it is answered 2xx: an event for a session or order we
 * do not know (another integration on the account, a deleted test order) would otherwise be sent again
 * for days; it changes nothing and leaves a warning in the log.
 */
export async function handleStripeEvent(
  deps: FeeCompletionDeps,
  event: PaymentEvent,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<void> {
  if (event.type === 'unknown_session') {
    log.warn(
      { sessionId: event.sessionId, eventType: event.eventType },
      'stripe: sessione sconosciuta a Stripe',
    );
    return;
  }
  if (event.type === 'refunded') {
    await recordProviderRefund(deps, event);
    return;
  }
  if (event.type === 'ignored') return;
  // Our order ids are uuids; a session of another integration on the account is not ours.
  const kind = isUuid(event.orderId) ? await findOrderKind(deps.db, event.orderId) : undefined;
  if (!kind) {
    log.warn(
      { orderId: event.orderId, sessionId: event.sessionId },
      'stripe: evento di un ordine sconosciuto',
    );
    return;
  }
  if (event.type === 'paid') {
    const { orderId, type: _type, sessionId: _session, ...payment } = event;
    if (kind === 'booking_fee') await completeFeePayment(deps, orderId, payment);
    else await completePurchase(deps, orderId, payment);
  } else if (kind === 'booking_fee') {
    await recordUnpaidFee(deps, event.orderId);
  } else {
    await recordUnpaidCheckout(deps.db, event.orderId, 'expired');
  }
}
