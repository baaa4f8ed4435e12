import {
  countBySeverity,
  findingSeverity,
  type Severity,
  type SeverityCounts,
} from '@verificauto/shared/domain/severity';

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
  /** Of a finding (domain/severity.ts), else null; null too in rows written before severities existed. */
  severity: Severity | null;
}

/** A row as its readers take it: the catalogue knows each item's category. */
export type ReportItemValues = Omit<ReportItemRow, 'category'>;

/** What decides an item's severity. */
export type FindingRow = Pick<
  ReportItemValues,
  'item_key' | 'value_rating' | 'value_text' | 'min_repair_cost_cents' | 'max_repair_cost_cents' | 'severity'
>;

const euros = (cents: number | null) => (cents === null ? null : Math.round(cents / 100));

/** The severity the report shows for a stored row: a row written before severities existed gets the default. */
export const severityOfRow = (row: FindingRow): Severity | null =>
  findingSeverity(
    row.item_key,
    {
      value: row.value_rating ?? row.value_text,
      min_repair_cost: euros(row.min_repair_cost_cents),
      max_repair_cost: euros(row.max_repair_cost_cents),
    },
    row.severity,
  );

/** How many findings of each severity the stored rows hold (the report's preview). */
export const severityCountsOfRows = (rows: readonly FindingRow[]): SeverityCounts =>
  countBySeverity(rows.map(severityOfRow));
