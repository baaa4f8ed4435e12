import { describe, expect, it } from 'vitest';
import { PROMO_CODE, PROMO_PERCENT_OFF, PROMO_PRICE_CENTS, REPORT_PRICE_CENTS } from './business';
import {
  applyDiscount,
  type DiscountCode,
  normaliseDiscountCode,
  rejectUnknownDiscountCode,
} from './discount';

const now = new Date('2026-06-15T10:00:00Z');

const promo: DiscountCode = {
  id: '00000000-0000-4000-8000-000000000001',
  code: PROMO_CODE,
  description: null,
  percentOff: PROMO_PERCENT_OFF,
  amountOffCents: null,
  validFrom: null,
  validUntil: null,
  maxRedemptions: null,
  redemptions: 0,
  oncePerUser: true,
  active: true,
};

const firstUse = { listPriceCents: REPORT_PRICE_CENTS, now, usesByThisBuyer: 0 };

describe('normaliseDiscountCode', () => {
  it('trims and upper-cases what the buyer typed', () => {
    expect(normaliseDiscountCode('  benvenuto50 \n')).toBe('BENVENUTO50');
    expect(normaliseDiscountCode('BenVenuto50')).toBe(PROMO_CODE);
  });
});

describe('applyDiscount', () => {
  it('takes 50% off the report with BENVENUTO50: 19,00 € → 9,50 €', () => {
    expect(applyDiscount(promo, firstUse)).toEqual({ ok: true, discountCents: 950, totalCents: 950 });
    expect(PROMO_PRICE_CENTS).toBe(950);
  });

  it('accepts the promo typed in lower case once normalised', () => {
    const typed = normaliseDiscountCode(' benvenuto50 ');
    expect(typed).toBe(promo.code);
    expect(applyDiscount(promo, firstUse)).toMatchObject({ ok: true, totalCents: 950 });
  });

  it('rounds a percentage half up to the cent', () => {
    const fifteen = { ...promo, percentOff: 15 };
    // 15% of 1,10 € is 16,5 cents; of 1,09 € is 16,35 cents.
    expect(applyDiscount(fifteen, { ...firstUse, listPriceCents: 110 })).toEqual({
      ok: true,
      discountCents: 17,
      totalCents: 93,
    });
    expect(applyDiscount(fifteen, { ...firstUse, listPriceCents: 109 })).toEqual({
      ok: true,
      discountCents: 16,
      totalCents: 93,
    });
  });

  it('takes a fixed amount off', () => {
    const fiveEuro: DiscountCode = { ...promo, percentOff: null, amountOffCents: 500 };
    expect(applyDiscount(fiveEuro, firstUse)).toEqual({ ok: true, discountCents: 500, totalCents: 1400 });
  });

  it('never goes below zero when the amount is bigger than the price', () => {
    const fiftyEuro: DiscountCode = { ...promo, percentOff: null, amountOffCents: 5000 };
    expect(applyDiscount(fiftyEuro, firstUse)).toEqual({
      ok: true,
      discountCents: REPORT_PRICE_CENTS,
      totalCents: 0,
    });
  });

  it('makes a 100% code free', () => {
    expect(applyDiscount({ ...promo, percentOff: 100 }, firstUse)).toEqual({
      ok: true,
      discountCents: 1900,
      totalCents: 0,
    });
  });

  it('refuses a code that is not yet valid, naming the first day', () => {
    const later = { ...promo, validFrom: new Date('2026-07-01T00:00:00+02:00') };
    expect(applyDiscount(later, firstUse)).toEqual({
      ok: false,
      code: 'discount_not_yet_valid',
      message: 'Il codice sconto non è ancora valido: si può usare dal 1/7/2026.',
    });
  });

  it('accepts a code from the exact instant of valid_from', () => {
    expect(applyDiscount({ ...promo, validFrom: now }, firstUse)).toMatchObject({ ok: true });
    const oneMsLater = { ...promo, validFrom: new Date(now.getTime() + 1) };
    expect(applyDiscount(oneMsLater, firstUse)).toMatchObject({ ok: false, code: 'discount_not_yet_valid' });
  });

  it('refuses an expired code', () => {
    const expired = { ...promo, validUntil: new Date('2026-06-01T00:00:00Z') };
    expect(applyDiscount(expired, firstUse)).toEqual({
      ok: false,
      code: 'discount_expired',
      message: 'Il codice sconto è scaduto.',
    });
  });

  it('accepts a code exactly at valid_until and refuses it a millisecond later', () => {
    const endingNow = { ...promo, validUntil: now };
    expect(applyDiscount(endingNow, firstUse)).toMatchObject({ ok: true, totalCents: 950 });
    const justAfter = { ...firstUse, now: new Date(now.getTime() + 1) };
    expect(applyDiscount(endingNow, justAfter)).toMatchObject({ ok: false, code: 'discount_expired' });
  });

  it('refuses a code used the maximum number of times', () => {
    const usedUp = { ...promo, oncePerUser: false, maxRedemptions: 100, redemptions: 100 };
    expect(applyDiscount(usedUp, firstUse)).toEqual({
      ok: false,
      code: 'discount_used_up',
      message: 'Questo codice sconto è già stato usato il numero massimo di volte.',
    });
  });

  it('accepts the last available use', () => {
    const lastOne = { ...promo, maxRedemptions: 100, redemptions: 99 };
    expect(applyDiscount(lastOne, firstUse)).toMatchObject({ ok: true });
  });

  it('refuses a once-per-account code the buyer already used', () => {
    expect(applyDiscount(promo, { ...firstUse, usesByThisBuyer: 1 })).toEqual({
      ok: false,
      code: 'discount_already_used',
      message: 'Hai già usato questo codice sconto.',
    });
  });

  it('lets a buyer reuse a code that is not once per account', () => {
    const reusable = { ...promo, oncePerUser: false };
    expect(applyDiscount(reusable, { ...firstUse, usesByThisBuyer: 3 })).toMatchObject({ ok: true });
  });

  it('refuses an inactive code before any other check', () => {
    const inactive = { ...promo, active: false, validUntil: new Date('2020-01-01T00:00:00Z') };
    expect(applyDiscount(inactive, firstUse)).toEqual({
      ok: false,
      code: 'discount_inactive',
      message: 'Questo codice sconto non è più attivo.',
    });
  });

  it('rejects a price that is not whole cents', () => {
    expect(() => applyDiscount(promo, { ...firstUse, listPriceCents: 19.5 })).toThrow(RangeError);
    expect(() => applyDiscount(promo, { ...firstUse, listPriceCents: -1 })).toThrow(RangeError);
  });
});

describe('rejectUnknownDiscountCode', () => {
  it('answers with the unknown-code error and an Italian message', () => {
    expect(rejectUnknownDiscountCode()).toEqual({
      ok: false,
      code: 'discount_unknown',
      message: 'Il codice sconto non esiste: controlla di averlo scritto correttamente.',
    });
  });
});
