import type { ReportChange } from '@verificauto/shared/contracts/backoffice-changes';
import type { FaultCode } from '@verificauto/shared/contracts/fault-code';
import type { VehicleField } from '@verificauto/shared/contracts/workshop';
import { CATALOGUE_ITEMS, KEY_PHOTO_SLOTS } from '@verificauto/shared/domain/checklist';
import { FAULT_CODE_STATUSES } from '@verificauto/shared/domain/fault-codes';
import { formatKm, formatRepairCost } from '@verificauto/shared/domain/format';
import { notCheckedReasonLabel } from '@verificauto/shared/domain/not-checked-reasons';
import { ODOMETER_SOURCES, type OdometerSource } from '@verificauto/shared/domain/odometer-check';
import { ITALIAN_MONTHS } from '@verificauto/shared/domain/rome-time';
import { SEVERITY_LABELS, type Severity } from '@verificauto/shared/domain/severity';
import { VEHICLE_FIELD_LABELS } from '@verificauto/shared/domain/vehicle-field-labels';

/** One checklist item as the report holds it; costs in whole euros. */
export interface ComparableItem {
  value: number | string | null;
  not_checked_reason: string | null;
  description: string | null;
  min_repair_cost: number | null;
  max_repair_cost: number | null;
  /** As the report shows it: the chosen or default severity of a finding, else null. */
  severity: Severity | null;
}

/** What a version of the report says, the same shape for the submitted draft and the published rows. */
/** An odometer reading of the car's papers; date and km empty while the draft had them so. */
export interface ComparableReading {
  source: OdometerSource;
  date: string | null;
  km: number | null;
}

export interface ComparableReport {
  details: Record<VehicleField, string | number | null>;
  odometer_readings: readonly ComparableReading[];
  verdict: string | null;
  /** By catalogue item key; an absent item is empty. */
  items: Record<string, ComparableItem>;
  /** Photo id by key photo slot. */
  key_photos: Record<string, string>;
  imperfections: readonly string[];
  /** The technician's caption by imperfection photo id. */
  imperfection_captions: Readonly<Record<string, string>>;
  fault_codes: readonly FaultCode[];
}

const NO_PHOTO = 'nessuna foto';
const PHOTO = 'foto presente';

const DATE_FIELDS = new Set<VehicleField>(['compliance_expiry', 'last_service_date', 'warranty_expiry']);
const KM_FIELDS = new Set<VehicleField>(['odometer', 'last_service_km']);

function detailText(field: VehicleField, value: string | number | null): string | null {
  if (value === null || value === '') return null;
  if (typeof value === 'number' && KM_FIELDS.has(field)) return formatKm(value);
  if (typeof value === 'number' && field === 'month') return ITALIAN_MONTHS[value - 1] ?? String(value);
  if (typeof value === 'string' && DATE_FIELDS.has(field)) return calendarDate(value);
  return String(value);
}

const calendarDate = (value: string) => {
  const date = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return date ? `${Number(date[3])}/${Number(date[2])}/${date[1]}` : value;
};

/** "12/3/2024, Revisione, 98.000 km; …" */
function readingsText(readings: readonly ComparableReading[]): string | null {
  if (readings.length === 0) return null;
  return readings
    .map(({ source, date, km }) =>
      [
        date === null ? 'senza data' : calendarDate(date),
        ODOMETER_SOURCES[source],
        km === null ? 'km non indicati' : formatKm(km),
      ].join(', '),
    )
    .join('; ');
}

function valueText(value: number | string | null): string | null {
  if (value === null || value === '') return null;
  if (value === 0) return 'Non controllato';
  return typeof value === 'number' ? `${value}/5` : value;
}

const euros = (amount: number) => formatRepairCost(amount * 100);

export function repairCostsText(min: number | null, max: number | null): string | null {
  if (min !== null && max !== null) return `da ${euros(min)} a ${euros(max)}`;
  if (min !== null) return `da ${euros(min)}`;
  if (max !== null) return `fino a ${euros(max)}`;
  return null;
}

const EMPTY_ITEM: ComparableItem = {
  value: null,
  not_checked_reason: null,
  description: null,
  min_repair_cost: null,
  max_repair_cost: null,
  severity: null,
};

function itemChanges(key: string, label: string, before: ComparableItem, after: ComparableItem) {
  const aspects: [string, string, (item: ComparableItem) => string | null][] = [
    [key, label, (item) => valueText(item.value)],
    [
      `${key}.not_checked_reason`,
      `${label}: motivo del mancato controllo`,
      (item) => notCheckedReasonLabel(item.not_checked_reason) ?? item.not_checked_reason,
    ],
    [`${key}.description`, `${label}: descrizione`, (item) => item.description || null],
    [
      `${key}.repair_costs`,
      `${label}: costi di riparazione`,
      (item) => repairCostsText(item.min_repair_cost, item.max_repair_cost),
    ],
    [
      `${key}.severity`,
      `${label}: gravità`,
      (item) => (item.severity ? SEVERITY_LABELS[item.severity] : null),
    ],
  ];
  return aspects.flatMap(([field, aspectLabel, text]): ReportChange[] => {
    const [was, is] = [text(before), text(after)];
    return was === is ? [] : [{ section: 'items', field, label: aspectLabel, before: was, after: is }];
  });
}

function keyPhotoChange(slot: { key: string; label: string }, before?: string, after?: string) {
  if (before === after) return [];
  const change = (was: string, is: string): ReportChange[] => [
    { section: 'key_photos', field: slot.key, label: `Foto: ${slot.label}`, before: was, after: is },
  ];
  if (before && after) return change(PHOTO, 'foto sostituita');
  return before ? change(PHOTO, NO_PHOTO) : change(NO_PHOTO, PHOTO);
}

function imperfectionsChange(before: readonly string[], after: readonly string[]): ReportChange[] {
  if (before.length === after.length && before.every((id, i) => after[i] === id)) return [];
  const count = (photos: readonly string[]) => (photos.length === 1 ? '1 foto' : `${photos.length} foto`);
  const same = before.length === after.length;
  return [
    {
      section: 'imperfections',
      field: 'imperfections',
      label: 'Foto delle imperfezioni',
      before: count(before),
      after: same ? `${count(after)}, non le stesse` : count(after),
    },
  ];
}

/** The captions that the correction writes, adds or removes, by the photo's place among the imperfections. */
function captionChanges(published: ComparableReport, corrected: ComparableReport): ReportChange[] {
  return corrected.imperfections.flatMap((photoId, index): ReportChange[] => {
    const before = published.imperfection_captions[photoId] ?? null;
    const after = corrected.imperfection_captions[photoId] ?? null;
    if (before === after) return [];
    const label = `Didascalia: imperfezione ${index + 1}`;
    return [{ section: 'imperfections', field: `imperfection_captions.${photoId}`, label, before, after }];
  });
}

function faultCodesChange(before: readonly FaultCode[], after: readonly FaultCode[]): ReportChange[] {
  const text = (codes: readonly FaultCode[]) =>
    codes.length === 0
      ? null
      : codes
          .map((c) => `${c.code} ${c.description} (${FAULT_CODE_STATUSES[c.status].toLowerCase()})`)
          .join('; ');
  const [was, is] = [text(before), text(after)];
  return was === is
    ? []
    : [{ section: 'fault_codes', field: 'fault_codes', label: 'Codici di errore', before: was, after: is }];
}

/**
 * What approving `corrected` would change in `published`, in the report's order: the vehicle fields, the
 * verdict, each catalogue item's value, not-checked reason, description and repair costs, the key photos
 * by slot, the imperfection photos and the fault codes. Values are compared as the back office reads them.
 */
export function diffReports(published: ComparableReport, corrected: ComparableReport): ReportChange[] {
  const details = (Object.keys(VEHICLE_FIELD_LABELS) as VehicleField[]).flatMap((field): ReportChange[] => {
    const [before, after] = [
      detailText(field, published.details[field]),
      detailText(field, corrected.details[field]),
    ];
    return before === after
      ? []
      : [{ section: 'details', field, label: VEHICLE_FIELD_LABELS[field], before, after }];
  });
  const [readingsBefore, readingsAfter] = [
    readingsText(published.odometer_readings),
    readingsText(corrected.odometer_readings),
  ];
  const readings: ReportChange[] =
    readingsBefore === readingsAfter
      ? []
      : [
          {
            section: 'details',
            field: 'odometer_readings',
            label: 'Letture del contachilometri',
            before: readingsBefore,
            after: readingsAfter,
          },
        ];
  const verdict: ReportChange[] =
    (published.verdict || null) === (corrected.verdict || null)
      ? []
      : [
          {
            section: 'verdict',
            field: 'verdict_overall',
            label: 'Giudizio complessivo',
            before: published.verdict || null,
            after: corrected.verdict || null,
          },
        ];
  const items = CATALOGUE_ITEMS.flatMap((item) =>
    itemChanges(
      item.key,
      item.label,
      published.items[item.key] ?? EMPTY_ITEM,
      corrected.items[item.key] ?? EMPTY_ITEM,
    ),
  );
  const keyPhotos = [...KEY_PHOTO_SLOTS.exterior, ...KEY_PHOTO_SLOTS.interior].flatMap((slot) =>
    keyPhotoChange(slot, published.key_photos[slot.key], corrected.key_photos[slot.key]),
  );
  return [
    ...details,
    ...readings,
    ...verdict,
    ...items,
    ...keyPhotos,
    ...imperfectionsChange(published.imperfections, corrected.imperfections),
    ...captionChanges(published, corrected),
    ...faultCodesChange(published.fault_codes, corrected.fault_codes),
  ];
}
