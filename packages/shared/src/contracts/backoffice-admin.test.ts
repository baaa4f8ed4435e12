import { describe, expect, it } from 'vitest';
import { isCalendlyLink } from './backoffice-admin';

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
