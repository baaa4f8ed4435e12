import { describe, expect, it } from 'vitest';
import { CATALOGUE_ITEMS } from './checklist';
import {
  countBySeverity,
  defaultSeverity,
  findingSeverity,
  isFinding,
  SEVERITIES,
  severityCountsText,
  sortBySeverity,
} from './severity';

const values = (value: number | string | null, min: number | null = null, max: number | null = null) => ({
  value,
  min_repair_cost: min,
  max_repair_cost: max,
});

describe('severity of findings', () => {
  it('gives every catalogue item a default, by item or by its category', () => {
    for (const item of CATALOGUE_ITEMS) expect(SEVERITIES).toContain(defaultSeverity(item.key));
    expect(defaultSeverity('road_braking')).toBe('safety');
    expect(defaultSeverity('tyr_rear_shocks')).toBe('safety');
    expect(defaultSeverity('road_clutch')).toBe('value');
    expect(defaultSeverity('eng_timing')).toBe('value');
    expect(defaultSeverity('ext_body_paint')).toBe('cosmetic');
    expect(defaultSeverity('not_in_the_catalogue')).toBe('value');
  });

  it('finds an item rated 1 or 2, or with both repair costs', () => {
    expect(isFinding(values(1))).toBe(true);
    expect(isFinding(values(2))).toBe(true);
    expect(isFinding(values(3))).toBe(false);
    expect(isFinding(values(0))).toBe(false);
    expect(isFinding(values(4, 100, 200))).toBe(true);
    expect(isFinding(values('3 mm', 200, 300))).toBe(true);
    expect(isFinding(values(4, 100, null))).toBe(false);
  });

  it('keeps the chosen severity of a finding, the default when none, and none for other items', () => {
    expect(findingSeverity('road_clutch', values(2), 'safety')).toBe('safety');
    expect(findingSeverity('road_clutch', values(2), null)).toBe('value');
    expect(findingSeverity('road_clutch', values(4), 'safety')).toBeNull();
  });

  it('counts and orders findings safety first', () => {
    const findings = [
      { key: 'a', severity: 'cosmetic' as const },
      { key: 'b', severity: 'safety' as const },
      { key: 'c', severity: 'value' as const },
      { key: 'd', severity: 'safety' as const },
    ];
    expect(sortBySeverity(findings).map((f) => f.key)).toEqual(['b', 'd', 'c', 'a']);
    expect(countBySeverity([...findings.map((f) => f.severity), null])).toEqual({
      safety: 2,
      value: 1,
      cosmetic: 1,
    });
  });

  it('says the counts in Italian', () => {
    expect(severityCountsText({ safety: 1, value: 2, cosmetic: 3 })).toBe(
      '1 problema di sicurezza, 2 di valore e 3 estetici',
    );
    expect(severityCountsText({ safety: 0, value: 2, cosmetic: 1 })).toBe(
      '2 problemi di valore e 1 estetico',
    );
    expect(severityCountsText({ safety: 0, value: 0, cosmetic: 1 })).toBe('1 problema estetico');
    expect(severityCountsText({ safety: 2, value: 0, cosmetic: 0 })).toBe('2 problemi di sicurezza');
    expect(severityCountsText({ safety: 0, value: 0, cosmetic: 0 })).toBe('Nessun problema rilevato');
  });
});
