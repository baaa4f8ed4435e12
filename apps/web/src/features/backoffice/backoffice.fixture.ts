import type { AuditEntry, PendingReport } from '@verificauto/shared/contracts/backoffice';

export const PENDING_UUID = '7d1c6a52-8a4e-4d0e-9d0c-1f2a3b4c5d77';

export function makePendingReport(overrides: Partial<PendingReport> = {}): PendingReport {
  return {
    uuid: PENDING_UUID,
    report_number: 1042,
    submitted_at: '2026-03-05T14:07:00.000Z',
    inspected_at: '2026-03-05T09:00:00.000Z',
    car_license_plate: 'GH123JK',
    brand: 'Fiat',
    model: 'Panda',
    year: 2019,
    score_overall: 4.1,
    workshop: { name: 'Officina Rossi', city: 'Milano' },
    technician_name: 'Luca Bianchi',
    seller_email: 'venditore@example.it',
    previously_returned_note: null,
    correction_reason: null,
    version: 1,
    date_warnings: [],
    ...overrides,
  };
}

export function makeAuditEntry(id: number, overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id,
    at: '2026-03-05T15:30:00.000Z',
    actor: { email: 'ufficio@example.it', name: 'Giulia Verdi' },
    action: 'report.approved',
    entity: 'report',
    entity_id: PENDING_UUID,
    before: { backoffice_state: null },
    after: { backoffice_state: 'approved' },
    ...overrides,
  };
}
