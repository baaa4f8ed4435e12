import type { ReportDraft } from '@verificauto/shared/contracts/workshop';
import { CATEGORIES } from '@verificauto/shared/domain/checklist';
import { formatClockTime, formatDateTime } from '@verificauto/shared/domain/format';
import { findMissingParts } from '@verificauto/shared/domain/report-completeness';
import { startTransition, useCallback, useEffect, useMemo, useState } from 'react';
import { CheckInRefusal } from '../check-in/components/check-in-refusal';
import { usePendingCheckIn } from '../check-in/hooks/use-pending-check-in';
import { useDraftAutosave } from '../draft/hooks/use-draft-autosave';
import { EditorContext, type EditorContextValue } from '../editor-context';
import { anchorOf, SECTIONS, type SectionKey, sectionHeadingId } from '../editor-sections';
import { useEditorSection } from '../hooks/use-editor-section';
import { useStickyOffset } from '../hooks/use-sticky-offset';
import { usePhotoUploads } from '../photos/hooks/use-photo-uploads';
import { CategorySection } from './category-section';
import { EditorBanner } from './editor-banner';
import { FaultCodesEditor } from './fault-codes-editor';
import { ImperfectionsSection } from './imperfections-section';
import { KeyPhotosSection } from './key-photos-section';
import { OdometerReadingsEditor } from './odometer-readings-editor';
import { SaveStatusBar } from './save-status';
import { SectionNav } from './section-nav';
import { SubmitSection } from './submit-section';
import { VehicleDetailsForm } from './vehicle-details-form';
import { VerdictSection } from './verdict-section';

/** The report editor of one inspection, for a phone or tablet held in one hand. */
export function InspectionEditor({
  initial,
  arrivalSignedOut = false,
  onClosed,
}: {
  initial: ReportDraft;
  /** The kept arrival cannot be sent: the session has ended (use-pending-check-in.ts). */
  arrivalSignedOut?: boolean;
  onClosed(): void;
}) {
  // An arrival kept on the device goes to the server first; the changes and photos wait for it (decision 084).
  const arrival = usePendingCheckIn(initial.uuid);
  const autosave = useDraftAutosave(initial, arrival !== undefined);
  const { draft, change, receive, status } = autosave;
  const readOnly = draft.state !== 'editing' || status === 'closed';
  const uploads = usePhotoUploads(
    draft.uuid,
    !readOnly,
    (result) => receive(result.draft),
    arrival !== undefined,
  );
  const [section, setSection] = useEditorSection(draft.uuid);
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  const editorRef = useStickyOffset();

  // A newer copy the page received (the arrival recorded by the server, at its time).
  useEffect(() => {
    receive(initial);
  }, [initial, receive]);

  useEffect(() => {
    if (status === 'closed') onClosed();
  }, [status, onClosed]);

  useEffect(() => {
    if (!focusTarget) return;
    const target = document.getElementById(focusTarget);
    target?.scrollIntoView?.({ block: 'center' });
    target?.focus({ preventScroll: true });
    setFocusTarget(null);
  }, [focusTarget]);

  // A transition: the tap is answered at once and a long section (30 items, their photos) is drawn in
  // slices that let the phone paint in between, rather than in one task of half a second.
  const go = useCallback(
    (next: SectionKey, targetId?: string) => {
      startTransition(() => {
        setSection(next);
        setFocusTarget(targetId ?? sectionHeadingId(next));
      });
    },
    [setSection],
  );

  const missingBySection = useMemo(() => {
    const counts = new Map<SectionKey, number>();
    for (const part of findMissingParts(draft)) {
      const key = anchorOf(part).section;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    return counts;
  }, [draft]);

  const context = useMemo<EditorContextValue>(
    () => ({ draft, change, uploads, readOnly, fieldErrors: autosave.fieldErrors }),
    [draft, change, uploads, readOnly, autosave.fieldErrors],
  );
  const index = SECTIONS.findIndex((s) => s.key === section);
  const previous = SECTIONS[index - 1];
  const next = SECTIONS[index + 1];
  const category = CATEGORIES.find((c) => c.key === section);

  return (
    <EditorContext.Provider value={context}>
      <div ref={editorRef} className="inspection-editor">
        <header className="container editor-header">
          <h1 className="h3 mb-1">Report di ispezione · {draft.car_license_plate}</h1>
          <p className="text-body-secondary mb-3">
            Appuntamento del {formatDateTime(draft.booked_at)}
            {draft.checked_in_at && ` · auto in officina dalle ${formatClockTime(draft.checked_in_at)}`}
          </p>
          <div aria-live="polite">
            <EditorBanner draft={draft} />
            {arrival?.refusal && <CheckInRefusal uuid={draft.uuid} refusal={arrival.refusal} />}
          </div>
        </header>
        <SectionNav current={section} missingBySection={missingBySection} onSelect={(key) => go(key)} />
        <section className="container editor-section" aria-labelledby={sectionHeadingId(section)}>
          <h2 id={sectionHeadingId(section)} tabIndex={-1} className="h4 editor-section-title">
            {SECTIONS[index]?.label}
          </h2>
          <fieldset disabled={readOnly} className="editor-fields">
            {section === 'details' && (
              <>
                <VehicleDetailsForm
                  details={draft.details}
                  fieldErrors={autosave.fieldErrors}
                  onChange={change}
                />
                <OdometerReadingsEditor />
              </>
            )}
            {section === 'diagnostics' && <FaultCodesEditor />}
            {category && <CategorySection category={category} />}
            {section === 'key_photos' && <KeyPhotosSection />}
            {section === 'imperfections' && <ImperfectionsSection />}
            {section === 'verdict' && <VerdictSection />}
          </fieldset>
          {section === 'submit' && (
            <SubmitSection unsaved={autosave.unsaved} onSubmitted={receive} onJump={go} />
          )}
          <div className="editor-steps">
            {previous && (
              <button type="button" className="btn btn-outline-secondary" onClick={() => go(previous.key)}>
                ← {previous.label}
              </button>
            )}
            {next && (
              <button type="button" className="btn btn-primary ms-auto" onClick={() => go(next.key)}>
                {next.label} →
              </button>
            )}
          </div>
        </section>
        <SaveStatusBar
          status={arrivalSignedOut ? 'unauthorized' : status}
          unsaved={autosave.unsaved}
          unsavedCount={autosave.unsavedCount}
          message={autosave.statusMessage}
          pending={uploads.pending}
          arrival={arrival}
        />
      </div>
    </EditorContext.Provider>
  );
}
