import { randomUUID } from 'node:crypto';
import type {
  BookingFeeBillingSchema,
  BookingFeeOffer,
  CheckoutStarted,
  TestCard,
} from '@verificauto/shared/contracts/payments';
import type { z } from 'zod';
import { AppError } from '../../../lib/app-error';
import { readsAsAccount } from '../../../lib/booking-access';
import type { FeeBooking } from '../../../lib/fee-bookings';
import type { SessionUser } from '../../../lib/session-user';
import { isUuid } from '../../../lib/uuid';
import type { CheckoutContext } from '../checkout/checkout.service';
import type { CheckoutDeps } from '../checkout/checkout-offer.service';
import { chargeTestCard } from '../gateway/test-card';
import { findBuyerProfile } from '../purchases/buyers.repository';
import { type Billing, setProviderSession } from '../purchases/payments.repository';
import { findFeeOrderOfInspection, setFeeBilling } from './booking-fee.repository';
import { completeFeePayment, type FeeCompletionDeps, feeDescription } from './booking-fee.service';

type BillingInput = z.output<typeof BookingFeeBillingSchema>;

export type FeeCheckoutDeps = CheckoutDeps & FeeCompletionDeps;

/** Who may see and pay a booking's fee: the browser that booked (its receipt cookie) and the seller. */
export interface FeeViewer {
  user: SessionUser | null;
  hasReceipt: boolean;
}

const notFound = () => new AppError(404, 'inspection_not_found', 'Prenotazione non trovata.');

const confirmationUrl = (inspectionId: string) => `/booking/confirm/${inspectionId}`;
const payPageUrl = (inspectionId: string) => `/booking/pay/${inspectionId}`;

/**
 * The booking and its fee order, for its seller, the back office or the browser that booked; anyone else
 * gets 404. `asAccount`: the viewer may see the account's profile (decision 045).
 */
async function feeOf(deps: FeeCheckoutDeps, inspectionId: string, viewer: FeeViewer) {
  const id = inspectionId.toLowerCase();
  const booking = isUuid(id) ? await deps.feeBookings.find(deps.db, id) : undefined;
  const order = booking ? await findFeeOrderOfInspection(deps.db, id) : undefined;
  if (!booking || !order) throw notFound();
  const asAccount = readsAsAccount(booking, viewer.user);
  if (!asAccount && !viewer.hasReceipt) throw notFound();
  return { booking, order, asAccount };
}

const offerStatus = (booking: FeeBooking): BookingFeeOffer['status'] =>
  booking.status === 'awaiting_payment' || booking.status === 'cancelled' ? booking.status : 'booked';

/**
 * GET /api/inspections/{uuid}/fee: what the fee's pay page shows, with the payer's details to prefill: the
 * ones given on this pay page, else the account's name and profile for its seller, or only the name the
 * browser typed when booking for anyone else, who sees the pay page's details only while no existing
 * account has the booking (decision 045).
 */
export async function getFeeOffer(
  deps: FeeCheckoutDeps,
  inspectionId: string,
  viewer: FeeViewer,
): Promise<BookingFeeOffer> {
  const { booking, order, asAccount } = await feeOf(deps, inspectionId, viewer);
  const profile = asAccount ? await findBuyerProfile(deps.db, booking.sellerId) : undefined;
  const name = asAccount ? booking.user.name : booking.contact.name;
  const [firstName = '', ...rest] = name.trim().split(/\s+/);
  // Once the booking is an existing account's, its details may have been typed by the account's owner.
  const billing = asAccount || booking.awaitingOwner || booking.newAccount ? order.billing : null;
  return {
    inspection_uuid: booking.id,
    order_number: order.orderNumber,
    amount_cents: order.amountCents,
    provider: deps.gateway ? 'stripe' : 'test',
    status: offerStatus(booking),
    fee_paid: order.status === 'paid' || order.status === 'refunded',
    hold_expires_at:
      booking.status === 'awaiting_payment' ? (booking.holdExpiresAt?.toISOString() ?? null) : null,
    booked_at: booking.bookedAt.toISOString(),
    car_license_plate: booking.plate,
    workshop: { name: booking.workshop.name, address: booking.workshop.address },
    buyer: {
      email: asAccount ? order.buyerEmail : booking.contact.email,
      first_name: billing?.first_name ?? firstName,
      last_name: billing?.last_name ?? rest.join(' '),
      country: billing?.country ?? profile?.country ?? 'IT',
      tax_code: billing?.tax_code ?? profile?.taxCode ?? null,
    },
  };
}

/** A fee can be paid while its booking waits for it: not twice, not after it was given up. */
async function payableFee(deps: FeeCheckoutDeps, inspectionId: string, viewer: FeeViewer) {
  const fee = await feeOf(deps, inspectionId, viewer);
  if (
    fee.order.status === 'paid' ||
    fee.order.status === 'refunded' ||
    fee.booking.status !== 'awaiting_payment'
  ) {
    throw fee.booking.status === 'cancelled'
      ? new AppError(
          409,
          'booking_expired',
          'Il tempo per pagare questa prenotazione è scaduto: scegli di nuovo giorno e orario.',
        )
      : new AppError(409, 'already_paid', 'Questa prenotazione è già pagata.');
  }
  return fee;
}

const storedBilling = (billing: BillingInput): Billing => ({
  first_name: billing.first_name,
  last_name: billing.last_name,
  country: billing.country,
  tax_code: billing.tax_code ?? null,
  address: { ...billing.address, province: billing.address.province ?? null },
});

/** POST /api/inspections/{uuid}/fee/pay: the built-in test checkout pays the fee at once. */
export async function payFeeWithTestCard(
  deps: FeeCheckoutDeps,
  inspectionId: string,
  input: { billing: BillingInput; card: TestCard },
  context: CheckoutContext,
  viewer: FeeViewer,
): Promise<CheckoutStarted> {
  if (deps.gateway)
    throw new AppError(409, 'wrong_provider', 'I pagamenti si fanno con Stripe: ricarica la pagina.');
  const { booking, order } = await payableFee(deps, inspectionId, viewer);
  // A declined card leaves the order pending: the seller may try another one while the slot is held.
  const charge = chargeTestCard(input.card, new Date());
  await setFeeBilling(deps.db, order.id, {
    billing: storedBilling(input.billing),
    ip: context.ip,
    userAgent: context.userAgent,
  });
  await completeFeePayment(deps, order.id, {
    paymentRef: `test_${randomUUID()}`,
    amountCents: order.amountCents,
    paymentMethod: charge.paymentMethod,
    cardCountry: null,
  });
  return { purchase_uuid: order.id, redirect_url: confirmationUrl(booking.id) };
}

/** POST /api/inspections/{uuid}/fee/session: the payer's details on our page, then Stripe's. */
export async function startFeeSession(
  deps: FeeCheckoutDeps,
  inspectionId: string,
  billing: BillingInput,
  context: CheckoutContext,
  viewer: FeeViewer,
): Promise<CheckoutStarted> {
  if (!deps.gateway)
    throw new AppError(409, 'wrong_provider', 'Ricarica la pagina per completare il pagamento.');
  const { booking, order } = await payableFee(deps, inspectionId, viewer);
  await setFeeBilling(deps.db, order.id, {
    billing: storedBilling(billing),
    ip: context.ip,
    userAgent: context.userAgent,
  });
  // The gateway's idempotency key is the order's: coming back from Stripe to pay gets the same session.
  const session = await deps.gateway.createCheckout({
    orderId: order.id,
    orderKind: 'booking_fee',
    description: feeDescription(booking),
    amountCents: order.amountCents,
    customerEmail: order.buyerEmail,
    successUrl: `${deps.config.publicUrl}${confirmationUrl(booking.id)}`,
    cancelUrl: `${deps.config.publicUrl}${payPageUrl(booking.id)}`,
  });
  await setProviderSession(deps.db, order.id, session.sessionId);
  return { purchase_uuid: order.id, redirect_url: session.url };
}
