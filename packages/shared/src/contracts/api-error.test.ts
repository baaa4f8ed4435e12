import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from './api-error';
import { WorkshopInputSchema } from './backoffice-admin';

describe('fieldErrorsOf', () => {
  it('keys the first message of each input by its dotted path, from zod issues', () => {
    const result = WorkshopInputSchema.safeParse({
      postal_code: '4412',
      opening_hours: { '3': [['10:00', '09:00']], '4': [['8', '12:00']] },
    });
    const fields = fieldErrorsOf(result.error?.issues ?? []);
    expect(fields.name).toBe('Inserisci il nome dell’officina.');
    expect(fields.postal_code).toBe('Il CAP è fatto di 5 cifre.');
    expect(fields['opening_hours.4.0.0']).toBe('Scrivi l’orario come hh:mm, per esempio 08:30.');
    expect(fields.email).toBeUndefined();
  });

  it('reads the instancePath of a Fastify validation error, and leaves out issues about the whole request', () => {
    expect(
      fieldErrorsOf([
        { instancePath: '/address/postal_code', message: 'Il CAP è fatto di 5 cifre.' },
        { instancePath: '/address/postal_code', message: 'Un secondo messaggio.' },
        { instancePath: '/items/3/rating', message: 'La valutazione va da 0 a 5.' },
        { instancePath: '', message: 'Atteso un oggetto.' },
      ]),
    ).toEqual({
      'address.postal_code': 'Il CAP è fatto di 5 cifre.',
      'items.3.rating': 'La valutazione va da 0 a 5.',
    });
  });
});
