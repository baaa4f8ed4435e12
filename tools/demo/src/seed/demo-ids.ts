/**
 * Fixed identifiers of the demo data, so that tests, docs and manual checks can link to them
 * (e.g. /report/de000000-0000-4000-8000-00000000a003, the approved report's inspection).
 */
export const DEMO_IDS = {
  bookedInspection: 'de000000-0000-4000-8000-00000000a001',
  atWorkshopInspection: 'de000000-0000-4000-8000-00000000a004',
  arrivingInspection: 'de000000-0000-4000-8000-00000000a005',
  awaitingApprovalInspection: 'de000000-0000-4000-8000-00000000a002',
  approvedInspection: 'de000000-0000-4000-8000-00000000a003',
  awaitingApprovalReport: 'de000000-0000-4000-8000-00000000b002',
  approvedReport: 'de000000-0000-4000-8000-00000000b003',
  purchase: 'de000000-0000-4000-8000-00000000d001',
} as const;

export const DEMO_WORKSHOP_SLUG = 'autofficina-rossi-figli-milano';
export const DEMO_ORDER_NUMBER = 'VA-2026-000001';
