import { describe, expect, it } from 'vitest';
import type { ReportItemRow } from '../../../db/report-item-row';
import {
  canonicalJson,
  NotCanonicalError,
  reportFingerprint,
  type SealContent,
  sealedItem,
  sha256Hex,
} from './report-seal';

const photo = (kind: 'key' | 'item' | 'imperfection', position: number, hash: string) => ({
  kind,
  slot: kind === 'key' ? 'front' : null,
  item_key: kind === 'item' ? 'bodywork' : null,
  position,
  caption: null,
  taken_at: new Date('2026-03-02T09:30:00Z'),
  sha256: sha256Hex(hash),
});

const content = (): SealContent => ({
  uuid: '6f1c2b0e-8d0a-4c55-9f57-0d7f5f4f0a11',
  car_license_plate: 'AB123CD',
  report: { brand: 'Fiat', model: 'Panda', year: 2019, score_overall: 4.25, vin: null },
  items: [
    {
      category: 'exterior',
      item_key: 'bodywork',
      value_rating: 4,
      value_text: null,
      not_checked_reason: null,
      description: 'Graffio sul paraurti',
      min_repair_cost_cents: 10_000,
      max_repair_cost_cents: 20_000,
    },
    {
      category: 'engine',
      item_key: 'oil_level',
      value_rating: 0,
      value_text: null,
      not_checked_reason: 'not_accessible',
      description: null,
      min_repair_cost_cents: null,
      max_repair_cost_cents: null,
    },
  ],
  photos: [photo('key', 0, 'front'), photo('item', 0, 'graffio'), photo('imperfection', 0, 'ammaccatura')],
});

describe('canonicalJson', () => {
  it('sorts the keys at every depth, keeps the order of arrays and leaves out undefined', () => {
    expect(canonicalJson({ b: 1, a: { d: [3, 1], c: null, e: undefined } })).toBe(
      '{"a":{"c":null,"d":[3,1]},"b":1}',
    );
    expect(canonicalJson({ a: 1, b: 2 })).toBe(canonicalJson({ b: 2, a: 1 }));
  });

  it('writes dates as ISO 8601 and refuses numbers JSON cannot hold', () => {
    expect(canonicalJson({ at: new Date('2026-03-02T09:30:00Z') })).toBe('{"at":"2026-03-02T09:30:00.000Z"}');
    expect(() => canonicalJson({ score: Number.NaN })).toThrow(NotCanonicalError);
    expect(() => canonicalJson({ n: 10n })).toThrow(NotCanonicalError);
  });
});

describe('reportFingerprint', () => {
  it('is a SHA-256 in hex, the same for the same content whatever the order of its keys', () => {
    const fingerprint = reportFingerprint(content());
    expect(fingerprint).toMatch(/^[0-9a-f]{64}$/);
    const reordered = content();
    reordered.report = { vin: null, score_overall: 4.25, year: 2019, model: 'Panda', brand: 'Fiat' };
    expect(reportFingerprint(reordered)).toBe(fingerprint);
  });

  it('changes with a field, an item, a photo’s hash, a photo’s place or the order of the photos', () => {
    const base = reportFingerprint(content());
    const changes: ((c: SealContent) => void)[] = [
      (c) => {
        c.report.odometer = 84_500;
      },
      (c) => {
        const [first] = c.items;
        if (first) first.value_rating = 3;
      },
      (c) => {
        const [first] = c.items;
        if (first) first.description = 'Graffio sul paraurti.';
      },
      (c) => {
        const [, second] = c.items;
        if (second) second.not_checked_reason = 'owner_declined';
      },
      (c) => {
        c.items.reverse();
      },
      (c) => {
        const [first] = c.items;
        if (first) first.severity = 'cosmetic';
      },
      (c) => {
        const [first] = c.photos;
        if (first) first.sha256 = sha256Hex('another photo');
      },
      (c) => {
        const last = c.photos.at(-1);
        if (last) last.position = 1;
      },
      (c) => {
        c.photos.reverse();
      },
      (c) => {
        c.photos.pop();
      },
    ];
    const fingerprints = changes.map((change) => {
      const changed = content();
      change(changed);
      return reportFingerprint(changed);
    });
    for (const fingerprint of fingerprints) expect(fingerprint).not.toBe(base);
    expect(new Set(fingerprints).size).toBe(fingerprints.length);
  });

  it('covers the odometer readings, and leaves a report without readings as it was sealed before them', () => {
    const base = reportFingerprint(content());
    const withReadings = content();
    withReadings.odometer_readings = [
      { position: 0, source: 'revisione', read_on: '2024-03-12', km: 61_000 },
    ];
    expect(reportFingerprint({ ...content(), odometer_readings: undefined })).toBe(base);
    expect(reportFingerprint(withReadings)).not.toBe(base);
    const otherKm = content();
    otherKm.odometer_readings = [{ position: 0, source: 'revisione', read_on: '2024-03-12', km: 16_000 }];
    expect(reportFingerprint(otherKm)).not.toBe(reportFingerprint(withReadings));
  });

  it('stays the same for a report sealed before severities: a row without one leaves the key out', () => {
    const before = content();
    const rows = before.items.map((item): ReportItemRow => ({ ...item, severity: null }));
    expect(reportFingerprint({ ...before, items: rows.map(sealedItem) })).toBe(reportFingerprint(before));
    const [first] = rows;
    if (first) first.severity = 'safety';
    expect(reportFingerprint({ ...before, items: rows.map(sealedItem) })).not.toBe(reportFingerprint(before));
  });
});
