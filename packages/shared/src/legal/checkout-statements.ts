import { MINIMUM_AGE } from '../domain/business';
import { formatDate } from '../domain/format';
import { BRAND } from './company';

export type StatementKey = 'regulation' | 'immediate_access' | 'age' | 'marketing';

/**
 * The express request for immediate access with the acknowledgment of losing the withdrawal: asked at checkout
 * and, of a buyer who did not tick it there, when the report is first opened, in the same words
 * (docs/product.md#legal-withdrawal).
 */
export const IMMEDIATE_ACCESS_STATEMENT =
  'Chiedo di accedere subito al report e prendo atto che, una volta aperto, perdo il diritto di recesso.';

/**
 * The statements of the checkout, each a separate unticked checkbox (docs/product.md#legal-checkout). The
 * page shows these words and the purchase records them as accepted, so that what was agreed can be read back
 * word for word.
 */
export function checkoutStatements(regulationDate: string): Record<StatementKey, string> {
  return {
    regulation: `Ho letto e accetto il Regolamento (versione del ${formatDate(regulationDate)}).`,
    immediate_access: IMMEDIATE_ACCESS_STATEMENT,
    age: `Dichiaro di avere almeno 18 anni, oppure almeno ${MINIMUM_AGE} anni e il consenso di un genitore.`,
    marketing: `Voglio ricevere per email offerte e novità di ${BRAND}.`,
  };
}
