/** The state of an OBD-II fault code as the scanner reads it (decision 052); the buyer sees the label. */
export const FAULT_CODE_STATUSES = {
  active: 'Attivo',
  stored: 'Memorizzato',
  pending: 'In attesa',
} as const;
export type FaultCodeStatus = keyof typeof FAULT_CODE_STATUSES;

/** More than a scanner lists on a car that still runs; a longer list is a mistake of the editor. */
export const MAX_FAULT_CODES = 30;
