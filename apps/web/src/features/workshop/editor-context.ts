import type { DraftChange, DraftPhoto, ReportDraft } from '@verificauto/shared/contracts/workshop';
import { createContext, useContext } from 'react';
import type { PhotoUploads } from './photos/hooks/use-photo-uploads';

export interface EditorContextValue {
  draft: ReportDraft;
  change(change: DraftChange): void;
  uploads: PhotoUploads;
  readOnly: boolean;
  fieldErrors: Readonly<Record<string, string>>;
}

export const EditorContext = createContext<EditorContextValue | null>(null);

export function useEditor(): EditorContextValue {
  const editor = useContext(EditorContext);
  if (!editor) throw new Error('useEditor outside the report editor');
  return editor;
}

/** The draft's photos among `ids`, skipping any the draft no longer describes. */
export function photosOf(draft: Pick<ReportDraft, 'photos'>, ids: readonly string[]): DraftPhoto[] {
  return ids.flatMap((id) => {
    const photo = draft.photos[id];
    return photo ? [photo] : [];
  });
}
