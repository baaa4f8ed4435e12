import type { MissingPart, ReportDraft } from '@verificauto/shared/contracts/workshop';
import { CATALOGUE_ITEMS } from '@verificauto/shared/domain/checklist';
import { findingSeverity, type Severity, sortBySeverity } from '@verificauto/shared/domain/severity';
import { anchorOf, SECTIONS, type SectionKey } from './editor-sections';

export interface DraftFinding {
  key: string;
  label: string;
  severity: Severity;
  /** The rating when it is 1 or 2; null for a point of attention rated otherwise. */
  rating: 1 | 2 | null;
  /** Both estimates, in whole euros, when the technician gave them. */
  costs: { min: number; max: number } | null;
}

const ratingOf = (value: unknown) => (value === 1 || value === 2 ? value : null);
// Within a severity: a rating of 1 before a 2, then the points rated higher that carry only their costs.
const rank = (finding: DraftFinding) => finding.rating ?? 3;

/**
 * The findings the report will list (docs/decisions/053-severity-of-findings.md), worst first: by severity,
 * then by rating, then in the catalogue's order.
 */
export function draftFindings(draft: Pick<ReportDraft, 'items'>): DraftFinding[] {
  const findings = CATALOGUE_ITEMS.flatMap((def): DraftFinding[] => {
    const item = draft.items[def.key];
    const severity = item ? findingSeverity(def.key, item, item.severity) : null;
    if (!item || !severity) return [];
    const { min_repair_cost: min, max_repair_cost: max } = item;
    const costs = min !== null && max !== null ? { min, max } : null;
    return [{ key: def.key, label: def.label, severity, rating: ratingOf(item.value), costs }];
  });
  return sortBySeverity([...findings].sort((a, b) => rank(a) - rank(b)));
}

export interface MissingGroup {
  section: SectionKey;
  label: string;
  parts: { part: MissingPart; id: string }[];
}

/** The missing parts by the editor's section, in the order of the sections. */
export function groupMissingParts(parts: readonly MissingPart[]): MissingGroup[] {
  const groups = new Map<SectionKey, MissingGroup['parts']>();
  for (const part of parts) {
    const anchor = anchorOf(part);
    groups.set(anchor.section, [...(groups.get(anchor.section) ?? []), { part, id: anchor.id }]);
  }
  return SECTIONS.flatMap(({ key, label }) => {
    const group = groups.get(key);
    return group ? [{ section: key, label, parts: group }] : [];
  });
}
