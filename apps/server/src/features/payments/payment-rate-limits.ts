import type { RateLimitRule } from '../../lib/rate-limit';

const MINUTE = 60;
/** Shared by every instance (rate_limits table); guessing codes and trying stolen cards both get slow. */
export const PAYMENT_RATE_LIMITS = {
  discountPerIp: { name: 'discount-ip', max: 20, windowSeconds: 10 * MINUTE },
  checkoutPerIp: { name: 'checkout-ip', max: 30, windowSeconds: 60 * MINUTE },
  // As the booking's claim links (decision 045): tokens are unguessable, this only bounds the work.
  claimPerIp: { name: 'purchase-claim-ip', max: 20, windowSeconds: 60 * MINUTE },
} as const satisfies Record<string, RateLimitRule>;
