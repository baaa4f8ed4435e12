import { describe, expect, it } from 'vitest';
import { centsToDecimal, rateToDecimal } from './invoice-document';

describe('the FatturaPA decimals', () => {
  it('writes amounts from integer cents with a point and two decimals', () => {
    expect(centsToDecimal(1557)).toBe('15.57');
    expect(centsToDecimal(5)).toBe('0.05');
    expect(centsToDecimal(-343)).toBe('-3.43');
  });

  it('writes the rate as its RateType: two decimals after a point', () => {
    expect(rateToDecimal(22)).toBe('22.00');
    expect(rateToDecimal(25.5)).toBe('25.50');
    expect(rateToDecimal(0)).toBe('0.00');
  });
});
