import { describe, expect, it } from 'vitest';
import { describeInspectionPrice } from './inspection-price';

describe('what the public pages say an inspection costs', () => {
  it('says the lowest fee of the workshops with one, IVA included', () => {
    expect(describeInspectionPrice({ lowestCents: 7900, lowestPaidCents: 7900 })).toBe(
      'Ispezione da 79 €, IVA inclusa',
    );
    expect(describeInspectionPrice({ lowestCents: 7950, lowestPaidCents: 7950 })).toBe(
      'Ispezione da 79,50 €, IVA inclusa',
    );
  });

  it('says that some workshops ask nothing, and the lowest fee of the others', () => {
    expect(describeInspectionPrice({ lowestCents: 0, lowestPaidCents: 9900 })).toBe(
      'Ispezione gratuita in alcune officine partner, nelle altre da 99 €, IVA inclusa',
    );
  });

  it('says it is free when no workshop asks a fee', () => {
    expect(describeInspectionPrice({ lowestCents: 0, lowestPaidCents: null })).toBe(
      'Ispezione gratuita in tutte le officine partner',
    );
  });

  it('says where the price is, with no number, when there is no workshop or the fees are not known', () => {
    const unknown =
      'Il prezzo dell’ispezione, IVA inclusa, è indicato per ogni officina al momento della prenotazione';
    expect(describeInspectionPrice({ lowestCents: null, lowestPaidCents: null })).toBe(unknown);
    expect(describeInspectionPrice(undefined)).toBe(unknown);
  });
});
