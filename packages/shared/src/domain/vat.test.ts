import { describe, expect, it } from 'vitest';
import {
  EU_COUNTRIES,
  EU_STANDARD_VAT_RATES,
  euCountryName,
  formatVatRate,
  isEuCountryCode,
  splitVatInclusive,
  vatRateFor,
} from './vat';

describe('EU standard VAT rates', () => {
  it('lists the 27 member states with the 2026 rates', () => {
    expect(Object.keys(EU_STANDARD_VAT_RATES)).toHaveLength(27);
    expect(EU_STANDARD_VAT_RATES).toMatchObject({
      IT: 22,
      DE: 19,
      FR: 20,
      HU: 27,
      LU: 17,
      FI: 25.5,
      EE: 24,
      SK: 23,
      RO: 21,
      CZ: 21,
    });
  });

  it('offers every member state once, by Italian name in alphabetical order', () => {
    const codes = EU_COUNTRIES.map((c) => c.code);
    expect(new Set(codes).size).toBe(27);
    expect([...codes].sort()).toEqual(Object.keys(EU_STANDARD_VAT_RATES).sort());
    const names = EU_COUNTRIES.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'it')));
    expect(EU_COUNTRIES).toContainEqual({ code: 'IT', name: 'Italia' });
  });

  it('recognises EU country codes only', () => {
    expect(isEuCountryCode('IT')).toBe(true);
    expect(isEuCountryCode('GR')).toBe(true);
    expect(isEuCountryCode('CH')).toBe(false);
    expect(isEuCountryCode('it')).toBe(false);
    expect(isEuCountryCode('toString')).toBe(false);
  });
});

describe('vatRateFor', () => {
  it('applies the rate of the buyer’s EU country, and Italy’s for any other', () => {
    expect(vatRateFor('IT')).toBe(22);
    expect(vatRateFor('DE')).toBe(19);
    expect(vatRateFor('FI')).toBe(25.5);
    expect(vatRateFor('CH')).toBe(22);
    expect(vatRateFor('toString')).toBe(22);
  });
});

describe('euCountryName', () => {
  it('names a member state in Italian, and leaves any other code as it is', () => {
    expect(euCountryName('DE')).toBe('Germania');
    expect(euCountryName('CH')).toBe('CH');
  });
});

describe('formatVatRate', () => {
  it('writes the rate with the Italian decimal comma and the percent sign', () => {
    expect(formatVatRate(22)).toBe('22%');
    expect(formatVatRate(25.5)).toBe('25,5%');
    expect(formatVatRate(0)).toBe('0%');
  });
});

describe('splitVatInclusive', () => {
  it('splits the report price and the promo price at the Italian rate (docs/product.md#legal-invoices)', () => {
    expect(splitVatInclusive(1900, 22)).toEqual({ taxableCents: 1557, vatCents: 343 });
    expect(splitVatInclusive(950, 22)).toEqual({ taxableCents: 779, vatCents: 171 });
  });

  it('uses the rate of other member states', () => {
    expect(splitVatInclusive(1900, EU_STANDARD_VAT_RATES.DE)).toEqual({ taxableCents: 1597, vatCents: 303 });
    expect(splitVatInclusive(1900, EU_STANDARD_VAT_RATES.FR)).toEqual({ taxableCents: 1583, vatCents: 317 });
    expect(splitVatInclusive(1900, EU_STANDARD_VAT_RATES.HU)).toEqual({ taxableCents: 1496, vatCents: 404 });
    expect(splitVatInclusive(1900, EU_STANDARD_VAT_RATES.LU)).toEqual({ taxableCents: 1624, vatCents: 276 });
    expect(splitVatInclusive(950, EU_STANDARD_VAT_RATES.LU)).toEqual({ taxableCents: 812, vatCents: 138 });
  });

  it('handles a fractional rate (Finland 25.5%)', () => {
    expect(splitVatInclusive(1900, EU_STANDARD_VAT_RATES.FI)).toEqual({ taxableCents: 1514, vatCents: 386 });
    expect(splitVatInclusive(950, EU_STANDARD_VAT_RATES.FI)).toEqual({ taxableCents: 757, vatCents: 193 });
  });

  it('splits zero into zero', () => {
    expect(splitVatInclusive(0, 22)).toEqual({ taxableCents: 0, vatCents: 0 });
    expect(splitVatInclusive(0, 25.5)).toEqual({ taxableCents: 0, vatCents: 0 });
  });

  it('rounds an exact half up where naive floating-point math loses a cent', () => {
    // 0,69 € at 20%: the taxable amount is exactly 0,575 €.
    const naiveCents = Math.round((0.69 / 1.2) * 100);
    expect(naiveCents).toBe(57);
    expect(splitVatInclusive(69, 20)).toEqual({ taxableCents: 58, vatCents: 11 });
    // 4,77 € at 20%: exactly 3,975 €.
    expect(Math.round((4.77 / 1.2) * 100)).toBe(397);
    expect(splitVatInclusive(477, 20)).toEqual({ taxableCents: 398, vatCents: 79 });
  });

  it('always adds up to the gross and rounds the taxable amount to the nearest cent, halves up', () => {
    const rates = [...new Set(Object.values(EU_STANDARD_VAT_RATES)), 0, 5.5, 10];
    const failures: string[] = [];
    for (const rate of rates) {
      const divisor = 1000 + Math.round(rate * 10);
      for (let gross = 0; gross <= 20_000; gross += 1) {
        const { taxableCents, vatCents } = splitVatInclusive(gross, rate);
        // Twice the distance from the exact taxable amount gross * 1000 / divisor, in units of 1 / divisor.
        const error = 2 * (taxableCents * divisor - gross * 1000);
        const ok =
          Number.isInteger(taxableCents) &&
          taxableCents + vatCents === gross &&
          vatCents >= 0 &&
          error > -divisor &&
          error <= divisor;
        if (!ok) failures.push(`${gross} at ${rate}%: ${taxableCents} + ${vatCents}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('keeps large amounts exact', () => {
    expect(splitVatInclusive(1_000_000_000, 22)).toEqual({
      taxableCents: 819_672_131,
      vatCents: 180_327_869,
    });
  });

  it('rejects amounts and rates it cannot split exactly', () => {
    expect(() => splitVatInclusive(-1, 22)).toThrow(RangeError);
    expect(() => splitVatInclusive(19.5, 22)).toThrow(RangeError);
    expect(() => splitVatInclusive(Number.MAX_SAFE_INTEGER, 22)).toThrow(RangeError);
    expect(() => splitVatInclusive(1900, 22.25)).toThrow(RangeError);
    expect(() => splitVatInclusive(1900, -1)).toThrow(RangeError);
    expect(() => splitVatInclusive(1900, Number.NaN)).toThrow(RangeError);
  });
});
