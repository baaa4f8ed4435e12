import { formatDate, formatDateTime } from '@verificauto/shared/domain/format';
import { IMMEDIATE_ACCESS_STATEMENT } from '@verificauto/shared/legal/checkout-statements';
import type { Company } from '@verificauto/shared/legal/company';
import { renderEmail } from '../../lib/mail/email-layout';
import type { OutgoingMail } from '../../lib/mail/mail.repository';
import type { WaivedPurchase } from './report.repository';

export interface WaiverEmailSite {
  company: Company;
  contactEmail: string;
}

/**
 * The express request made at the first opening, confirmed on a durable medium as the checkout's is in the
 * purchase confirmation (Codice del Consumo art. 51 c.7 and 59 c.1 lett. o; decision 058).
 */
export function waiverConfirmationEmail(
  purchase: WaivedPurchase,
  request: { acceptedAt: Date; regulationDate: string },
  site: WaiverEmailSite,
): OutgoingMail {
  const vehicle = purchase.vehicle ? ` del veicolo ${purchase.vehicle}` : '';
  return {
    to: purchase.email,
    subject: `Richiesta di accesso immediato al report – ordine ${purchase.orderNumber}`,
    template: 'purchase_waiver',
    ...renderEmail(
      {
        title: 'La tua richiesta di accesso immediato',
        greeting: 'Ciao,',
        paragraphs: [
          `il ${formatDateTime(request.acceptedAt)}, aprendo il report n. ${purchase.reportNumber}${vehicle} (ordine ${purchase.orderNumber}), hai confermato questa dichiarazione: «${IMMEDIATE_ACCESS_STATEMENT}»`,
          `Hai quindi chiesto espressamente di accedere subito al report e hai preso atto che, una volta aperto, perdi il diritto di recesso (art. 59, comma 1, lettera o, del Codice del Consumo). La richiesta è registrata con il tuo acquisto, con il Regolamento in vigore (versione del ${formatDate(request.regulationDate)}).`,
        ],
        footnote: `Per qualsiasi domanda scrivi a ${site.contactEmail} indicando l’ordine ${purchase.orderNumber}.`,
      },
      site.company,
    ),
  };
}
