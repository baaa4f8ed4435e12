import type { AdminDiscountCode, DiscountCodeInput } from '@verificauto/shared/contracts/backoffice-admin';
import { romeIsoDate } from '@verificauto/shared/domain/calendar-days';
import { romeOffsetHours } from '@verificauto/shared/domain/rome-time';
import { eurosText, parseEuros } from '../admin-form-errors';

export interface DiscountCodeFormValues {
  code: string;
  description: string;
  kind: 'percent' | 'amount';
  percent: string;
  euros: string;
  /** yyyy-mm-dd, Italian calendar days; empty for no limit. */
  valid_from: string;
  valid_until: string;
  max_redemptions: string;
  once_per_user: boolean;
  active: boolean;
}

export const EMPTY_DISCOUNT_CODE: DiscountCodeFormValues = {
  code: '',
  description: '',
  kind: 'percent',
  percent: '',
  euros: '',
  valid_from: '',
  valid_until: '',
  max_redemptions: '',
  once_per_user: false,
  active: true,
};

export function discountValuesOf(code: AdminDiscountCode): DiscountCodeFormValues {
  return {
    code: code.code,
    description: code.description ?? '',
    kind: code.percent_off === null ? 'amount' : 'percent',
    percent: code.percent_off === null ? '' : String(code.percent_off),
    euros: code.amount_off_cents === null ? '' : eurosText(code.amount_off_cents),
    valid_from: code.valid_from ? romeIsoDate(code.valid_from) : '',
    valid_until: code.valid_until ? romeIsoDate(code.valid_until) : '',
    max_redemptions: code.max_redemptions === null ? '' : String(code.max_redemptions),
    once_per_user: code.once_per_user,
    active: code.active,
  };
}

/** The Italian offset ("+01:00" or "+02:00") in force at `instant`. */
const romeOffset = (instant: number): string => `+0${romeOffsetHours(instant)}:00`;

/** A day's first or last instant in Italy: a code is valid from the start of its first day to the end of its last. */
export function romeDayBound(date: string, bound: 'start' | 'end'): string {
  const time = bound === 'start' ? '00:00:00.000' : '23:59:59.999';
  // The offset at noon is the day's, but for the early hours of the day clocks change (always before 03:00).
  const probe = Date.parse(`${date}T${bound === 'start' ? '00:00' : '12:00'}:00Z`);
  return Number.isNaN(probe) ? date : `${date}T${time}${romeOffset(probe)}`;
}

const wholeNumber = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : undefined);

type NumberFields = 'percent_off' | 'amount_off_cents' | 'max_redemptions';
/** The request as the form sends it: a number it cannot read goes as a string the server refuses by name. */
export type DiscountCodeRequest = Omit<DiscountCodeInput, NumberFields> &
  Record<NumberFields, number | string | null>;

export function discountInputOf(values: DiscountCodeFormValues): DiscountCodeRequest {
  const percent = values.percent.trim();
  const euros = values.euros.trim();
  const max = values.max_redemptions.trim();
  return {
    code: values.code,
    description: values.description,
    percent_off: values.kind === 'percent' ? (wholeNumber(percent) ?? (percent || null)) : null,
    amount_off_cents: values.kind === 'amount' ? (parseEuros(euros) ?? (euros || null)) : null,
    valid_from: values.valid_from ? romeDayBound(values.valid_from, 'start') : null,
    valid_until: values.valid_until ? romeDayBound(values.valid_until, 'end') : null,
    max_redemptions: max === '' ? null : (wholeNumber(max) ?? max),
    once_per_user: values.once_per_user,
    active: values.active,
  };
}
