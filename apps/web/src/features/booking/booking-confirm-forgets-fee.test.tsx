import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { formDraftKeys, readFormDraft, writeFormDraft } from '../../lib/form-drafts';
import { renderAppPage, stubApi } from '../../testing/fake-api';
import { BookingConfirmPage } from './booking-confirm-page';
import { INSPECTION_UUID, makeBooked } from './testing/booking-test-kit';

const DRAFT_KEY = formDraftKeys.bookingFee(INSPECTION_UUID);
const FORM_KEY = formDraftKeys.booking();

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
  delete window.dataLayer;
});

it.each([
  ['awaiting_payment', true],
  ['booked', false],
] as const)(
  'a booking %s on return from the payment page: its pay page and the booking form keep what was typed: %s',
  async (status, kept) => {
    writeFormDraft(DRAFT_KEY, { values: { city: 'Milano' } });
    writeFormDraft(FORM_KEY, { values: { name: 'Mario Rossi' } });
    stubApi({
      [`GET /api/inspections/${INSPECTION_UUID}`]: () => ({ status: 200, body: makeBooked({ status }) }),
    });
    renderAppPage(<BookingConfirmPage />, {
      path: `/booking/confirm/${INSPECTION_UUID}`,
      route: '/booking/confirm/:uuid',
    });
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(readFormDraft(DRAFT_KEY) !== undefined).toBe(kept));
    expect(readFormDraft(FORM_KEY) !== undefined).toBe(kept);
  },
);
