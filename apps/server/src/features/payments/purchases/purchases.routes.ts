import { ApiErrorSchema } from '@verificauto/shared/contracts/api-error';
import {
  PurchaseClaimedSchema,
  PurchaseClaimParamsSchema,
  PurchaseSchema,
} from '@verificauto/shared/contracts/payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hitRateLimit } from '../../../lib/rate-limit';
import type { ReceiptCookie, ReceiptListCookie } from '../../../lib/receipt-cookie';
import type { WithdrawalLinks } from '../../../lib/withdrawal-link';
import { PAYMENT_RATE_LIMITS } from '../payment-rate-limits';
import { UuidParams } from '../route-schemas';
import { claimPurchase } from './purchase-claim.service';
import type { CompletionDeps } from './purchase-completion.service';
import { readPurchase } from './purchases.service';

export interface PurchasesRoutesDeps extends CompletionDeps {
  /** The purchase's receipt cookie, set by the checkout: the browser that paid may read the purchase. */
  purchaseReceipt: ReceiptCookie;
  /** The read receipts: the browser that paid reads the report at once (docs/decisions/057-read-receipt.md). */
  readReceipts: ReceiptListCookie;
  withdrawalLinks: WithdrawalLinks;
}

/** A purchase after paying: its receipt, and the owner's claim of a purchase made without an account. */
export const purchasesRoutes =
  (deps: PurchasesRoutesDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, purchaseReceipt, readReceipts, withdrawalLinks } = deps;

    app.get(
      '/api/purchases/:uuid',
      {
        schema: {
          summary: 'La ricevuta di un acquisto',
          tags: ['payments'],
          params: UuidParams,
          response: { 200: PurchaseSchema, 404: ApiErrorSchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        const { purchase, readReceiptUntil } = await readPurchase(
          db,
          request.params.uuid,
          { user: request.sessionUser, hasReceipt: purchaseReceipt.has(request, request.params.uuid) },
          withdrawalLinks,
        );
        if (readReceiptUntil) readReceipts.add(request, reply, purchase.uuid, readReceiptUntil);
        return purchase;
      },
    );

    app.post(
      '/api/purchases/claim/:token',
      {
        schema: {
          summary: 'Il proprietario collega al suo account un acquisto fatto da ospite',
          tags: ['payments'],
          params: PurchaseClaimParamsSchema,
          response: {
            200: PurchaseClaimedSchema,
            404: ApiErrorSchema,
            410: ApiErrorSchema,
            429: ApiErrorSchema,
          },
        },
      },
      async (request) => {
        await hitRateLimit(db, PAYMENT_RATE_LIMITS.claimPerIp, request.ip);
        return claimPurchase(deps, request.params.token);
      },
    );
  };
