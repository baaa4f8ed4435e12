/** Italian names of the audit log's actions; an action not listed here shows as written. */
const ACTION_LABELS: Record<string, string> = {
  'report.approved': 'Report approvato',
  'report.returned': 'Report rimandato all’officina',
  'report.correction_requested': 'Correzione del report richiesta',
  'report.correction_approved': 'Correzione del report approvata (nuova versione)',
  'user.blocked': 'Utente bloccato',
  'user.unblocked': 'Utente sbloccato',
  'purchase.refunded': 'Acquisto rimborsato',
  'mail.resent': 'Email inviata di nuovo',
};

export const actionLabel = (action: string) => ACTION_LABELS[action] ?? action;

const ENTITY_LABELS: Record<string, string> = {
  report: 'Report',
  inspection: 'Ispezione',
  user: 'Utente',
  workshop: 'Officina',
  discount_code: 'Codice sconto',
  invoice: 'Fattura',
  purchase: 'Acquisto',
  mail: 'Email',
};

/** "Report 3f2a…": the kind of thing in Italian, then its id. */
export const entityLabel = (entity: string, id: string) => `${ENTITY_LABELS[entity] ?? entity} ${id}`;
