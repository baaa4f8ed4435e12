import { describe, expect, it } from 'vitest';
import { attentionCounts, attentionPoints, formatEuros, repairCostRange, repairTotals } from './repair-costs';
import { makeInspectionReport } from './report.fixture';

describe('attentionPoints', () => {
  it('keeps the items with both repair costs or rated 1–2, most serious first', () => {
    const { report } = makeInspectionReport();
    const points = attentionPoints(report);

    // tyr_front_brakes has only a minimum and is rated 3: a cost note on the item, not a point of attention.
    expect(points.map((p) => p.key)).toEqual(['eng_battery', 'ext_body_paint']);
    expect(points[1]).toEqual({
      key: 'ext_body_paint',
      label: 'Vernice della carrozzeria',
      category: 'Esterni',
      severity: 'cosmetic',
      min: 180,
      max: 320,
    });
    expect(attentionCounts(points)).toEqual({ safety: 0, value: 1, cosmetic: 1 });
  });

  it('takes the technician’s severity, else the item’s default; an item rated 2 needs no cost', () => {
    const { report } = makeInspectionReport();
    const road_test = report.items.road_test.map((item) =>
      item.key === 'road_clutch' ? { ...item, value: 2 } : item,
    );
    const exterior = report.items.exterior.map((item) =>
      item.key === 'ext_body_paint' ? { ...item, severity: 'value' as const } : item,
    );
    const points = attentionPoints({ ...report, items: { ...report.items, road_test, exterior } });
    expect(points.map((p) => [p.key, p.severity, p.min])).toEqual([
      ['ext_body_paint', 'value', 180],
      ['eng_battery', 'value', 120],
      ['road_clutch', 'value', null],
    ]);
    expect(repairTotals(points)).toEqual({ min: 300, max: 1500 });
  });

  it('counts a zero estimate as an estimate', () => {
    const { report } = makeInspectionReport();
    const interior = report.items.interior.map((item) =>
      item.key === 'int_dashboard' ? { ...item, minRepairCost: 0, maxRepairCost: 40 } : item,
    );
    const points = attentionPoints({ ...report, items: { ...report.items, interior } });
    expect(points.map((p) => p.key)).toContain('int_dashboard');
  });
});

describe('repairTotals', () => {
  it('adds up the minimums and the maximums', () => {
    const points = attentionPoints(makeInspectionReport().report);
    expect(repairTotals(points)).toEqual({ min: 300, max: 1500 });
    expect(repairTotals([])).toEqual({ min: 0, max: 0 });
  });
});

// Amounts keep their euro sign on the same line: a no-break space.
const spaced = (text: string | null) => text?.replaceAll('\u00a0', ' ');

describe('formatting', () => {
  it('shows whole euros with a dot as thousands separator and a no-break space', () => {
    expect(formatEuros(1500)).toBe('1.500\u00a0€');
    expect(formatEuros(90)).toBe('90\u00a0€');
  });

  it('describes a range, a single bound or nothing', () => {
    expect(spaced(repairCostRange(180, 1320))).toBe('180 € – 1.320 €');
    expect(spaced(repairCostRange(200, 200))).toBe('200 €');
    expect(spaced(repairCostRange(250, null))).toBe('da 250 €');
    expect(spaced(repairCostRange(null, 90))).toBe('fino a 90 €');
    expect(repairCostRange(null, null)).toBeNull();
  });
});
