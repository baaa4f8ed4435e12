import type { ReactNode } from 'react';
import { FormSubmitButton } from '../../../components/ui/form-submit-button';
import { useHydrated } from '../../../components/ui/use-hydrated';

/**
 * The final button says that the order obliges to pay (docs/product.md#legal-checkout): "Paga 19,00 €", never
 * "Continua". While the order is sent (or the browser leaves for the payment page) there is no second one.
 * Disabled until the page has hydrated: the browser would send the form, card included, in the address.
 */
export function PayButton(props: { children: ReactNode; loading: boolean; reason: string | undefined }) {
  return <FormSubmitButton reasonId="checkout-pay-reason" {...props} disabled={!useHydrated()} />;
}
