import { replaceEqualDeep } from '@tanstack/react-query';
import type { DraftChange, ReportDraft } from '@verificauto/shared/contracts/workshop';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { keepDraft } from '../../offline/kept-drafts';
import { saveDraftChange } from '../api/save-draft-change';
import { applyChange, countChanges } from '../draft-changes';
import { DraftSaver, type SaveStatus } from '../draft-saver';

export interface DraftAutosave {
  /** The server draft with every unsaved change on top: what the editor shows. */
  draft: ReportDraft;
  change(change: DraftChange): void;
  /** A newer server copy (after a photo upload or the submit). */
  receive(draft: ReportDraft): void;
  status: SaveStatus;
  statusMessage: string | undefined;
  unsaved: boolean;
  /** How many changes wait for the server (offline/unsent-work.ts counts them). */
  unsavedCount: number;
  /** Server messages by field path ("details.vin"), until the field changes again. */
  fieldErrors: Readonly<Record<string, string>>;
}

function changedPaths(change: DraftChange): string[] {
  return [
    ...Object.keys(change.details ?? {}).map((field) => `details.${field}`),
    ...(change.verdict_overall === undefined ? [] : ['verdict_overall']),
    ...Object.keys(change.items ?? {}).map((key) => `items.${key}`),
    ...Object.keys(change.key_photos ?? {}).map((slot) => `key_photos.${slot}`),
    ...(change.imperfections === undefined ? [] : ['imperfections']),
    ...(change.fault_codes === undefined ? [] : ['fault_codes']),
  ];
}

/**
 * Keeps the editor's draft and saves every change through a DraftSaver (see draft-saver.ts); `held` while
 * the car's arrival waits for the server, which refuses changes until then (decision 084).
 */
export function useDraftAutosave(initial: ReportDraft, held = false): DraftAutosave {
  const [base, setBase] = useState(initial);
  const [, setVersion] = useState(0);
  const [status, setStatus] = useState<{ status: SaveStatus; message?: string }>({ status: 'saved' });
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const saverRef = useRef<DraftSaver | null>(null);
  const heldRef = useRef(held);
  heldRef.current = held;
  const editable = initial.state === 'editing';

  const receive = useCallback((draft: ReportDraft) => {
    // The device's copy follows the server's, so that the editor opens offline as it was left (decision 068).
    keepDraft(draft);
    // Answers may cross: the highest revision is the newest copy of the server. What it did not change stays
    // the same object, so that the memoised editors of the other items are not drawn again at every save.
    setBase((current) =>
      draft.revision >= current.revision || draft.state !== current.state
        ? replaceEqualDeep(current, draft)
        : current,
    );
  }, []);

  useEffect(() => {
    const saver = new DraftSaver(initial.uuid, (change) => saveDraftChange(initial.uuid, change), {
      onSaved: receive,
      onStatus: (next, message) => setStatus({ status: next, message }),
      onFieldError: (path, message) => setFieldErrors((errors) => ({ ...errors, [path]: message })),
      onClosed: () => setStatus({ status: 'closed' }),
    });
    saverRef.current = saver;
    if (heldRef.current) saver.hold();
    if (editable) saver.resume();
    else saver.discard();
    setVersion((v) => v + 1);
    return () => {
      saver.dispose();
      saverRef.current = null;
    };
  }, [initial.uuid, editable, receive]);

  useEffect(() => {
    if (held) saverRef.current?.hold();
    else saverRef.current?.release();
  }, [held]);

  const change = useCallback((next: DraftChange) => {
    const saver = saverRef.current;
    if (!saver) return;
    const paths = changedPaths(next);
    setFieldErrors((errors) => {
      const stale = Object.keys(errors).filter((path) =>
        paths.some((p) => path === p || path.startsWith(`${p}.`)),
      );
      if (stale.length === 0) return errors;
      const kept = { ...errors };
      for (const path of stale) delete kept[path];
      return kept;
    });
    saver.queue(next);
    setVersion((v) => v + 1);
  }, []);

  const saver = saverRef.current;
  const unsavedChange = saver?.unsaved();
  const draft = useMemo(
    () => (unsavedChange ? applyChange(base, unsavedChange) : base),
    [base, unsavedChange],
  );

  return {
    draft,
    change,
    receive,
    status: status.status,
    statusMessage: status.message,
    unsaved: saver?.hasUnsaved() ?? false,
    unsavedCount: unsavedChange ? countChanges(unsavedChange) : 0,
    fieldErrors,
  };
}
