import { describe, expect, it } from 'vitest';
import { fieldErrorsOf, isCalendlyLink, WorkshopInputSchema } from './backoffice-admin';

describe('isCalendlyLink', () => {
  it('takes https links of calendly.com and its subdomains only', () => {
    for (const url of [
      'https://calendly.com/officina/ispezione',
      'https://eu.calendly.com',
      'HTTPS://Calendly.com/x?a=1',
    ]) {
      expect(isCalendlyLink(url), url).toBe(true);
    }
    for (const url of [
      'http://calendly.com/officina',
      'https://calendly.com.evil.it/x',
      'https://calendly.com@evil.it/x',
      'https://notcalendly.com/x',
      'https://calendly.com:8443/x',
      'https://calendly.com/a b',
      'calendly.com/officina',
    ]) {
      expect(isCalendlyLink(url), url).toBe(false);
    }
  });
});

describe('fieldErrorsOf', () => {
  it('keeps the first message of each field, and opening hours by weekday', () => {
    const result = WorkshopInputSchema.safeParse({ opening_hours: { '3': [['10:00', '09:00']] } });
    expect(result.success).toBe(false);
    const fields = fieldErrorsOf(result.error?.issues ?? []);
    expect(fields['opening_hours.3']).toBe('Il mercoledì una fascia finisce prima di iniziare.');
    expect(fields.name).toBe('Inserisci il nome dell’officina.');
    expect(fields.email).toBeUndefined();
  });
});
