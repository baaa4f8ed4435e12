import { fireEvent, screen } from '@testing-library/react';
import type { CheckoutOffer, Purchase } from '@verificauto/shared/contracts/payments';
import type { stubApi } from '../../../testing/fake-api';

export const INSPECTION_UUID = 'de000000-0000-4000-8000-00000000a003';
export const PURCHASE_UUID = 'ab000000-0000-4000-8000-00000000b001';

export function makeOffer(overrides: Partial<CheckoutOffer> = {}): CheckoutOffer {
  return {
    inspection_uuid: INSPECTION_UUID,
    report_number: 10001,
    reportPreview: {
      verdict_datecompleted: '2026-01-16T12:00:00.000Z',
      brand: 'Volkswagen',
      model: 'Golf',
      main_image: null,
      year: 2019,
      odometer: 123456,
      severity_counts: { safety: 1, value: 2, cosmetic: 0 },
    },
    list_price_cents: 1900,
    access_days: 180,
    access_until: '2027-05-23T10:00:00.000Z',
    regulation: { version: '0123456789ab', date: '2026-11-24' },
    provider: 'test',
    buyer: null,
    ...overrides,
  };
}

export function makePurchase(overrides: Partial<Purchase> = {}): Purchase {
  return {
    uuid: PURCHASE_UUID,
    status: 'paid',
    order_number: 'VA-2026-000123',
    inspection_uuid: INSPECTION_UUID,
    amount_cents: 950,
    user: { name: 'Mario Rossi', email: 'mario@example.it', confirmed: true },
    awaiting_owner: false,
    duplicate: false,
    can_open: true,
    withdrawal_token: null,
    ...overrides,
  };
}

/** The body of every call to "METHOD /path". */
export function bodiesOf(fetchMock: ReturnType<typeof stubApi>, method: string, path: string): unknown[] {
  return fetchMock.mock.calls
    .filter(
      ([url, init]) =>
        (init?.method ?? 'GET') === method && new URL(url, 'http://localhost').pathname === path,
    )
    .map(([, init]) => (init?.body ? JSON.parse(String(init.body)) : undefined));
}

export {
  type FakeApi,
  pending,
  renderAppPage as renderPaymentsPage,
  stubApi,
} from '../../../testing/fake-api';

export const typeInto = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** The invoice's tax code and address, asked alike by the checkout and the booking fee's page. */
export function fillBilling() {
  typeInto('Codice fiscale', 'RSSMRA85T10A562S');
  typeInto('Indirizzo', 'Via Roma 1');
  typeInto('CAP', '20121');
  typeInto('Comune', 'Milano');
  typeInto('Provincia', 'mi');
}

export function fillCard(number: string) {
  typeInto('Numero della carta', number);
  typeInto('Scadenza (MM/AA)', '1239');
  typeInto('CVC', '123');
}
