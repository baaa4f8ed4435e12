import { formatEuroCents } from '@verificauto/shared/domain/format';
import { countOf } from '@verificauto/shared/domain/plural';
import type { Queryable } from '../../../db/db';
import { renderEmail } from '../../../lib/mail/email-layout';
import type { OutgoingMail } from '../../../lib/mail/mail.repository';
import { enqueueMail } from '../../../lib/mail/mail-queue';
import { CLAIM_LINK_DAYS } from '../../../lib/owner-claim';
import type { PurchaseRecord } from './payments.repository';
import type { SiteFacts } from './purchase-emails';

type ClaimSite = Pick<SiteFacts, 'publicUrl' | 'contactEmail' | 'company'>;

/**
 * To the address owner, when a browser not signed in as their account bought a report with their e-mail:
 * the purchase joins the account only through this e-mail's link (decision 049). Nothing of what that
 * browser typed is repeated here: the owner is asked about the order, not told who placed it.
 */
export function purchaseClaimEmail(
  purchase: PurchaseRecord,
  site: ClaimSite,
  claim: { url: string; validDays: number },
): OutgoingMail {
  const vehicle = purchase.vehicle ? ` del veicolo ${purchase.vehicle}` : '';
  return {
    to: purchase.buyerEmail,
    subject: 'Conferma l’acquisto fatto con il tuo indirizzo – Verificauto',
    template: 'purchase_claim',
    ...renderEmail(
      {
        title: 'Un acquisto con il tuo indirizzo',
        greeting: 'Ciao,',
        paragraphs: [
          `con il tuo indirizzo ${purchase.buyerEmail} è stato acquistato il report n. ${purchase.reportNumber}${vehicle} (ordine ${purchase.orderNumber}, ${formatEuroCents(purchase.amountCents)}), da un browser in cui non era aperta la tua Area riservata.`,
          `Se l’hai acquistato tu, confermalo con il pulsante qui sotto entro ${countOf(claim.validDays, 'giorno', 'giorni')}: il report comparirà nella tua Area riservata, nella scheda «Sto comprando», e ti invieremo la conferma dell’acquisto e la fattura. Se puoi già consultare questo report, confermando ti rimborsiamo per intero questo secondo pagamento.`,
          'Se non sei stato tu, non devi fare nulla: l’acquisto non comparirà nel tuo account e a chi l’ha fatto non mostriamo nessun tuo dato.',
        ],
        action: { label: 'Conferma l’acquisto', url: claim.url },
        footnote: `Il pulsante apre una pagina riservata a te: non inoltrare questa email. Per qualsiasi domanda scrivi a ${site.contactEmail} indicando l’ordine ${purchase.orderNumber}.`,
      },
      site.company,
    ),
  };
}

/** Queues the e-mail that asks the address owner to confirm the purchase, in the payment's transaction. */
export const askOwnerToConfirm = (tx: Queryable, purchase: PurchaseRecord, token: string, site: ClaimSite) =>
  enqueueMail(
    tx,
    purchaseClaimEmail(purchase, site, {
      url: `${site.publicUrl}/payment/claim/${token}`,
      validDays: CLAIM_LINK_DAYS,
    }),
  );
