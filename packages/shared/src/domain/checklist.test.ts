import { describe, expect, it } from 'vitest';
import { CATEGORY_KEYS, SCORED_CATEGORY_KEYS } from './categories';
import {
  CATALOGUE_ITEMS,
  CATEGORIES,
  computeCategoryScore,
  computeOverallScore,
  computeReportScores,
  findCategory,
  findItem,
  KEY_PHOTO_SLOTS,
  ratingDescription,
  SCORED_CATEGORIES,
} from './checklist';

describe('checklist catalogue', () => {
  it('has the five scored categories of the spec, then documents and diagnosis without a score', () => {
    expect(CATEGORIES.map((c) => c.key)).toEqual([...CATEGORY_KEYS]);
    expect(CATEGORIES.map((c) => c.label)).toEqual([
      'Esterni',
      'Interni',
      'Motore',
      'Pneumatici e sospensioni',
      'Prova su strada',
      'Documenti e dati del veicolo',
      'Diagnosi elettronica',
    ]);
    expect(CATEGORIES.map((c) => c.scoreField)).toEqual([
      'exterior_score',
      'interior_score',
      'engine_score',
      'tyres_and_suspension_score',
      'road_test_score',
      null,
      null,
    ]);
    expect(SCORED_CATEGORIES.map((c) => c.key)).toEqual([...SCORED_CATEGORY_KEYS]);
  });

  it('keeps the item counts of docs/product.md#report-data and adds the checks beyond them (decision 052)', () => {
    const counts = Object.fromEntries(CATEGORIES.map((c) => [c.key, c.items.length]));
    expect(counts).toEqual({
      exterior: 14,
      interior: 30,
      engine: 19,
      tyres_and_suspension: 19,
      road_test: 14,
      documents: 18,
      diagnostics: 18,
    });
    expect(CATALOGUE_ITEMS).toHaveLength(132);
  });

  it('checks the papers against the car and reads every control unit', () => {
    const documents = findCategory('documents').items.map((i) => i.key);
    for (const key of [
      'doc_vin_match',
      'doc_revision_valid',
      'doc_service_book',
      'doc_keys_count',
      'doc_recalls',
    ]) {
      expect(documents).toContain(key);
    }
    const diagnostics = findCategory('diagnostics').items.map((i) => i.key);
    for (const key of [
      'diag_fault_codes',
      'diag_readiness',
      'diag_airbag',
      'diag_abs_esp',
      'diag_ecu_mileage',
    ]) {
      expect(diagnostics).toContain(key);
    }
  });

  it('gives every item a unique snake_case key and a label', () => {
    const keys = CATALOGUE_ITEMS.map((i) => i.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const item of CATALOGUE_ITEMS) {
      expect(item.key, item.key).toMatch(/^[a-z]+(_[a-z0-9]+)+$/);
      expect(item.label.trim().length, item.key).toBeGreaterThan(2);
      expect(['rating', 'text']).toContain(item.kind);
    }
  });

  it('covers the exterior subjects the spec names', () => {
    const exterior = findCategory('exterior').items.map((i) => i.key);
    for (const key of ['ext_body_paint', 'ext_windscreen', 'ext_headlights', 'ext_rust', 'ext_tow_bar']) {
      expect(exterior).toContain(key);
    }
    expect(findItem('ext_summary')).toMatchObject({ kind: 'text', category: 'exterior' });
  });

  it('finds an item with its category, and nothing for an unknown key', () => {
    expect(findItem('tyr_front_brakes')).toEqual({
      key: 'tyr_front_brakes',
      label: 'Dischi e pastiglie anteriori',
      kind: 'rating',
      category: 'tyres_and_suspension',
    });
    expect(findItem('nope')).toBeUndefined();
  });

  it('has 12 exterior and 14 interior key photo slots with unique keys', () => {
    expect(KEY_PHOTO_SLOTS.exterior).toHaveLength(12);
    expect(KEY_PHOTO_SLOTS.interior).toHaveLength(14);
    const keys = [...KEY_PHOTO_SLOTS.exterior, ...KEY_PHOTO_SLOTS.interior].map((s) => s.key);
    expect(new Set(keys).size).toBe(26);
    const interior = KEY_PHOTO_SLOTS.interior.map((s) => s.label);
    expect(interior).toContain('Libretto di manutenzione');
    expect(interior).toContain('Chiavi');
  });
});

describe('ratingDescription', () => {
  it("shows 'Non controllato.' for 0", () => {
    expect(ratingDescription(0)).toBe('Non controllato.');
  });

  it('has a distinct stock text for each rating from 1 to 5', () => {
    const texts = [1, 2, 3, 4, 5].map(ratingDescription);
    expect(new Set(texts).size).toBe(5);
    expect(texts).not.toContain('Non controllato.');
    expect(ratingDescription(5)).toBe('Ottime condizioni, nessun intervento necessario.');
    expect(ratingDescription(1)).toBe('Condizioni critiche: intervento necessario prima dell’uso.');
  });

  it('rejects values outside the 0-5 scale', () => {
    for (const value of [-1, 6, 2.5, Number.NaN]) expect(() => ratingDescription(value)).toThrow(RangeError);
  });
});

describe('scores', () => {
  it('averages the checked ratings, ignoring 0 and missing values', () => {
    expect(computeCategoryScore([5, 4, 0, null, 3, undefined])).toBe(4);
    expect(computeCategoryScore([5, 4, 4])).toBe(4.33);
    expect(computeCategoryScore([5, 5, 4])).toBe(4.67);
    expect(computeCategoryScore([5, 4])).toBe(4.5);
  });

  it('has no category score when nothing was checked', () => {
    expect(computeCategoryScore([])).toBeNull();
    expect(computeCategoryScore([0, 0, null])).toBeNull();
  });

  it('rejects ratings outside the scale', () => {
    expect(() => computeCategoryScore([5, 7])).toThrow(RangeError);
  });

  it('averages the category scores that exist, to 2 decimals', () => {
    expect(computeOverallScore([4.33, 4.67, null, 5, 3.5])).toBe(4.38);
    expect(computeOverallScore([4.57, 4.58])).toBe(4.58);
    expect(computeOverallScore([5, 5, 5, 5, 5])).toBe(5);
    expect(computeOverallScore([null, undefined])).toBeNull();
  });

  it('scores a whole report: each scored category from its own ratings, then the overall score', () => {
    const ratings = {
      exterior: [4, 5, 0],
      interior: [3, 4],
      engine: [],
      tyres_and_suspension: [5, null],
      road_test: [2, 3, 4],
    };
    expect(computeReportScores((category) => ratings[category])).toEqual({
      exterior_score: 4.5,
      interior_score: 3.5,
      engine_score: null,
      tyres_and_suspension_score: 5,
      road_test_score: 3,
      score_overall: 4,
    });
  });
});
