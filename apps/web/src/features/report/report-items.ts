import type { ReportItem } from '@verificauto/shared/contracts/report';
import {
  findItem,
  isRating,
  NOT_CHECKED_TEXT,
  ratingDescription,
} from '@verificauto/shared/domain/checklist';

/**
 * The product rules (docs/product.md#report-page): a checklist item is shown only if it has a value or a
 * description.
 */
export function isItemVisible(item: ReportItem): boolean {
  return (item.value !== null && item.value !== '') || Boolean(item.description);
}

/** An item rated 0 with the technician's reason: 'Non controllato. Motivo: …'; else null. */
export function notCheckedText(item: ReportItem): string | null {
  return item.value === 0 && item.not_checked_reason
    ? `${NOT_CHECKED_TEXT} Motivo: ${item.not_checked_reason}`
    : null;
}

/**
 * The technician's own text, else the stock text of the rating (docs/product.md#report-data: 0 → 'Non
 * controllato.'), which `notCheckedText` already says when there is a reason.
 */
export function itemDescription(item: ReportItem): string | null {
  if (item.description) return item.description;
  if (notCheckedText(item)) return null;
  return typeof item.value === 'number' && isRating(item.value) ? ratingDescription(item.value) : null;
}

export function itemLabel(key: string): string {
  return findItem(key)?.label ?? key;
}
