import { WITHDRAWAL_REFUND_DAYS } from '@verificauto/shared/domain/business';
import { formatDateTime, formatEuroCents } from '@verificauto/shared/domain/format';
import type { Company } from '@verificauto/shared/legal/company';
import { renderEmail } from '../../lib/mail/email-layout';
import type { OutgoingMail } from '../../lib/mail/mail.repository';
import type { ContractView } from './withdrawal-contract';

export interface WithdrawalSite {
  contactEmail: string;
  company: Company;
}

/** The withdrawal's statement, as recorded and acknowledged. */
export const withdrawalStatement = (name: string, contract: ContractView) =>
  `${name} notifica con la presente il recesso dal contratto di ${contract.description}.`;

function whatHappensNext(contract: ContractView): string[] {
  const ended =
    contract.contract.kind === 'purchase'
      ? 'L’accesso al report è terminato.'
      : 'L’appuntamento è annullato e l’orario è di nuovo libero per l’officina: ti arriva anche l’annullamento per il calendario.';
  const refund =
    contract.amount_cents > 0
      ? `Ti rimborsiamo ${formatEuroCents(contract.amount_cents)} sulla stessa carta usata per pagare, senza alcun costo, entro ${WITHDRAWAL_REFUND_DAYS} giorni da oggi; ti invieremo per email la nota di credito.`
      : 'La prenotazione era gratuita: non c’è nulla da rimborsare.';
  return [ended, refund];
}

/**
 * The acknowledgment on a durable medium (docs/product.md#legal-withdrawal): the content of the withdrawal
 * and its date and time, sent at once, to the address the consumer gave.
 */
export function withdrawalReceivedEmail(
  withdrawal: { name: string; email: string; statement: string; withdrawnAt: Date },
  contract: ContractView,
  site: WithdrawalSite,
): OutgoingMail {
  const first = withdrawal.name.trim().split(/\s+/)[0];
  return {
    to: withdrawal.email,
    subject: 'Abbiamo ricevuto il tuo recesso – Verificauto',
    template: 'withdrawal_received',
    ...renderEmail(
      {
        title: 'Abbiamo ricevuto il tuo recesso',
        greeting: first ? `Ciao ${first},` : 'Ciao,',
        paragraphs: [
          `abbiamo ricevuto il tuo recesso il ${formatDateTime(withdrawal.withdrawnAt)} (ora italiana).`,
          `Contratto: ${contract.description}, importo pagato ${formatEuroCents(contract.amount_cents)}.`,
          `Dati indicati: ${withdrawal.name}, ${withdrawal.email}.`,
          `Dichiarazione registrata: «${withdrawal.statement}»`,
          ...whatHappensNext(contract),
        ],
        footnote: `Conserva questa email: è la conferma del tuo recesso. Per qualsiasi domanda scrivi a ${site.contactEmail}.`,
      },
      site.company,
    ),
  };
}
