/**
 * A row of report_items: written from the draft at submission and at a correction's approval (workshop),
 * read whole by the seal and, but for its category, by the comparison of a correction (back office).
 */
export interface ReportItemRow {
  category: string;
  item_key: string;
  value_rating: number | null;
  value_text: string | null;
  /** Key of NOT_CHECKED_REASONS (domain/not-checked-reasons.ts). */
  not_checked_reason: string | null;
  description: string | null;
  min_repair_cost_cents: number | null;
  max_repair_cost_cents: number | null;
}

/** A row as its readers take it: the catalogue knows each item's category. */
export type ReportItemValues = Omit<ReportItemRow, 'category'>;
