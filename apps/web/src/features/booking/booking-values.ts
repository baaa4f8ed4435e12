import { PhoneSchema, PlateSchema } from '@verificauto/shared/contracts/booking';
import { isValidEmail } from '@verificauto/shared/validation/email';
import { FORBIDDEN_CHARACTERS_MESSAGE, isPlainText } from '@verificauto/shared/validation/plain-text';

export interface BookingValues {
  name: string;
  email: string;
  phone: string;
  plate: string;
  accept_regulation: boolean;
}

export type BookingField = keyof BookingValues;
export type BookingErrors = Partial<Record<BookingField, string>>;

/** The order of the fields on screen: the first wrong one gets the focus. */
export const BOOKING_FIELDS: readonly BookingField[] = [
  'name',
  'email',
  'phone',
  'plate',
  'accept_regulation',
];

export const EMPTY_BOOKING: BookingValues = {
  name: '',
  email: '',
  phone: '',
  plate: '',
  accept_regulation: false,
};

export const fieldId = (field: BookingField) => `booking-${field.replace('_', '-')}`;
export const errorId = (field: BookingField) => `${fieldId(field)}-error`;

/** "ab 123-cd" → "AB123CD", as the server stores it (PlateSchema). */
export function normalisePlate(value: string): string {
  return value.replace(/[\s.-]+/g, '').toUpperCase();
}

// The server's own field rules and Italian messages (contracts/booking.ts), so that both sides agree.
function fieldError(schema: typeof PlateSchema | typeof PhoneSchema, value: string): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

export function validateBooking(values: BookingValues): BookingErrors {
  const errors: BookingErrors = {};
  if (!values.name.trim()) errors.name = 'Inserisci nome e cognome.';
  else if (values.name.trim().length > 100) errors.name = 'Il nome è troppo lungo.';
  else if (!isPlainText(values.name)) errors.name = FORBIDDEN_CHARACTERS_MESSAGE;
  if (!values.email.trim()) errors.email = 'Inserisci l’indirizzo email.';
  else if (!isValidEmail(values.email)) errors.email = 'Inserisci un indirizzo email valido.';
  const phone = fieldError(PhoneSchema, values.phone);
  if (phone) errors.phone = phone;
  const plate = fieldError(PlateSchema, normalisePlate(values.plate));
  if (plate) errors.plate = plate;
  if (!values.accept_regulation) errors.accept_regulation = 'Per prenotare devi accettare il Regolamento.';
  return errors;
}

export function firstInvalidField(errors: BookingErrors): BookingField | undefined {
  return BOOKING_FIELDS.find((field) => errors[field]);
}
