import type {
  InspectionPurchased,
  InspectionRequested,
  UserReports,
} from '@verificauto/shared/contracts/user-reports';

/**
 * Test data for the profile: one inspection per stage of docs/product.md#inspection-lifecycle and one
 * purchase.
 */
export const bookedInspection: InspectionRequested = {
  uuid: '0c6f3a52-8a4e-4d0e-9d0c-1f2a3b4c5d01',
  created_at: '2026-11-18T10:00:00.000Z',
  updated_at: '2026-11-18T10:00:00.000Z',
  booked_at: '2026-11-30T08:30:00.000Z',
  car_license_plate: 'GA123BC',
  workshop_name: 'Autofficina Rossi',
  workshop_address: 'Via Padova 100, 20132 Milano (MI)',
  workshop_phone: '02 1234567',
  amount_paid_cents: 9900,
  manage_token: '0c6f3a52-8a4e-4d0e-9d0c-1f2a3b4c5d01.0.firma-del-link-di-gestione',
  awaiting_payment_until: null,
  report: null,
  withdrawal_token: 'b.0c6f3a52-8a4e-4d0e-9d0c-1f2a3b4c5d01.firma-del-link-di-recesso',
};

export const awaitingInspection: InspectionRequested = {
  uuid: '0c6f3a52-8a4e-4d0e-9d0c-1f2a3b4c5d02',
  created_at: '2026-11-05T10:00:00.000Z',
  updated_at: '2026-11-21T15:00:00.000Z',
  booked_at: '2026-11-20T09:00:00.000Z',
  car_license_plate: 'FX456DE',
  workshop_name: 'Officina Bianchi',
  workshop_address: 'Via Emilia 12, 40128 Bologna (BO)',
  workshop_phone: '051 987654',
  amount_paid_cents: 0,
  manage_token: null,
  awaiting_payment_until: null,
  report: {
    report_number: 10002,
    backoffice_state: null,
    verdict_datecompleted: '2026-11-20T11:00:00.000Z',
    main_image: null,
    brand: 'Fiat',
    model: 'Panda',
    year: 2019,
    odometer: 45000,
    score_overall: null,
  },
  withdrawal_token: null,
};

export const completedInspection: InspectionRequested = {
  uuid: '0c6f3a52-8a4e-4d0e-9d0c-1f2a3b4c5d03',
  created_at: '2026-01-05T10:00:00.000Z',
  updated_at: '2026-01-20T10:00:00.000Z',
  booked_at: '2026-01-15T09:00:00.000Z',
  car_license_plate: 'EZ789FG',
  workshop_name: 'Officina Verdi',
  workshop_address: 'Corso Francia 5, 10138 Torino (TO)',
  workshop_phone: '011 555666',
  amount_paid_cents: 7900,
  manage_token: null,
  awaiting_payment_until: null,
  report: {
    report_number: 10001,
    backoffice_state: 'approved',
    verdict_datecompleted: '2026-01-15T12:00:00.000Z',
    main_image: '/images/reports/golf.jpg',
    brand: 'Volkswagen',
    model: 'Golf',
    year: 2018,
    odometer: 123456,
    score_overall: 4.256,
  },
  withdrawal_token: null,
};

export const purchase: InspectionPurchased = {
  uuid: '0c6f3a52-8a4e-4d0e-9d0c-1f2a3b4c5d04',
  purchased_at: '2026-11-22T10:00:00.000Z',
  access_until: '2027-05-21T10:00:00.000Z',
  order_number: 'VA-2026-000123',
  amount_cents: 950,
  invoice_url: '/api/purchases/0c6f3a52-8a4e-4d0e-9d0c-1f2a3b4c5d04/invoice.pdf',
  report: {
    report_number: 10003,
    verdict_datecompleted: '2026-01-28T12:00:00.000Z',
    main_image: null,
    brand: 'Toyota',
    model: 'Yaris',
    year: 2020,
    odometer: 38500,
    score_overall: 3.5,
  },
  withdrawal_token: 'p.0c6f3a52-8a4e-4d0e-9d0c-1f2a3b4c5d09.firma-del-link-di-recesso',
};

export const userReports: UserReports = {
  inspectionsRequested: [bookedInspection, awaitingInspection, completedInspection],
  inspectionsRequestedNext: null,
  inspectionsPurchased: [purchase],
  inspectionsPurchasedNext: null,
};
