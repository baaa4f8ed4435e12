import type {
  InspectionPreview,
  InspectionReport,
  Photo,
  ReportItem,
} from '@verificauto/shared/contracts/report';
import type { CategoryKey } from '@verificauto/shared/domain/categories';
import { CATEGORIES, KEY_PHOTO_SLOTS } from '@verificauto/shared/domain/checklist';

export const FIXTURE_UUID = '0c6f3a52-8a4e-4d0e-9d0c-1f2a3b4c5d10';

export function fixturePhoto(name: string, alt = name, takenAt: string | null = null): Photo {
  return {
    src: `/fixture/${name}-800.webp`,
    srcSet: `/fixture/${name}-400.webp 400w, /fixture/${name}-800.webp 800w`,
    width: 800,
    height: 600,
    alt,
    taken_at: takenAt,
  };
}

export const FIXTURE_FINGERPRINT = '3f9a2c7e1b04d8e5a6c1f0b9e2d7a4c3b8e1f6a9d0c5b2e7f4a1d8c3b6e9f2a5';

const TEXT_VALUES: Record<string, string> = {
  tyr_brand_size: 'Michelin Primacy 4, 205/55 R16',
  tyr_dot: '2022',
  tyr_tread_front_left: '5,5',
  tyr_tread_front_right: '5,4',
  tyr_tread_rear_left: '6,1',
  tyr_tread_rear_right: '6,0',
};

/** Findings that exercise every display rule: costs (both, one), a photo, not checked, hidden. */
const FINDINGS: Record<string, Partial<ReportItem>> = {
  ext_body_paint: {
    value: 3,
    description: 'Graffio profondo sul parafango anteriore destro.',
    photos: [fixturePhoto('graffio', 'Graffio sul parafango anteriore destro', '2026-01-15T09:41:00.000Z')],
    minRepairCost: 180,
    maxRepairCost: 320,
  },
  ext_summary: { value: 'Carrozzeria in buono stato, un graffio da ritoccare.' },
  eng_battery: { value: 2, minRepairCost: 120, maxRepairCost: 1180 },
  tyr_front_brakes: { value: 3, description: 'Dischi al limite.', minRepairCost: 250 },
  int_speakers: { value: 0 },
  eng_turbo: { value: 0, not_checked_reason: 'Non accessibile senza smontaggi' },
  road_cabin_noise: { value: null },
  road_summary: { value: 'Nessuna anomalia durante la prova su strada.' },
};

function categoryItems(category: CategoryKey): ReportItem[] {
  const definition = CATEGORIES.find((c) => c.key === category);
  return (definition?.items ?? []).map((item) => ({
    key: item.key,
    value: item.kind === 'rating' ? 5 : (TEXT_VALUES[item.key] ?? null),
    not_checked_reason: null,
    description: null,
    photos: [],
    minRepairCost: null,
    maxRepairCost: null,
    severity: null,
    ...FINDINGS[item.key],
  }));
}

/** A complete report built from the checklist catalogue, for the report page tests. */
export function makeInspectionReport(overrides: Partial<InspectionReport> = {}): InspectionReport {
  return {
    uuid: FIXTURE_UUID,
    car_license_plate: 'GA123BC',
    inspected_at: '2026-01-15T09:00:00.000Z',
    inspected_until: '2026-01-15T10:12:00.000Z',
    workshop: { name: 'Autofficina Rossi', city: 'Milano' },
    access: { role: 'buyer', access_until: '2026-07-20T10:00:00.000Z' },
    report: {
      report_number: 10001,
      backoffice_state: 'approved',
      verdict_overall: 'Auto in buone condizioni generali.\nBatteria da sostituire a breve.',
      verdict_datecompleted: '2026-01-16T12:00:00.000Z',
      brand: 'Volkswagen',
      model: 'Golf',
      variant: '1.5 TSI Life',
      year: 2019,
      month: 3,
      plate_number: 'GA123BC',
      vin: 'WVWZZZAUZKW000001',
      odometer: 123456,
      colour: 'Grigio',
      interior: 'Tessuto',
      interior_colour: 'Nero',
      compliance_expiry: '2027-03-31',
      transmission: 'Manuale 6 marce',
      engine: '1.5 TSI 130 CV',
      drive_type: 'Anteriore',
      aspiration: 'Turbo',
      fuel_type: 'Benzina',
      number_of_doors: 5,
      number_of_seats: 5,
      service_book: 'Completo',
      last_service_km: 120000,
      last_service_date: '2025-11-10',
      warranty_expiry: null,
      euro_class: 'Euro 6d',
      odometer_readings: [
        { source: 'revisione', date: '2023-03-20', km: 61_000 },
        { source: 'service_book', date: '2025-11-10', km: 120_000 },
      ],
      odometer_check: { verdict: 'coherent', evidence: [] },
      main_image: fixturePhoto('principale', 'Volkswagen Golf grigia vista di tre quarti'),
      key_photos: {
        exterior: KEY_PHOTO_SLOTS.exterior
          .slice(0, 3)
          .map((slot) => ({ slot: slot.key, photo: fixturePhoto(slot.key, slot.label) })),
        interior: [{ slot: 'dashboard', photo: fixturePhoto('plancia', 'Plancia') }],
      },
      key_photos_imperfections: [fixturePhoto('imperfezione', 'Ammaccatura sulla portiera')],
      exterior_score: 4.2,
      interior_score: 4.9,
      engine_score: 4.1,
      tyres_and_suspension_score: 4.5,
      road_test_score: 5,
      score_overall: 4.54,
      seal: { sealed_at: '2026-01-16T12:00:00.000Z', fingerprint: FIXTURE_FINGERPRINT },
      versions: [
        { version: 1, sealed_at: '2026-01-16T12:00:00.000Z', fingerprint: FIXTURE_FINGERPRINT, reason: null },
      ],
      items: {
        exterior: categoryItems('exterior'),
        interior: categoryItems('interior'),
        engine: categoryItems('engine'),
        tyres_and_suspension: categoryItems('tyres_and_suspension'),
        road_test: categoryItems('road_test'),
        documents: categoryItems('documents'),
        diagnostics: categoryItems('diagnostics'),
      },
      fault_codes: [],
    },
    ...overrides,
  };
}

/** A guest's preview of the fixture's car (docs/product.md#report-page). */
export function makeInspectionPreview(overrides: Partial<InspectionPreview> = {}): InspectionPreview {
  return {
    verdict_datecompleted: '2026-01-16T12:00:00.000Z',
    brand: 'Volkswagen',
    model: 'Golf',
    main_image: fixturePhoto('front', 'Volkswagen Golf'),
    year: 2019,
    odometer: 123456,
    inspected_at: '2026-01-15T09:00:00.000Z',
    workshop: { name: 'Autofficina Rossi', city: 'Milano' },
    score_overall: 3.93,
    severity_counts: { safety: 1, value: 2, cosmetic: 0 },
    ...overrides,
  };
}
