import type { Config } from '../../../config/env';
import type { HostedPaymentGateway } from './payment-gateway';
import { createStripeGateway } from './stripe-gateway';

/** Stripe Checkout when both keys are set; otherwise null, and the built-in test checkout takes payments. */
export const createPaymentGateway = (config: Pick<Config, 'stripe'>): HostedPaymentGateway | null =>
  config.stripe ? createStripeGateway(config.stripe) : null;
