import type { Report } from '@verificauto/shared/contracts/report';
import { romeIsoDate } from '@verificauto/shared/domain/calendar-days';
import { formatDate, formatKm } from '@verificauto/shared/domain/format';
import { ITALIAN_MONTHS } from '@verificauto/shared/domain/rome-time';

export interface VehicleDetail {
  label: string;
  value: string;
}

function registration(year: number | null, month: number | null): string | null {
  if (year === null) return null;
  return month !== null && month >= 1 && month <= 12 ? `${ITALIAN_MONTHS[month - 1]} ${year}` : String(year);
}

const text = (value: string | null) => (value?.trim() ? value : null);
const number = (value: number | null, format: (n: number) => string = String) =>
  value === null ? null : format(value);
const date = (value: string | null) => (value ? formatDate(value) : null);
// A calendar date (YYYY-MM-DD) stays valid through that whole day.
const expiry = (value: string | null, today: string) =>
  value ? `${formatDate(value)}${value < today ? ' (scaduta)' : ''}` : null;

/**
 * The vehicle fields (docs/product.md#report-data) with Italian labels, in reading order; empty values are
 * left out.
 */
export function vehicleDetails(report: Report, now = new Date()): VehicleDetail[] {
  const today = romeIsoDate(now);
  const fields: [string, string | null][] = [
    ['Marca', text(report.brand)],
    ['Modello', text(report.model)],
    ['Versione', text(report.variant)],
    ['Immatricolazione', registration(report.year, report.month)],
    ['Targa', text(report.plate_number)],
    ['Telaio (VIN)', text(report.vin)],
    ['Chilometraggio', number(report.odometer, formatKm)],
    ['Carburante', text(report.fuel_type)],
    ['Motore', text(report.engine)],
    ['Aspirazione', text(report.aspiration)],
    ['Cambio', text(report.transmission)],
    ['Trazione', text(report.drive_type)],
    ['Classe di emissioni', text(report.euro_class)],
    ['Porte', number(report.number_of_doors)],
    ['Posti', number(report.number_of_seats)],
    ['Colore carrozzeria', text(report.colour)],
    ['Interni', text(report.interior)],
    ['Colore interni', text(report.interior_colour)],
    ['Libretto di manutenzione', text(report.service_book)],
    ['Ultimo tagliando', date(report.last_service_date)],
    ['Chilometri all’ultimo tagliando', number(report.last_service_km, formatKm)],
    ['Scadenza revisione', expiry(report.compliance_expiry, today)],
    ['Scadenza garanzia', expiry(report.warranty_expiry, today)],
  ];
  return fields.flatMap(([label, value]) => (value === null ? [] : [{ label, value }]));
}

/**
 * "Volkswagen Golf 1.5 TSI Life 2019" (docs/product.md#report-page); a report without data still needs one.
 */
export function vehicleTitle(report: Pick<Report, 'brand' | 'model' | 'variant' | 'year'>): string {
  return [report.brand, report.model, report.variant, report.year].filter(Boolean).join(' ') || 'Veicolo';
}
