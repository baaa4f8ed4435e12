import {
  type AdminWorkshop,
  WEEKDAYS,
  type Weekday,
  type WorkshopInput,
} from '@verificauto/shared/contracts/backoffice-admin';
import {
  DEFAULT_OPENING_HOURS,
  DEFAULT_OPENING_INTERVALS,
  DEFAULT_SLOT_MINUTES,
} from '@verificauto/shared/domain/booking-slots';
import { eurosText, parseEuros } from '../admin-form-errors';

export type Interval = [from: string, to: string];
/** A weekday in the editor: closed, or open in one or two intervals (both kept while switching). */
export interface DayHours {
  open: 0 | 1 | 2;
  intervals: [Interval, Interval];
}
export type HoursValues = Record<Weekday, DayHours>;

export interface WorkshopFormValues {
  name: string;
  address: string;
  postal_code: string;
  city: string;
  province: string;
  phone: string;
  email: string;
  /** Found from the town or CAP (the gazetteer): the label of the place, its coordinates. */
  place: { label: string; latitude: number; longitude: number } | null;
  hours: HoursValues;
  slot_minutes: string;
  fee_euros: string;
  scheduling_url: string;
  active: boolean;
}

const interval = ([from, to]: readonly [string, string]): Interval => [from, to];
const MORNING = interval(DEFAULT_OPENING_INTERVALS[0]);
const AFTERNOON = interval(DEFAULT_OPENING_INTERVALS[1]);

function toHours(stored: AdminWorkshop['opening_hours']): HoursValues {
  const entries = WEEKDAYS.map((day): [Weekday, DayHours] => {
    const intervals = stored[day] ?? [];
    const [first = MORNING, second = AFTERNOON] = intervals.map(([from, to]): Interval => [from, to]);
    return [day, { open: Math.min(intervals.length, 2) as DayHours['open'], intervals: [first, second] }];
  });
  return Object.fromEntries(entries) as HoursValues;
}

export const EMPTY_WORKSHOP: WorkshopFormValues = {
  name: '',
  address: '',
  postal_code: '',
  city: '',
  province: '',
  phone: '',
  email: '',
  place: null,
  hours: toHours(DEFAULT_OPENING_HOURS as AdminWorkshop['opening_hours']),
  slot_minutes: String(DEFAULT_SLOT_MINUTES),
  fee_euros: '0,00',
  scheduling_url: '',
  active: true,
};

export function valuesOf(workshop: AdminWorkshop): WorkshopFormValues {
  return {
    name: workshop.name,
    address: workshop.address,
    postal_code: workshop.postal_code,
    city: workshop.city,
    province: workshop.province,
    phone: workshop.phone,
    email: workshop.email ?? '',
    place: {
      label: `${workshop.city} (${workshop.province})`,
      latitude: workshop.latitude,
      longitude: workshop.longitude,
    },
    hours: toHours(workshop.opening_hours),
    slot_minutes: String(workshop.slot_minutes),
    fee_euros: eurosText(workshop.inspection_fee_cents),
    scheduling_url: workshop.scheduling_url ?? '',
    active: workshop.active,
  };
}

const wholeNumber = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : null);

type NumberFields = 'latitude' | 'longitude' | 'slot_minutes' | 'inspection_fee_cents';
/** The request body as the form sends it: a number it cannot read goes as null, and the server names it. */
export type WorkshopRequest = Omit<WorkshopInput, NumberFields> & Record<NumberFields, number | null>;

export function inputOf(values: WorkshopFormValues): WorkshopRequest {
  const opening_hours = Object.fromEntries(
    WEEKDAYS.filter((day) => values.hours[day].open > 0).map((day) => {
      const { open, intervals } = values.hours[day];
      return [day, intervals.slice(0, open)];
    }),
  );
  return {
    name: values.name,
    address: values.address,
    postal_code: values.postal_code,
    city: values.city,
    province: values.province,
    phone: values.phone,
    email: values.email,
    latitude: values.place?.latitude ?? null,
    longitude: values.place?.longitude ?? null,
    opening_hours,
    slot_minutes: wholeNumber(values.slot_minutes),
    inspection_fee_cents: parseEuros(values.fee_euros),
    scheduling_url: values.scheduling_url,
    active: values.active,
  };
}
