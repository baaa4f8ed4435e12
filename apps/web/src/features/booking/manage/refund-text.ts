import { WITHDRAWAL_REFUND_DAYS } from '@verificauto/shared/domain/business';
import { formatEuroCents } from '@verificauto/shared/domain/format';

// A cancellation queues the fee's refund at once, in full, to the card that paid it, with a credit note by
// e-mail (decision 035); it is promised within the days of the refund policy (docs/product.md#refunds).

/** The cancel step: what comes back, where and by when, before the seller confirms. */
export const refundPromise = (refundCents: number) =>
  refundCents > 0
    ? `Ti rimborsiamo ${formatEuroCents(refundCents)} sulla carta entro ${WITHDRAWAL_REFUND_DAYS} giorni.`
    : 'Non hai pagato nulla per questa prenotazione: non c’è niente da rimborsare.';

/** The page after cancelling: the same, once the refund is under way. */
export const refundUnderWay = (refundCents: number) =>
  refundCents > 0
    ? `Abbiamo avviato il rimborso di ${formatEuroCents(refundCents)} sulla carta: lo riceverai entro ${WITHDRAWAL_REFUND_DAYS} giorni, con la nota di credito per email.`
    : 'Non avevi pagato nulla per questa prenotazione: non c’è niente da rimborsare.';
