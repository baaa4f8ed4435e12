import { calendarDaysBetween } from './calendar-days';
import { formatDate, formatKm } from './format';

/**
 * The odometer compared with the readings of the car's papers (docs/decisions/055-odometer-readings.md):
 * the service book's stamps and the revisioni, each with its date and km.
 */
export const ODOMETER_SOURCES = {
  service_book: 'Libretto di manutenzione',
  revisione: 'Revisione',
} as const;
export type OdometerSource = keyof typeof ODOMETER_SOURCES;
export const ODOMETER_SOURCE_KEYS = Object.keys(ODOMETER_SOURCES) as [OdometerSource, ...OdometerSource[]];

export const MAX_ODOMETER_READINGS = 10;
export const MAX_READING_KM = 2_000_000;
/** More than this on average between two readings is not a use a car plausibly has. */
export const MAX_KM_PER_YEAR = 60_000;
/** A long trip fits in a few days: shorter spans are judged as if they lasted this long. */
export const MIN_SPAN_DAYS = 30;

export interface OdometerReading {
  source: OdometerSource;
  /** yyyy-mm-dd */
  date: string;
  km: number;
}

export const ODOMETER_VERDICTS = ['coherent', 'to_verify', 'no_readings'] as const;
export type OdometerVerdict = (typeof ODOMETER_VERDICTS)[number];

export const ODOMETER_VERDICT_LABELS: Readonly<Record<OdometerVerdict, string>> = {
  coherent: 'Chilometraggio coerente',
  to_verify: 'Da verificare',
  no_readings: 'Nessuna lettura da confrontare',
};

export interface OdometerCheck {
  verdict: OdometerVerdict;
  /** Why it is to verify, one sentence per finding; empty for the other verdicts. */
  evidence: string[];
}

const DAYS_PER_YEAR = 365.25;

// "l’8/3/2023", "dell’11/5/2024": the article elides before otto and undici.
const elided = (date: string) => /^(8|11)\//.test(formatDate(date));
const onDay = (date: string) => `${elided(date) ? 'l’' : 'il '}${formatDate(date)}`;
const ofDay = (date: string) => `${elided(date) ? 'dell’' : 'del '}${formatDate(date)}`;

const when = (reading: OdometerReading) => `${onDay(reading.date)} (${ODOMETER_SOURCES[reading.source]})`;

function decreasing(earlier: OdometerReading, later: OdometerReading): string {
  return `La lettura ${ofDay(later.date)} (${ODOMETER_SOURCES[later.source]}) indica ${formatKm(later.km)}, meno dei ${formatKm(earlier.km)} letti ${when(earlier)}: i chilometri non possono diminuire.`;
}

function tooFast(from: string, to: string, km: number, perYear: number): string {
  return `Tra ${from} e ${to} risultano ${formatKm(km)}, circa ${formatKm(Math.round(perYear / 1000) * 1000)} all’anno: più dei ${formatKm(MAX_KM_PER_YEAR)} all’anno di un uso plausibile.`;
}

/** The yearly distance between two points, or null when it is plausible (or the km decrease). */
function implausibleYearlyKm(fromDate: string, fromKm: number, toDate: string, toKm: number) {
  const days = Math.max(calendarDaysBetween(fromDate, toDate), MIN_SPAN_DAYS);
  const perYear = ((toKm - fromKm) / days) * DAYS_PER_YEAR;
  return perYear > MAX_KM_PER_YEAR ? perYear : null;
}

/**
 * 'Da verificare' when a reading is lower than an earlier one, the odometer is lower than the latest
 * reading, or the distance between two readings (or the latest and the inspection) means more than
 * MAX_KM_PER_YEAR a year; 'Chilometraggio coerente' otherwise; without readings, nothing was compared.
 * Readings of the same day are taken in increasing km.
 */
export function checkOdometer(input: {
  odometer: number | null;
  /** The inspection's day, yyyy-mm-dd. */
  inspectedOn: string;
  readings: readonly OdometerReading[];
}): OdometerCheck {
  if (input.readings.length === 0) return { verdict: 'no_readings', evidence: [] };
  const readings = [...input.readings].sort((a, b) =>
    a.date === b.date ? a.km - b.km : a.date < b.date ? -1 : 1,
  );
  const evidence: string[] = [];
  for (const [index, later] of readings.entries()) {
    const earlier = readings[index - 1];
    if (!earlier) continue;
    if (later.km < earlier.km) {
      evidence.push(decreasing(earlier, later));
      continue;
    }
    const perYear = implausibleYearlyKm(earlier.date, earlier.km, later.date, later.km);
    if (perYear !== null) evidence.push(tooFast(when(earlier), when(later), later.km - earlier.km, perYear));
  }
  const last = readings[readings.length - 1];
  if (last && input.odometer !== null) {
    if (input.odometer < last.km) {
      evidence.push(
        `Il contachilometri segna ${formatKm(input.odometer)}, meno dei ${formatKm(last.km)} letti ${when(last)}.`,
      );
    } else {
      const perYear = implausibleYearlyKm(last.date, last.km, input.inspectedOn, input.odometer);
      if (perYear !== null) {
        const inspection = `l’ispezione ${ofDay(input.inspectedOn)}`;
        evidence.push(tooFast(when(last), inspection, input.odometer - last.km, perYear));
      }
    }
  }
  return { verdict: evidence.length > 0 ? 'to_verify' : 'coherent', evidence };
}
