import type { ReportDraft, VehicleDetails, WorkshopBooking } from '@verificauto/shared/contracts/workshop';
import { CATALOGUE_ITEMS } from '@verificauto/shared/domain/checklist';
import { REQUIRED_KEY_PHOTO_SLOTS } from '@verificauto/shared/domain/report-completeness';

export const INSPECTION_UUID = '5b0b7f3e-8a8c-4a57-9d43-0f2f2c8f1a11';
export const DRAFT_PATH = `/api/workshop/inspections/${INSPECTION_UUID}/draft`;
export const EDITOR_PATH = `/officina/ispezioni/${INSPECTION_UUID}`;

const EMPTY_DETAILS = {
  brand: null,
  model: null,
  variant: null,
  year: null,
  month: null,
  plate_number: null,
  vin: null,
  odometer: null,
  colour: null,
  interior: null,
  interior_colour: null,
  compliance_expiry: null,
  transmission: null,
  engine: null,
  drive_type: null,
  aspiration: null,
  fuel_type: null,
  number_of_doors: null,
  number_of_seats: null,
  service_book: null,
  last_service_km: null,
  last_service_date: null,
  warranty_expiry: null,
  euro_class: null,
} satisfies VehicleDetails;

export function makeDraft(overrides: Partial<ReportDraft> = {}): ReportDraft {
  return {
    uuid: INSPECTION_UUID,
    booked_at: '2026-11-30T08:00:00.000Z',
    car_license_plate: 'AB123CD',
    check_in_opens_at: '2026-11-30T07:30:00.000Z',
    checked_in_at: '2026-11-30T07:56:00.000Z',
    awaiting_check_in: false,
    state: 'editing',
    revision: 1,
    updated_at: '2026-11-30T08:05:00.000Z',
    returned_note: null,
    details: { ...EMPTY_DETAILS },
    odometer_readings: [],
    verdict_overall: null,
    items: {},
    key_photos: {},
    imperfections: [],
    imperfection_captions: {},
    fault_codes: [],
    photos: {},
    ...overrides,
  };
}

const PHOTO_ID = '0c6f4d1e-2b7a-4e0c-9a55-5d2f1e3b4c01';

/** A draft findMissingParts finds nothing in. */
export function makeCompleteDraft(): ReportDraft {
  return makeDraft({
    details: {
      ...EMPTY_DETAILS,
      brand: 'Fiat',
      model: 'Panda',
      year: 2019,
      plate_number: 'AB123CD',
      vin: 'ZFA31200000123456',
      odometer: 54000,
      fuel_type: 'Benzina',
      transmission: 'Manuale',
    },
    verdict_overall: 'Auto in buone condizioni.',
    items: Object.fromEntries(
      CATALOGUE_ITEMS.map((item) => [
        item.key,
        {
          value: item.kind === 'rating' ? 4 : 'ok',
          not_checked_reason: null,
          description: null,
          min_repair_cost: null,
          max_repair_cost: null,
          severity: null,
          photos: [],
        },
      ]),
    ),
    key_photos: Object.fromEntries(REQUIRED_KEY_PHOTO_SLOTS.map((slot) => [slot, PHOTO_ID])),
    photos: {
      [PHOTO_ID]: {
        id: PHOTO_ID,
        src: '/photos/a.jpg',
        srcSet: '/photos/a.jpg 800w',
        width: 800,
        height: 600,
        alt: 'Foto',
        taken_at: '2026-11-30T08:10:00.000Z',
      },
    },
  });
}

export function makeBooking(overrides: Partial<WorkshopBooking> = {}): WorkshopBooking {
  return {
    uuid: INSPECTION_UUID,
    booked_at: '2026-11-30T08:00:00.000Z',
    car_license_plate: 'AB123CD',
    contact_name: 'Mario Rossi',
    contact_email: 'mario.rossi@example.it',
    contact_phone: '333 123 4567',
    draft_state: 'none',
    returned_note: null,
    checked_in_at: null,
    ...overrides,
  };
}
