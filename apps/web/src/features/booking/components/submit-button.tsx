import type { ReactNode } from 'react';
import { FormSubmitButton } from '../../../components/ui/form-submit-button';

/** The booking's final button: no second booking while one is being sent (docs/product.md#navigation). */
export function SubmitButton(props: { children: ReactNode; loading: boolean; reason: string | undefined }) {
  return <FormSubmitButton reasonId="booking-submit-reason" {...props} />;
}
