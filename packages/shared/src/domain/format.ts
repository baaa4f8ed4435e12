import { ITALIAN_MONTHS, romeTime, romeWallClock } from './rome-time';

// it-IT skips the grouping separator on four-digit numbers (1500 → "1500"); the spec wants "1.500".
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** A count with the thousands grouped: 20001 → "20.001" */
export function formatCount(count: number): string {
  return groupThousands(String(count));
}

/** 1900 → "19,00 €" */
export function formatEuroCents(cents: number): string {
  const euros = Math.trunc(Math.abs(cents) / 100);
  const rest = String(Math.abs(cents) % 100).padStart(2, '0');
  return `${cents < 0 ? '-' : ''}${groupThousands(String(euros))},${rest} €`;
}

/**
 * The lowest of several prices, as the public pages state it: whole euros without decimals, 7900 →
 * "da 79 €", 7950 → "da 79,50 €" (docs/decisions/063-price-up-front.md).
 */
export function formatPriceFrom(cents: number): string {
  return `da ${cents % 100 === 0 ? `${groupThousands(String(cents / 100))} €` : formatEuroCents(cents)}`;
}

/** Repair costs: whole euros with a dot as thousands separator, 150000 → "1.500 €". */
export function formatRepairCost(cents: number): string {
  return `${groupThousands(String(Math.round(cents / 100)))} €`;
}

/** 123456 → "123.456 km" */
export function formatKm(km: number): string {
  return `${groupThousands(String(Math.round(km)))} km`;
}

/** Distance to a workshop, always 2 decimals: 3.14159 → "3,14 km" */
export function formatDistanceKm(km: number): string {
  return `${km.toFixed(2).replace('.', ',')} km`;
}

/** d/m/yyyy in Italian time, as the profile cards show dates. */
export function formatDate(value: string | Date): string {
  const { day, month, year } = romeWallClock(value);
  return `${day}/${month}/${year}`;
}

/** "d/m/yyyy alle hh:mm" for appointments. */
export function formatDateTime(value: string | Date): string {
  return `${formatDate(value)} alle ${romeTime(value)}`;
}

/** "9:32": the Italian time of day without a leading zero, as the report's inspection line shows it. */
export function formatClockTime(value: string | Date): string {
  const { hour, minute } = romeWallClock(value);
  return `${hour}:${String(minute).padStart(2, '0')}`;
}

/** Scores: the gauge shows 2 decimals, the bars 1; Italian decimal comma. */
export function formatScore(score: number, decimals: 1 | 2): string {
  return score.toFixed(decimals).replace('.', ',');
}

/** A calendar date in words, for legal texts: "2026-11-24" → "24 novembre 2026". */
export function formatLongDate(value: string | Date): string {
  const { day, month, year } = romeWallClock(value);
  return `${day} ${ITALIAN_MONTHS[month - 1]} ${year}`;
}
