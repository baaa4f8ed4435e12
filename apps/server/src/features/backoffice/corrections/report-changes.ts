import type { ReportChange } from '@verificauto/shared/contracts/backoffice-changes';
import type { VehicleField } from '@verificauto/shared/contracts/workshop';
import { CATALOGUE_ITEMS, KEY_PHOTO_SLOTS } from '@verificauto/shared/domain/checklist';
import { formatKm, formatRepairCost } from '@verificauto/shared/domain/format';
import { notCheckedReasonLabel } from '@verificauto/shared/domain/not-checked-reasons';
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
export interface ComparableReport {
  details: Record<VehicleField, string | number | null>;
  verdict: string | null;
  /** By catalogue item key; an absent item is empty. */
  items: Record<string, ComparableItem>;
  /** Photo id by key photo slot. */
  key_photos: Record<string, string>;
  imperfections: readonly string[];
}

const NO_PHOTO = 'nessuna foto';
const PHOTO = 'foto presente';

const DATE_FIELDS = new Set<VehicleField>(['compliance_expiry', 'last_service_date', 'warranty_expiry']);
const KM_FIELDS = new Set<VehicleField>(['odometer', 'last_service_km']);

function detailText(field: VehicleField, value: string | number | null): string | null {
  if (value === null || value === '') return null;
  if (typeof value === 'number' && KM_FIELDS.has(field)) return formatKm(value);
  if (typeof value === 'number' && field === 'month') return ITALIAN_MONTHS[value - 1] ?? String(value);
  const date = typeof value === 'string' && DATE_FIELDS.has(field) && /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (date) return `${Number(date[3])}/${Number(date[2])}/${date[1]}`;
  return String(value);
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

/**
 * What approving `corrected` would change in `published`, in the report's order: the vehicle fields, the
 * verdict, each catalogue item's value, not-checked reason, description and repair costs, the key photos
 * by slot and the imperfection photos. Values are compared as the back office reads them.
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
    ...verdict,
    ...items,
    ...keyPhotos,
    ...imperfectionsChange(published.imperfections, corrected.imperfections),
  ];
}
