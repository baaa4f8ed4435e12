import { WITHDRAWAL_DAYS, WITHDRAWAL_REFUND_DAYS } from '@verificauto/shared/domain/business';
import { formatEuroCents } from '@verificauto/shared/domain/format';
import { withdrawalPeriodLasts } from '@verificauto/shared/domain/refund-eligibility';
import { WITHDRAWAL_LINK_LABEL } from '@verificauto/shared/legal/withdrawal-function';
import type { WithdrawalLinks } from './withdrawal-link';

// The pages and e-mails that link to the withdrawal function offer it while the contract is in force and its
// withdrawal period lasts (docs/product.md#legal-withdrawal); the link's page, not these, says when the right
// was lost otherwise within the period (a report opened after the express request).

/** A report purchase: paid, for WITHDRAWAL_DAYS from the payment. */
export function purchaseWithdrawalToken(
  links: WithdrawalLinks,
  purchase: { id: string; status: string; paidAt: Date | null },
  now = new Date(),
): string | null {
  const { id, status, paidAt } = purchase;
  if (status !== 'paid' || !paidAt || !withdrawalPeriodLasts({ madeAt: paidAt }, now)) return null;
  return links.token({ kind: 'purchase', uuid: id });
}

/**
 * An inspection booking: booked, for WITHDRAWAL_DAYS from the booking. The right also ends once the inspection
 * is performed (the car's check-in), which the link's page judges and explains (decision 056).
 */
export function bookingWithdrawalToken(
  links: WithdrawalLinks,
  inspection: { id: string; status: string; createdAt: Date },
  now = new Date(),
): string | null {
  const { id, status, createdAt } = inspection;
  if (status !== 'booked' || !withdrawalPeriodLasts({ madeAt: createdAt }, now)) return null;
  return links.token({ kind: 'booking', uuid: id });
}

/**
 * What a booking's e-mails (its confirmation, the fee's receipt) say of the right before its link: the fee,
 * when one was paid, comes back to the card.
 */
export const bookingWithdrawalNotice = (feeCents: number) =>
  `Diritto di recesso: puoi recedere dal contratto senza indicarne il motivo entro ${WITHDRAWAL_DAYS} giorni dalla prenotazione e comunque prima dell’ispezione, con il link «${WITHDRAWAL_LINK_LABEL}», senza accedere all’Area riservata: l’appuntamento viene annullato e ricevi la conferma per email.${feeCents > 0 ? ` La quota di ${formatEuroCents(feeCents)} ti viene rimborsata sulla stessa carta entro ${WITHDRAWAL_REFUND_DAYS} giorni, con la nota di credito.` : ''}`;
