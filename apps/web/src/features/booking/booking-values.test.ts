import { FORBIDDEN_CHARACTERS_MESSAGE } from '@verificauto/shared/validation/plain-text';
import { describe, expect, it } from 'vitest';
import { EMPTY_BOOKING, validateBooking } from './booking-values';

describe('validateBooking', () => {
  it('says before sending that a name holds a character the server refuses', () => {
    const values = { ...EMPTY_BOOKING, name: 'Giulia\u0001 Bianchi' };
    expect(validateBooking(values).name).toBe(FORBIDDEN_CHARACTERS_MESSAGE);
    expect(validateBooking({ ...values, name: 'Giulia Bianchi' }).name).toBeUndefined();
  });
});
