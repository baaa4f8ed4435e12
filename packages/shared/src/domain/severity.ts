/**
 * How serious a finding is (docs/decisions/053-severity-of-findings.md): every point of attention and every
 * item rated 1 or 2 carries one, set by the technician, else the item's default below.
 */

import type { CategoryKey } from './categories';
import { findItem } from './checklist';
import { countOf } from './plural';

/** In the order the report lists them: what makes the car unsafe first. */
export const SEVERITIES = ['safety', 'value', 'cosmetic'] as const;
export type Severity = (typeof SEVERITIES)[number];

export const SEVERITY_LABELS: Readonly<Record<Severity, string>> = {
  safety: 'Sicurezza',
  value: 'Valore',
  cosmetic: 'Estetica',
};

export const SEVERITY_HINTS: Readonly<Record<Severity, string>> = {
  safety: 'Da riparare prima di guidare.',
  value: 'Incide su valore o affidabilità: da pianificare.',
  cosmetic: 'Solo aspetto.',
};

// Items whose default differs from their category's: brakes, tyres, steering, lights and restraints are
// safety wherever they sit; wear that costs money without danger is value.
const ITEM_DEFAULTS: Readonly<Record<string, Severity>> = {
  ext_windscreen: 'safety',
  ext_wipers: 'value',
  ext_headlights: 'safety',
  ext_rear_lights: 'safety',
  ext_mirrors: 'value',
  ext_rust: 'value',
  ext_underbody: 'value',
  ext_tow_bar: 'value',
  int_warning_lights: 'safety',
  int_horn: 'safety',
  int_seat_belts: 'safety',
  int_airbags: 'safety',
  int_instrument_cluster: 'value',
  int_steering_wheel: 'value',
  int_seat_adjustment: 'value',
  int_power_windows: 'value',
  int_central_locking: 'value',
  int_air_conditioning: 'value',
  int_heating_ventilation: 'value',
  int_rear_demister: 'value',
  int_infotainment: 'value',
  int_parking_aids: 'value',
  int_spare_wheel: 'value',
  int_keys: 'value',
  eng_brake_fluid: 'safety',
  eng_fuel_system: 'safety',
  tyr_brand_size: 'value',
  tyr_wheels: 'value',
  road_steering: 'safety',
  road_straight_line: 'safety',
  road_braking: 'safety',
  road_abs_esp: 'safety',
  road_parking_brake: 'safety',
};

const CATEGORY_DEFAULTS: Readonly<Partial<Record<CategoryKey, Severity>>> = {
  exterior: 'cosmetic',
  interior: 'cosmetic',
  engine: 'value',
  tyres_and_suspension: 'safety',
  road_test: 'value',
};

/** The severity an item's finding has until the technician chooses: by item, else by its category. */
export function defaultSeverity(itemKey: string): Severity {
  const category = findItem(itemKey)?.category;
  return ITEM_DEFAULTS[itemKey] ?? (category && CATEGORY_DEFAULTS[category]) ?? 'value';
}

export interface FindingValues {
  value: number | string | null;
  min_repair_cost: number | null;
  max_repair_cost: number | null;
}

/**
 * A finding carries a severity: a point of attention (both repair costs, docs/product.md#report-page) or an
 * item rated 1 or 2.
 */
export function isFinding({ value, min_repair_cost, max_repair_cost }: FindingValues): boolean {
  return value === 1 || value === 2 || (min_repair_cost !== null && max_repair_cost !== null);
}

/** The severity the report shows: null for an item that is no finding, else the chosen or the default. */
export function findingSeverity(
  itemKey: string,
  values: FindingValues,
  chosen: Severity | null | undefined,
): Severity | null {
  return isFinding(values) ? (chosen ?? defaultSeverity(itemKey)) : null;
}

export type SeverityCounts = Record<Severity, number>;

export function countBySeverity(severities: readonly (Severity | null)[]): SeverityCounts {
  const counts: SeverityCounts = { safety: 0, value: 0, cosmetic: 0 };
  for (const severity of severities) if (severity) counts[severity] += 1;
  return counts;
}

/** Findings in the report's order: safety first, then value, then cosmetic; the same order within each. */
export function sortBySeverity<T extends { severity: Severity }>(findings: readonly T[]): T[] {
  return SEVERITIES.flatMap((severity) => findings.filter((finding) => finding.severity === severity));
}

const COUNT_WORDS: Readonly<Record<Severity, (n: number, first: boolean) => string>> = {
  safety: (n, first) => (first ? `${countOf(n, 'problema', 'problemi')} di sicurezza` : `${n} di sicurezza`),
  value: (n, first) => (first ? `${countOf(n, 'problema', 'problemi')} di valore` : `${n} di valore`),
  cosmetic: (n, first) =>
    first ? countOf(n, 'problema estetico', 'problemi estetici') : countOf(n, 'estetico', 'estetici'),
};

/** "1 problema di sicurezza, 2 di valore e 3 estetici"; "Nessun problema rilevato" when all are 0. */
export function severityCountsText(counts: SeverityCounts): string {
  const parts = SEVERITIES.filter((severity) => counts[severity] > 0).map((severity, index) =>
    COUNT_WORDS[severity](counts[severity], index === 0),
  );
  if (parts.length === 0) return 'Nessun problema rilevato';
  const last = parts.pop() as string;
  return parts.length === 0 ? last : `${parts.join(', ')} e ${last}`;
}
