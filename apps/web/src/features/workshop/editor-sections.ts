import type { MissingPart, ReportDraft } from '@verificauto/shared/contracts/workshop';
import type { CategoryKey } from '@verificauto/shared/domain/categories';
import { CATEGORIES, computeReportScores, findItem } from '@verificauto/shared/domain/checklist';

export type SectionKey = 'details' | CategoryKey | 'key_photos' | 'imperfections' | 'verdict' | 'submit';

/** The editor's steps, in the order a technician walks round the car. */
export const SECTIONS: readonly { key: SectionKey; label: string }[] = [
  { key: 'details', label: 'Dati del veicolo' },
  ...CATEGORIES.map((category) => ({ key: category.key, label: category.label })),
  { key: 'key_photos', label: 'Foto principali' },
  { key: 'imperfections', label: 'Imperfezioni' },
  { key: 'verdict', label: 'Giudizio complessivo' },
  { key: 'submit', label: 'Riepilogo e invio' },
];

export const sectionHeadingId = (key: SectionKey) => `sezione-${key}`;

/** The element a missing part points to: the field, the item's group or the photo slot. */
export function anchorOf(part: Pick<MissingPart, 'section' | 'field'>): { section: SectionKey; id: string } {
  switch (part.section) {
    case 'details':
      return { section: 'details', id: `vd-${part.field}` };
    case 'verdict':
      return { section: 'verdict', id: 'verdict-overall' };
    case 'key_photos':
      return { section: 'key_photos', id: `slot-${part.field}` };
    default:
      return { section: findItem(part.field)?.category ?? 'exterior', id: `item-${part.field}` };
  }
}

/** The scores the report will show, by the rule of the shared checklist (average of the ratings above 0). */
export function draftScores(draft: Pick<ReportDraft, 'items'>) {
  return computeReportScores((key) => {
    const category = CATEGORIES.find((c) => c.key === key);
    return (category?.items ?? [])
      .filter((item) => item.kind === 'rating')
      .map((item) => draft.items[item.key]?.value)
      .map((value) => (typeof value === 'number' ? value : null));
  });
}
