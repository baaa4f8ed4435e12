import { describe, expect, it } from 'vitest';
import { type ComparableReport, diffReports, repairCostsText } from './report-changes';
import { comparableDraft, comparablePublished } from './report-changes-input';

const published = (): ComparableReport => ({
  ...comparableDraft({}),
  details: {
    ...comparableDraft({}).details,
    brand: 'Fiat',
    odometer: 84_500,
    compliance_expiry: '2027-03-05',
  },
  verdict: 'Buone condizioni.',
  items: {
    ext_body_paint: {
      value: 4,
      not_checked_reason: null,
      description: null,
      min_repair_cost: null,
      max_repair_cost: null,
      severity: null,
    },
  },
  key_photos: { front: 'p1', rear: 'p2' },
  imperfections: ['i1'],
});

describe('diffReports', () => {
  it('finds nothing between a version and itself', () => {
    expect(diffReports(published(), published())).toEqual([]);
  });

  it('lists each change in Italian, in the report order', () => {
    const before = published();
    const after: ComparableReport = {
      ...before,
      details: { ...before.details, odometer: 85_000, compliance_expiry: null },
      verdict: 'Da rivedere.',
      items: {
        ext_body_paint: {
          value: 0,
          not_checked_reason: 'unsafe',
          description: 'Sotto un telo.',
          min_repair_cost: 150,
          max_repair_cost: 1500,
          severity: 'value',
        },
      },
      key_photos: { front: 'p9', left_side: 'p3' },
      imperfections: ['i1', 'i2'],
    };
    expect(diffReports(before, after)).toEqual([
      {
        section: 'details',
        field: 'odometer',
        label: 'Chilometraggio',
        before: '84.500 km',
        after: '85.000 km',
      },
      {
        section: 'details',
        field: 'compliance_expiry',
        label: 'Scadenza della revisione',
        before: '5/3/2027',
        after: null,
      },
      {
        section: 'verdict',
        field: 'verdict_overall',
        label: 'Giudizio complessivo',
        before: 'Buone condizioni.',
        after: 'Da rivedere.',
      },
      expect.objectContaining({ field: 'ext_body_paint', before: '4/5', after: 'Non controllato' }),
      expect.objectContaining({
        field: 'ext_body_paint.not_checked_reason',
        before: null,
        after: 'Non verificabile in sicurezza',
      }),
      expect.objectContaining({ field: 'ext_body_paint.description', before: null, after: 'Sotto un telo.' }),
      expect.objectContaining({
        field: 'ext_body_paint.repair_costs',
        before: null,
        after: 'da 150 € a 1.500 €',
      }),
      {
        section: 'items',
        field: 'ext_body_paint.severity',
        label: 'Vernice della carrozzeria: gravità',
        before: null,
        after: 'Valore',
      },
      {
        section: 'key_photos',
        field: 'front',
        label: 'Foto: Anteriore',
        before: 'foto presente',
        after: 'foto sostituita',
      },
      {
        section: 'key_photos',
        field: 'left_side',
        label: 'Foto: Laterale sinistro',
        before: 'nessuna foto',
        after: 'foto presente',
      },
      {
        section: 'key_photos',
        field: 'rear',
        label: 'Foto: Posteriore',
        before: 'foto presente',
        after: 'nessuna foto',
      },
      {
        section: 'imperfections',
        field: 'imperfections',
        label: 'Foto delle imperfezioni',
        before: '1 foto',
        after: '2 foto',
      },
    ]);
  });

  it('reads the draft and the published rows alike, so an unchanged correction has no changes', () => {
    const draft = comparableDraft({
      details: { brand: 'Fiat', plate_number: 'ga 123 bc', transmission: 'Manuale a 6 marce' },
      verdict_overall: 'Ok.',
      items: { ext_body_paint: { value: 3, not_checked_reason: 'unsafe', min_repair_cost: 200, photos: [] } },
      key_photos: { front: 'p1' },
      imperfections: [],
    });
    const rows = comparablePublished(
      {
        ...draft.details,
        plate_number: 'GA123BC',
        transmission: null,
        verdict_overall: 'Ok.',
        fault_codes: [],
      },
      [
        {
          item_key: 'ext_body_paint',
          value_rating: 3,
          value_text: null,
          not_checked_reason: null,
          description: null,
          min_repair_cost_cents: 20_000,
          max_repair_cost_cents: null,
          severity: null,
        },
      ],
      [{ photo_id: 'p1', kind: 'key', slot: 'front', caption: null }],
      [],
    );
    // A gearbox the editor could not have written reads as empty, as the approval would write it.
    expect(diffReports(rows, draft)).toEqual([]);
  });

  it('lists the odometer readings as one change, in their order', () => {
    const draft = comparableDraft({
      odometer_readings: [
        { source: 'service_book', date: '2023-06-05', km: 120_500 },
        { source: 'revisione', date: '2024-03-12', km: null },
        { source: 'revisione', date: '2024-03-12', km: 'tanti' },
      ],
    });
    const rows = comparablePublished(
      { ...draft.details, verdict_overall: null, fault_codes: [] },
      [],
      [],
      [{ source: 'service_book', read_on: '2023-06-05', km: 120_500 }],
    );
    expect(diffReports(rows, draft)).toEqual([
      {
        section: 'details',
        field: 'odometer_readings',
        label: 'Letture del contachilometri',
        before: '5/6/2023, Libretto di manutenzione, 120.500 km',
        after: '5/6/2023, Libretto di manutenzione, 120.500 km; 12/3/2024, Revisione, km non indicati',
      },
    ]);
  });

  it('lists a changed caption of an imperfection photo, read alike from the draft and the rows', () => {
    const rows = comparablePublished(
      { ...comparableDraft({}).details, verdict_overall: null, fault_codes: [] },
      [],
      [
        { photo_id: 'i1', kind: 'imperfection', slot: null, caption: 'Graffio sul cofano' },
        { photo_id: 'i2', kind: 'imperfection', slot: null, caption: null },
      ],
      [],
    );
    const draft = comparableDraft({
      imperfections: ['i1', 'i2'],
      imperfection_captions: { i1: 'Graffio sul cofano', i2: 'Ammaccatura sul tetto' },
    });
    expect(diffReports(rows, draft)).toEqual([
      {
        section: 'imperfections',
        field: 'imperfection_captions.i2',
        label: 'Didascalia: imperfezione 2',
        before: null,
        after: 'Ammaccatura sul tetto',
      },
    ]);
  });

  it('compares the severity the report shows: a default stays unchanged, a new choice is a change', () => {
    const finding = { value: 2, min_repair_cost: 100, max_repair_cost: 200, photos: [] };
    const row = {
      item_key: 'road_clutch',
      value_rating: 2,
      value_text: null,
      not_checked_reason: null,
      description: null,
      min_repair_cost_cents: 10_000,
      max_repair_cost_cents: 20_000,
      severity: null,
    };
    const sealedBefore = comparablePublished(
      { ...comparableDraft({}).details, verdict_overall: null, fault_codes: [] },
      [row],
      [],
      [],
    );
    expect(sealedBefore.items.road_clutch?.severity).toBe('value');
    expect(diffReports(sealedBefore, comparableDraft({ items: { road_clutch: finding } }))).toEqual([]);
    expect(
      diffReports(
        sealedBefore,
        comparableDraft({ items: { road_clutch: { ...finding, severity: 'safety' } } }),
      ),
    ).toEqual([
      {
        section: 'items',
        field: 'road_clutch.severity',
        label: 'Frizione: gravità',
        before: 'Valore',
        after: 'Sicurezza',
      },
    ]);
  });

  it('writes repair costs as a range', () => {
    expect(repairCostsText(150, 300)).toBe('da 150 € a 300 €');
    expect(repairCostsText(null, 90)).toBe('fino a 90 €');
    expect(repairCostsText(null, null)).toBeNull();
  });
});
