import { useCallback, useState } from 'react';
import { formDraftKeys, readFormDraft, writeFormDraft } from '../../../lib/form-drafts';
import { SECTIONS, type SectionKey } from '../editor-sections';

function storedSection(uuid: string): SectionKey {
  const stored = readFormDraft(formDraftKeys.editorSection(uuid));
  const key = typeof stored === 'object' && stored !== null && 'section' in stored ? stored.section : null;
  return SECTIONS.find((section) => section.key === key)?.key ?? 'details';
}

/**
 * The section being edited, kept in the tab's sessionStorage: a reload, or Back to the list and Forward again,
 * opens where the technician was; no history entry per section, so Back leaves the editor
 * (docs/decisions/070-editor-that-guides.md).
 */
export function useEditorSection(uuid: string): [SectionKey, (section: SectionKey) => void] {
  const [section, setSection] = useState(() => storedSection(uuid));
  const select = useCallback(
    (next: SectionKey) => {
      setSection(next);
      writeFormDraft(formDraftKeys.editorSection(uuid), { section: next });
    },
    [uuid],
  );
  return [section, select];
}
