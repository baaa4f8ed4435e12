import { describe, expect, it } from 'vitest';
import {
  CARD_MESSAGES,
  cardNumberProblem,
  cvcProblem,
  expiryProblem,
  formatCardNumber,
  formatExpiry,
} from './card';

describe('test checkout card', () => {
  it('formats the number in groups of 4 and the expiry as MM/AA', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-42')).toBe('4242 42');
    expect(formatExpiry('1228')).toBe('12/28');
    expect(formatExpiry('1')).toBe('1');
  });

  it('accepts the test cards and rejects a mistyped number (Luhn)', () => {
    expect(cardNumberProblem('4242 4242 4242 4242')).toBeUndefined();
    expect(cardNumberProblem('4000 0000 0000 0002')).toBeUndefined();
    expect(cardNumberProblem('4242 4242 4242 4243')).toBe(CARD_MESSAGES.numberInvalid);
    expect(cardNumberProblem('')).toBe(CARD_MESSAGES.numberMissing);
  });

  it('accepts a card until the end of its expiry month', () => {
    const now = new Date(2026, 10, 24);
    expect(expiryProblem('11/26', now)).toBeUndefined();
    expect(expiryProblem('10/26', now)).toBe(CARD_MESSAGES.expired);
    expect(expiryProblem('13/27', now)).toBe(CARD_MESSAGES.expiryInvalid);
    expect(expiryProblem('1/27', now)).toBe(CARD_MESSAGES.expiryInvalid);
  });

  it('wants a CVC of 3 or 4 digits', () => {
    expect(cvcProblem('123')).toBeUndefined();
    expect(cvcProblem('1234')).toBeUndefined();
    expect(cvcProblem('12')).toBe(CARD_MESSAGES.cvcInvalid);
  });
});
