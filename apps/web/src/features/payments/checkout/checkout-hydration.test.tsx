import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { formDraftKeys, writeFormDraft } from '../../../lib/form-drafts';
import { INSPECTION_UUID, makeOffer, stubApi } from '../testing/payments-test-kit';
import { checkoutOfferQueryOptions } from './api/get-checkout-offer';
import { CheckoutPage } from './checkout-page';

/** The checkout as the server renders it for a guest (decision 038) and the browser hydrates it. */
function checkoutWithOffer() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(checkoutOfferQueryOptions(INSPECTION_UUID).queryKey, makeOffer());
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/checkout/${INSPECTION_UUID}`]}>
        <Routes>
          <Route path="/checkout/:uuid" element={<CheckoutPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>
  );
}

afterEach(() => {
  cleanup();
  document.body.replaceChildren();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

it('keeps what the buyer typed and ticked before the page hydrated, and cannot be sent before', async () => {
  stubApi({});
  const page = document.createElement('div');
  page.innerHTML = renderToString(checkoutWithOffer());
  document.body.append(page);
  const input = <T extends HTMLElement>(id: string) => page.querySelector<T>(`#${id}`) as T;
  const pay = page.querySelector('button[type="submit"]') as HTMLButtonElement;
  expect(pay.disabled).toBe(true);
  input<HTMLInputElement>('checkout-email').value = 'mario@example.it';
  input<HTMLInputElement>('checkout-accept-regulation').checked = true;

  await act(async () => {
    hydrateRoot(page, checkoutWithOffer());
  });
  expect(pay.disabled).toBe(false);
  // Another field changes and the form renders again: what was typed before is the form's state.
  fireEvent.change(input('checkout-first-name'), { target: { value: 'Mario' } });
  expect(input<HTMLInputElement>('checkout-email').value).toBe('mario@example.it');
  expect(input<HTMLInputElement>('checkout-accept-regulation').checked).toBe(true);
  expect(input<HTMLInputElement>('checkout-first-name').value).toBe('Mario');
});

it('fills in what the tab kept from an earlier visit, under what was typed before the page hydrated', async () => {
  stubApi({});
  writeFormDraft(formDraftKeys.checkout(INSPECTION_UUID), {
    values: { email: 'prima@example.it', first_name: 'Mario', declare_age: true },
    regulation_version: makeOffer().regulation.version,
  });
  const page = document.createElement('div');
  page.innerHTML = renderToString(checkoutWithOffer());
  document.body.append(page);
  const input = (id: string) => page.querySelector(`#${id}`) as HTMLInputElement;
  // The server's page shows no kept value: the first render is the same on both sides.
  expect(input('checkout-first-name').value).toBe('');
  input('checkout-email').value = 'mario@example.it';

  const errors = vi.spyOn(console, 'error');
  await act(async () => {
    hydrateRoot(page, checkoutWithOffer());
  });
  expect(errors).not.toHaveBeenCalled();
  expect(input('checkout-email').value).toBe('mario@example.it');
  expect(input('checkout-first-name').value).toBe('Mario');
  expect(input('checkout-declare-age').checked).toBe(true);
});
