import { useMutation } from '@tanstack/react-query';
import {
  type CalendlyIntent,
  type CalendlyIntentRequest,
  CalendlyIntentSchema,
} from '@verificauto/shared/contracts/booking-calendly';
import { apiRequest } from '../../../../lib/api-client';

/**
 * POST /api/inspections/calendly-intents: the plate and the Regolamento before Calendly's widget; the
 * answer's id goes to Calendly as utm_content and becomes the inspection's. Errors `{ code, message }`:
 * 400 validation, 404 not a Calendly workshop, 409 regulation_changed, 429.
 */
export function createCalendlyIntent(request: CalendlyIntentRequest): Promise<CalendlyIntent> {
  return apiRequest('/api/inspections/calendly-intents', {
    method: 'POST',
    body: request,
    schema: CalendlyIntentSchema,
  });
}

export function useCreateCalendlyIntent() {
  return useMutation({ mutationKey: ['calendly-intents', 'create'], mutationFn: createCalendlyIntent });
}
