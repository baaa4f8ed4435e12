import { WITHDRAWAL_DAYS } from '../domain/business';
import { formatDate } from '../domain/format';

export type StatementKey = 'regulation' | 'immediate_access' | 'age' | 'marketing';

/**
 * The statements of the checkout, each a separate unticked checkbox (legal checklist, "Pre-contractual
 * information and the checkout"). The page shows these words and the purchase records them as accepted,
 * so that what was agreed can be read back word for word.
 */
export function checkoutStatements(regulationDate: string): Record<StatementKey, string> {
  return {
    regulation: `Ho letto e accetto il Regolamento (versione del ${formatDate(regulationDate)}).`,
    immediate_access: `Chiedo di accedere subito al report e prendo atto che, una volta aperto il report, perdo il diritto di recesso di ${WITHDRAWAL_DAYS} giorni.`,
    age: 'Dichiaro di avere almeno 18 anni, oppure almeno 14 anni e il consenso di un genitore.',
    marketing: 'Voglio ricevere via email offerte e novità di Verificauto (facoltativo).',
  };
}

export const REQUIRED_STATEMENTS: readonly StatementKey[] = ['regulation', 'age'];
