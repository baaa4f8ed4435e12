import type { Report } from '@verificauto/shared/contracts/report';
import { CATEGORIES } from '@verificauto/shared/domain/checklist';
import { formatRepairCost } from '@verificauto/shared/domain/format';
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
  min: number;
  max: number;
}

/**
 * The product rules (docs/product.md#report-page): a point of attention is an item with both a minimum and a
 * maximum repair cost.
 */
export function attentionPoints(report: Report): AttentionPoint[] {
  return CATEGORIES.flatMap((category) =>
    report.items[category.key].flatMap((item) =>
      item.minRepairCost !== null && item.maxRepairCost !== null
        ? [
            {
              key: item.key,
              label: itemLabel(item.key),
              category: category.label,
              min: item.minRepairCost,
              max: item.maxRepairCost,
            },
          ]
        : [],
    ),
  );
}

export function repairTotals(points: readonly AttentionPoint[]): { min: number; max: number } {
  return points.reduce((totals, p) => ({ min: totals.min + p.min, max: totals.max + p.max }), {
    min: 0,
    max: 0,
  });
}
