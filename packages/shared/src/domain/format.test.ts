import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatDistanceKm,
  formatEuroCents,
  formatKm,
  formatLongDate,
  formatPriceFrom,
  formatRepairCost,
  formatScore,
} from './format';

describe('Italian formatters', () => {
  it('formats prices in euro with a decimal comma', () => {
    expect(formatEuroCents(1900)).toBe('19,00 €');
    expect(formatEuroCents(950)).toBe('9,50 €');
    expect(formatEuroCents(123456)).toBe('1.234,56 €');
  });

  it('says a lowest price in whole euros when it has no cents, with them otherwise', () => {
    expect(formatPriceFrom(7900)).toBe('da 79 €');
    expect(formatPriceFrom(7950)).toBe('da 79,50 €');
    expect(formatPriceFrom(7905)).toBe('da 79,05 €');
    expect(formatPriceFrom(120000)).toBe('da 1.200 €');
    expect(formatPriceFrom(120050)).toBe('da 1.200,50 €');
  });

  it('groups repair costs with a dot from four digits on', () => {
    expect(formatRepairCost(150000)).toBe('1.500 €');
    expect(formatRepairCost(1234567800)).toBe('12.345.678 €');
    expect(formatRepairCost(9900)).toBe('99 €');
  });

  it('formats km and distances', () => {
    expect(formatKm(123456)).toBe('123.456 km');
    expect(formatDistanceKm(12.3456)).toBe('12,35 km');
    expect(formatDistanceKm(12)).toBe('12,00 km');
  });

  it('shows dates as d/m/yyyy in Italian time', () => {
    expect(formatDate('2026-03-05T10:00:00Z')).toBe('5/3/2026');
    // 23:30 UTC on 31 December is already 1 January in Rome.
    expect(formatDate('2025-12-31T23:30:00Z')).toBe('1/1/2026');
    expect(formatDateTime('2026-07-01T07:30:00Z')).toBe('1/7/2026 alle 09:30');
  });

  it('writes dates as the it-IT Intl formats in Italian time do, without Intl', () => {
    const numeric = new Intl.DateTimeFormat('it-IT', {
      timeZone: 'Europe/Rome',
      day: 'numeric',
      month: 'numeric',
      year: 'numeric',
    });
    const long = new Intl.DateTimeFormat('it-IT', {
      timeZone: 'Europe/Rome',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    });
    for (let instant = Date.UTC(2026, 0, 1, 22, 30); instant < Date.UTC(2027, 0, 1); instant += 86_400_000) {
      const date = new Date(instant);
      expect(formatDate(date)).toBe(numeric.format(date).split('/').map(Number).join('/'));
      expect(formatLongDate(date)).toBe(long.format(date));
    }
  });

  it('rounds scores to the requested decimals', () => {
    expect(formatScore(4.256, 2)).toBe('4,26');
    expect(formatScore(3.95, 1)).toBe('4,0');
  });
});
