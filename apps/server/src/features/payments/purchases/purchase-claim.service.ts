import type { PurchaseClaimed } from '@verificauto/shared/contracts/payments';
import type { Queryable } from '../../../db/db';
import { AppError } from '../../../lib/app-error';
import { openOwnerClaim } from '../../../lib/owner-claim';
import { issueCreditNote } from '../invoicing/invoicing.service';
import { findAccountIdByEmail } from './buyers.repository';
import {
  attachClaimedPurchase,
  findPurchase,
  findPurchaseClaim,
  markClaimedDuplicate,
  type PurchaseRecord,
  supersedeEndedPurchases,
} from './payments.repository';
import {
  type CompletionDeps,
  keepBuyerDetails,
  purchaseInForce,
  queueDuplicateRefund,
  queuePurchaseEmails,
} from './purchase-completion.service';

const PURCHASE_CLAIM_REFUSALS = {
  notFound: 'Link non valido o già usato: se hai già confermato l’acquisto, lo trovi nell’Area riservata.',
  expired:
    'Il link per confermare l’acquisto è scaduto: per aggiungerlo al tuo account scrivi all’assistenza.',
};

/**
 * A claimed purchase of a report the owner could already read: the duplicate of the purchase in force,
 * refunded by the duplicate-refund job; unlike a duplicate payment it was invoiced at payment, so a credit
 * note for the whole amount cancels that invoice now.
 */
async function recordClaimedDuplicate(
  tx: Queryable,
  deps: Pick<CompletionDeps, 'seller' | 'log'>,
  purchase: PurchaseRecord,
  buyerId: string,
) {
  const inForce = await purchaseInForce(tx, buyerId, purchase);
  await markClaimedDuplicate(tx, purchase.id, buyerId, inForce);
  if (purchase.amountCents > 0) await issueCreditNote(tx, purchase, deps.seller, purchase.amountCents);
  await queueDuplicateRefund(tx, deps, purchase.id, inForce);
}

/**
 * POST /api/purchases/claim/{token}: the address owner confirms that a guest's purchase made with their
 * e-mail is theirs (docs/decisions/049-guest-purchases-and-existing-accounts.md). It joins their account
 * ('Sto comprando'), what was typed fills what the profile lacks, and the confirmation and invoice e-mails
 * go out; if the account can already read the report, the purchase is refunded instead, once. 404 for a
 * token never issued or already used, 410 once it expired.
 */
export async function claimPurchase(
  deps: Pick<CompletionDeps, 'db' | 'seller' | 'log'>,
  token: string,
  now = new Date(),
): Promise<PurchaseClaimed> {
  return deps.db.transaction(async (tx) => {
    const claim = await openOwnerClaim(
      token,
      (hash) => findPurchaseClaim(tx, hash),
      PURCHASE_CLAIM_REFUSALS,
      now,
    );
    const purchase = await findPurchase(tx, claim.id);
    // The address's account was closed meanwhile: there is no one to give the purchase to.
    const buyerId = purchase && (await findAccountIdByEmail(tx, purchase.buyerEmail));
    if (!purchase || !buyerId)
      throw new AppError(404, 'claim_link_not_found', PURCHASE_CLAIM_REFUSALS.notFound);
    await supersedeEndedPurchases(tx, buyerId, purchase.reportId);
    const attached = await attachClaimedPurchase(tx, purchase.id, buyerId);
    if (attached) {
      await keepBuyerDetails(tx, buyerId, purchase, false);
      await queuePurchaseEmails(tx, purchase.id);
    } else {
      await recordClaimedDuplicate(tx, deps, purchase, buyerId);
    }
    return {
      inspection_uuid: purchase.inspectionId,
      report_number: purchase.reportNumber,
      duplicate: !attached,
    };
  });
}
