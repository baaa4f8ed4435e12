import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { formDraftKeys, readFormDraft, writeFormDraft } from '../../../lib/form-drafts';
import { renderAppPage, stubApi } from '../../../testing/fake-api';
import { INSPECTION_UUID, makePurchase, PURCHASE_UUID } from '../testing/payments-test-kit';
import { PaymentConfirmPage } from './payment-confirm-page';

const DRAFT_KEY = formDraftKeys.checkout(INSPECTION_UUID);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

it.each([
  ['pending', true],
  ['failed', true],
  ['paid', false],
] as const)(
  'a purchase %s on return from the payment page: the checkout keeps what was typed: %s',
  async (status, kept) => {
    writeFormDraft(DRAFT_KEY, { values: { city: 'Milano' } });
    stubApi({
      [`GET /api/purchases/${PURCHASE_UUID}`]: () => ({ status: 200, body: makePurchase({ status }) }),
    });
    renderAppPage(<PaymentConfirmPage />, {
      path: `/payment/confirm/${PURCHASE_UUID}`,
      route: '/payment/confirm/:uuid',
    });
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(readFormDraft(DRAFT_KEY) !== undefined).toBe(kept));
  },
);
