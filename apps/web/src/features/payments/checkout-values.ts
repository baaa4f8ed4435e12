import {
  type BookingFeeBilling,
  BookingFeeBillingSchema,
  type CheckoutBuyer,
  CheckoutBuyerSchema,
  type CheckoutOffer,
} from '@verificauto/shared/contracts/payments';
import { codiceFiscaleProblem } from '@verificauto/shared/domain/codice-fiscale';
import type { ServerInputs } from '../../components/ui/use-server-field-errors';
import { cardNumberProblem, cvcProblem, digitsOf, expiryProblem } from './card';

/** Everything the buyer types or ticks on the checkout page, as the inputs hold it. */
export interface CheckoutValues {
  email: string;
  first_name: string;
  last_name: string;
  country: string;
  tax_code: string;
  street: string;
  postal_code: string;
  city: string;
  province: string;
  accept_regulation: boolean;
  immediate_access: boolean;
  declare_age: boolean;
  marketing_consent: boolean;
  card_number: string;
  card_expiry: string;
  card_cvc: string;
}

export type CheckoutField = keyof CheckoutValues;
export type CheckoutErrors = Partial<Record<CheckoutField, string>>;

/** The order of the fields on the page: the first one with an error takes the focus. */
export const FIELD_ORDER: readonly CheckoutField[] = [
  'email',
  'first_name',
  'last_name',
  'country',
  'tax_code',
  'street',
  'postal_code',
  'city',
  'province',
  'accept_regulation',
  'immediate_access',
  'declare_age',
  'marketing_consent',
  'card_number',
  'card_expiry',
  'card_cvc',
];

export const fieldId = (field: CheckoutField) => `checkout-${field.replaceAll('_', '-')}`;
export const errorId = (field: CheckoutField) => `${fieldId(field)}-error`;

/** What the page's fields show where it differs from `values`: typed or ticked before the page hydrated. */
export function typedInForm(values: CheckoutValues): Partial<CheckoutValues> {
  const typed: Partial<CheckoutValues> = {};
  for (const field of FIELD_ORDER) {
    const element = document.getElementById(fieldId(field));
    if (!(element instanceof HTMLInputElement || element instanceof HTMLSelectElement)) continue;
    const shown =
      element instanceof HTMLInputElement && element.type === 'checkbox' ? element.checked : element.value;
    if (typeof shown === typeof values[field] && shown !== values[field])
      Object.assign(typed, { [field]: shown });
  }
  return typed;
}

export const isItaly = (values: Pick<CheckoutValues, 'country'>) => values.country === 'IT';

/** Unticked statements (docs/product.md#legal-checkout); the signed-in buyer's details prefill the form. */
export function initialValues(offer: CheckoutOffer): CheckoutValues {
  const { buyer } = offer;
  return {
    email: buyer?.email ?? '',
    first_name: buyer?.first_name ?? '',
    last_name: buyer?.last_name ?? '',
    country: buyer?.country || 'IT',
    tax_code: buyer?.tax_code ?? '',
    street: '',
    postal_code: '',
    city: '',
    province: '',
    accept_regulation: false,
    immediate_access: false,
    declare_age: false,
    marketing_consent: false,
    card_number: '',
    card_expiry: '',
    card_cvc: '',
  };
}

/** Who pays and where they live: the codice fiscale and the province only for Italian residents. */
export function billingOf(values: CheckoutValues): BookingFeeBilling {
  const italy = isItaly(values);
  return {
    first_name: values.first_name,
    last_name: values.last_name,
    country: values.country,
    tax_code: italy ? values.tax_code : undefined,
    address: {
      street: values.street,
      postal_code: values.postal_code,
      city: values.city,
      province: italy ? values.province.trim().toUpperCase() : undefined,
    },
  };
}

/**
 * The buyer of the request. The two required statements are sent only once `validateCheckout` found them
 * ticked.
 */
export function buyerOf(values: CheckoutValues, regulationVersion: string): CheckoutBuyer {
  return {
    email: values.email.trim(),
    ...billingOf(values),
    accept_regulation: values.accept_regulation as true,
    regulation_version: regulationVersion,
    declare_age: values.declare_age as true,
    immediate_access: values.immediate_access,
    marketing_consent: values.marketing_consent,
  };
}

const ISSUE_FIELDS: Record<string, CheckoutField> = {
  email: 'email',
  first_name: 'first_name',
  last_name: 'last_name',
  country: 'country',
  tax_code: 'tax_code',
  'address.street': 'street',
  'address.postal_code': 'postal_code',
  'address.city': 'city',
  'address.province': 'province',
  accept_regulation: 'accept_regulation',
  declare_age: 'declare_age',
};

const CARD_INPUTS: ServerInputs<CheckoutField> = {
  'card.number': 'card_number',
  'card.expiry': 'card_expiry',
  'card.cvc': 'card_cvc',
};
const under = (part: string): ServerInputs<CheckoutField> =>
  Object.fromEntries(Object.entries(ISSUE_FIELDS).map(([path, field]) => [`${part}.${path}`, field]));

/** The fields of the server's answer to the checkout (`buyer`, `card`) and to the fee's page (`billing`). */
export const CHECKOUT_INPUTS: ServerInputs<CheckoutField> = { ...under('buyer'), ...CARD_INPUTS };
export const FEE_INPUTS: ServerInputs<CheckoutField> = { ...under('billing'), ...CARD_INPUTS };

// The schema checks the Italian fields only once everything else is valid (zod runs an object's
// refinements last): the same rules here, so that every mistake shows at once.
function italianProblems(values: CheckoutValues): CheckoutErrors {
  return {
    tax_code: codiceFiscaleProblem(values.tax_code),
    postal_code: /^\d{5}$/.test(values.postal_code.trim()) ? undefined : 'Il CAP è fatto di 5 cifre.',
    province: /^[A-Z]{2}$/i.test(values.province.trim())
      ? undefined
      : 'Indica la provincia con la sua sigla di 2 lettere (per esempio MI).',
  };
}

/** The Italian message of every field that cannot be sent as it is; card fields only with `withCard`. */
export function validateCheckout(
  values: CheckoutValues,
  { regulationVersion, withCard }: { regulationVersion: string; withCard: boolean },
): CheckoutErrors {
  const result = CheckoutBuyerSchema.safeParse(buyerOf(values, regulationVersion));
  return collectErrors(values, result.error?.issues ?? [], withCard);
}

/** The same checks for the payer of a booking's fee (no e-mail, no statements: both came with the booking). */
export function validateFeeBilling(
  values: CheckoutValues,
  { withCard }: { withCard: boolean },
): CheckoutErrors {
  const result = BookingFeeBillingSchema.safeParse(billingOf(values));
  return collectErrors(values, result.error?.issues ?? [], withCard);
}

function collectErrors(
  values: CheckoutValues,
  issues: readonly { path: PropertyKey[]; message: string }[],
  withCard: boolean,
): CheckoutErrors {
  const errors: CheckoutErrors = {};
  for (const issue of issues) {
    const field = ISSUE_FIELDS[issue.path.join('.')];
    if (field && !errors[field]) errors[field] = issue.message;
  }
  if (isItaly(values)) {
    for (const [field, problem] of Object.entries(italianProblems(values)) as [CheckoutField, string][]) {
      if (problem && !errors[field]) errors[field] = problem;
    }
  }
  if (withCard) {
    errors.card_number = cardNumberProblem(values.card_number);
    errors.card_expiry = expiryProblem(values.card_expiry);
    errors.card_cvc = cvcProblem(values.card_cvc);
  }
  for (const field of FIELD_ORDER) if (!errors[field]) delete errors[field];
  return errors;
}

export const firstInvalidField = (errors: CheckoutErrors) => FIELD_ORDER.find((field) => errors[field]);

export function cardOf(values: CheckoutValues) {
  return {
    number: digitsOf(values.card_number),
    expiry: values.card_expiry.trim(),
    cvc: values.card_cvc.trim(),
  };
}
