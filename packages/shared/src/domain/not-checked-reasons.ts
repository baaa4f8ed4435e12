/** Why an item rated 0 ('Non controllato.') was not checked; the buyer sees the label. */
export const NOT_CHECKED_REASONS = {
  not_accessible: 'Non accessibile senza smontaggi',
  not_applicable: 'Non presente su questo veicolo',
  owner_declined: 'Il proprietario non ha dato il consenso',
  unsafe: 'Non verificabile in sicurezza',
  conditions: 'Condizioni non adatte (meteo, batteria scarica, …)',
} as const;
export type NotCheckedReason = keyof typeof NOT_CHECKED_REASONS;

/** The label of a stored reason; null for none, or for a key the list no longer has. */
export function notCheckedReasonLabel(reason: string | null): string | null {
  return reason !== null && Object.hasOwn(NOT_CHECKED_REASONS, reason)
    ? NOT_CHECKED_REASONS[reason as NotCheckedReason]
    : null;
}
