import {
  ASPIRATIONS,
  DRIVE_TYPES,
  EURO_CLASSES,
  FUEL_TYPES,
  TRANSMISSIONS,
  type VehicleDetails,
  VehicleDetailsSchema,
  type VehicleField,
} from '@verificauto/shared/contracts/workshop';
import { ITALIAN_MONTHS } from '@verificauto/shared/domain/rome-time';

export type VehicleInputKind = 'text' | 'number' | 'date' | 'choice' | 'plate' | 'vin';

export interface VehicleFieldDef {
  field: VehicleField;
  label: string;
  kind: VehicleInputKind;
  options?: readonly string[];
  /** Under the label, e.g. the unit. */
  hint?: string;
}

export const monthLabel = (month: number) => ITALIAN_MONTHS[month - 1] ?? String(month);

/**
 * Every field of the vehicle data (docs/product.md#report-data), in the order they are read off the car and
 * its papers.
 */
export const VEHICLE_FIELD_GROUPS: readonly { title: string; fields: readonly VehicleFieldDef[] }[] = [
  {
    title: 'Identificazione',
    fields: [
      { field: 'plate_number', label: 'Targa', kind: 'plate' },
      { field: 'vin', label: 'Numero di telaio (VIN)', kind: 'vin' },
      { field: 'brand', label: 'Marca', kind: 'text' },
      { field: 'model', label: 'Modello', kind: 'text' },
      { field: 'variant', label: 'Versione', kind: 'text' },
      { field: 'year', label: 'Anno di immatricolazione', kind: 'number' },
      { field: 'month', label: 'Mese di immatricolazione', kind: 'choice' },
      {
        field: 'odometer',
        label: 'Chilometraggio',
        kind: 'number',
        hint: 'In km, come indicato dal contachilometri.',
      },
    ],
  },
  {
    title: 'Motore e trasmissione',
    fields: [
      { field: 'fuel_type', label: 'Carburante', kind: 'choice', options: FUEL_TYPES },
      { field: 'engine', label: 'Motore', kind: 'text', hint: 'Ad esempio 1.5 TSI 150 CV.' },
      { field: 'aspiration', label: 'Alimentazione dell’aria', kind: 'choice', options: ASPIRATIONS },
      { field: 'transmission', label: 'Cambio', kind: 'choice', options: TRANSMISSIONS },
      { field: 'drive_type', label: 'Trazione', kind: 'choice', options: DRIVE_TYPES },
      { field: 'euro_class', label: 'Classe Euro', kind: 'choice', options: EURO_CLASSES },
    ],
  },
  {
    title: 'Carrozzeria e interni',
    fields: [
      { field: 'number_of_doors', label: 'Numero di porte', kind: 'number' },
      { field: 'number_of_seats', label: 'Numero di posti', kind: 'number' },
      { field: 'colour', label: 'Colore', kind: 'text' },
      { field: 'interior', label: 'Interni', kind: 'text', hint: 'Ad esempio tessuto, pelle, alcantara.' },
      { field: 'interior_colour', label: 'Colore degli interni', kind: 'text' },
    ],
  },
  {
    title: 'Manutenzione e scadenze',
    fields: [
      {
        field: 'service_book',
        label: 'Libretto di manutenzione',
        kind: 'text',
        hint: 'Ad esempio completo, timbrato in rete ufficiale.',
      },
      { field: 'last_service_date', label: 'Data dell’ultimo tagliando', kind: 'date' },
      { field: 'last_service_km', label: 'Chilometri all’ultimo tagliando', kind: 'number' },
      { field: 'compliance_expiry', label: 'Scadenza della revisione', kind: 'date' },
      { field: 'warranty_expiry', label: 'Scadenza della garanzia', kind: 'date' },
    ],
  },
];

/** The text an input shows for a stored value. */
export function inputText(value: VehicleDetails[VehicleField]): string {
  return value === null || value === undefined ? '' : String(value);
}

export type ParsedField = { ok: true; value: VehicleDetails[VehicleField] } | { ok: false; message: string };

/** The typed value of what was typed, checked by the same schema as the server, with its Italian message. */
export function parseVehicleInput(def: VehicleFieldDef, text: string): ParsedField {
  const trimmed = text.trim();
  let raw: unknown = trimmed === '' ? null : trimmed;
  if (raw !== null && (def.kind === 'number' || def.field === 'month')) {
    const digits = trimmed.replace(/\./g, '');
    if (!/^\d+$/.test(digits)) return { ok: false, message: `${def.label}: scrivi solo cifre.` };
    raw = Number(digits);
  }
  const parsed = VehicleDetailsSchema.shape[def.field].safeParse(raw);
  if (parsed.success) return { ok: true, value: parsed.data };
  return { ok: false, message: parsed.error.issues[0]?.message ?? 'Valore non valido.' };
}
