/**
 * Italy's national holidays of a year (L. 260/1949 and its amendments; Easter Monday by custom and
 * contract), as yyyy-mm-dd Italian calendar days: no workshop takes an inspection on them
 * (docs/decisions/060-national-holidays.md). Sundays among them are closed anyway.
 */
export function italianNationalHolidays(year: number): string[] {
  const day = (month: number, date: number) =>
    `${year}-${String(month).padStart(2, '0')}-${String(date).padStart(2, '0')}`;
  const easter = easterSunday(year);
  const easterMonday = new Date(Date.UTC(year, easter.month - 1, easter.day + 1));
  const fixed = [
    day(1, 1), // Capodanno
    day(1, 6), // Epifania
    day(4, 25), // Festa della Liberazione
    day(5, 1), // Festa del Lavoro
    day(6, 2), // Festa della Repubblica
    day(8, 15), // Ferragosto
    day(11, 1), // Ognissanti
    day(12, 8), // Immacolata Concezione
    day(12, 25), // Natale
    day(12, 26), // Santo Stefano
  ];
  // San Francesco d'Assisi e Santa Caterina da Siena, a national holiday again from 2026 (L. 151/2025).
  if (year >= 2026) fixed.push(day(10, 4));
  return [...new Set([...fixed, easterMonday.toISOString().slice(0, 10)])].sort();
}

/** Easter Sunday of the Gregorian calendar (the anonymous algorithm of Meeus/Jones/Butcher). */
export function easterSunday(year: number): { month: number; day: number } {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return { month, day };
}

/** Whether an Italian calendar day (yyyy-mm-dd) is a national holiday. */
export function isItalianNationalHoliday(date: string): boolean {
  return italianNationalHolidays(Number(date.slice(0, 4))).includes(date);
}
