import type { Report } from '@verificauto/shared/contracts/report';
import { CATEGORIES } from '@verificauto/shared/domain/checklist';
import { formatRepairCost } from '@verificauto/shared/domain/format';
import {
  countBySeverity,
  findingSeverity,
  type Severity,
  type SeverityCounts,
  sortBySeverity,
} from '@verificauto/shared/domain/severity';
import { itemLabel } from './report-items';

/**
 * The report contract gives repair costs in whole euros; the shared formatter takes cents. A no-break
 * space keeps "1.275 €" on one line.
 */
export function formatEuros(euros: number): string {
  return formatRepairCost(euros * 100).replace(' €', '\u00a0€');
}

/** "180 € – 320 €", "da 250 €", "fino a 90 €"; null without any estimate. */
export function repairCostRange(min: number | null, max: number | null): string | null {
  if (min !== null && max !== null) {
    return min === max ? formatEuros(min) : `${formatEuros(min)} – ${formatEuros(max)}`;
  }
  if (min !== null) return `da ${formatEuros(min)}`;
  if (max !== null) return `fino a ${formatEuros(max)}`;
  return null;
}

export interface AttentionPoint {
  key: string;
  label: string;
  category: string;
  severity: Severity;
  /** Null when the technician did not estimate both costs (an item rated 1–2 without them). */
  min: number | null;
  max: number | null;
}

/**
 * The findings the report lists under "Punti di attenzione", most serious first
 * (docs/decisions/053-severity-of-findings.md): the points of attention of docs/product.md#report-page (both
 * repair costs) and the items rated 1 or 2. A report written before severities gets the item's default.
 */
export function attentionPoints(report: Report): AttentionPoint[] {
  const points = CATEGORIES.flatMap((category) =>
    report.items[category.key].flatMap((item) => {
      const severity = findingSeverity(
        item.key,
        { value: item.value, min_repair_cost: item.minRepairCost, max_repair_cost: item.maxRepairCost },
        item.severity,
      );
      if (!severity) return [];
      const costed = item.minRepairCost !== null && item.maxRepairCost !== null;
      return [
        {
          key: item.key,
          label: itemLabel(item.key),
          category: category.label,
          severity,
          min: costed ? item.minRepairCost : null,
          max: costed ? item.maxRepairCost : null,
        },
      ];
    }),
  );
  return sortBySeverity(points);
}

/** How many findings of each severity the report holds. */
export const attentionCounts = (points: readonly AttentionPoint[]): SeverityCounts =>
  countBySeverity(points.map((point) => point.severity));

/** The sum of the estimates; findings without both costs add nothing. */
export function repairTotals(points: readonly AttentionPoint[]): { min: number; max: number } {
  return points.reduce((totals, p) => ({ min: totals.min + (p.min ?? 0), max: totals.max + (p.max ?? 0) }), {
    min: 0,
    max: 0,
  });
}
