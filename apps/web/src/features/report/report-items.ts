import type { ReportItem } from '@verificauto/shared/contracts/report';
import { findItem, isRating, ratingDescription } from '@verificauto/shared/domain/checklist';

/** Spec §5: a checklist item is shown only if it has a value or a description. */
export function isItemVisible(item: ReportItem): boolean {
  return (item.value !== null && item.value !== '') || Boolean(item.description);
}

/** The technician's own text, else the stock text of the rating (spec §3: 0 → 'Non controllato.'). */
export function itemDescription(item: ReportItem): string | null {
  if (item.description) return item.description;
  return typeof item.value === 'number' && isRating(item.value) ? ratingDescription(item.value) : null;
}

export function itemLabel(key: string): string {
  return findItem(key)?.label ?? key;
}
