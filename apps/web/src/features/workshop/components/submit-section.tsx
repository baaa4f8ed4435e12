import {
  IncompleteReportErrorSchema,
  type MissingPart,
  type ReportDraft,
} from '@verificauto/shared/contracts/workshop';
import { findMissingParts } from '@verificauto/shared/domain/report-completeness';
import { countBySeverity, severityCountsText } from '@verificauto/shared/domain/severity';
import { useEffect, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { Link } from '../../../components/ui/link';
import { useFocusReturn } from '../../../components/ui/use-modal-focus';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useSubmitReport } from '../api/submit-report';
import { useEditor } from '../editor-context';
import { draftScores, type SectionKey } from '../editor-sections';
import { draftFindings } from '../submit-recap';
import { photosNotUploaded } from './save-status';
import { scoreText } from './score-line';
import { SubmitConfirmDialog } from './submit-confirm-dialog';
import { SubmitRecapPanel } from './submit-recap-panel';

interface SubmitSectionProps {
  unsaved: boolean;
  onSubmitted(draft: ReportDraft): void;
  onJump(section: SectionKey, id: string): void;
}

/** Once the report has left the workshop: what happens now, and the way back to the bookings. */
function SentPanel({ draft, focus }: { draft: ReportDraft; focus: boolean }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) headingRef.current?.focus();
  }, [focus]);
  const approved = draft.state === 'approved';
  return (
    <div className="submit-sent">
      <h3 ref={headingRef} tabIndex={-1} className="h5">
        {approved ? 'Report approvato' : 'Report inviato'}
      </h3>
      <p>
        {approved
          ? 'Il back office di Verificauto ha approvato il report: il venditore lo ha ricevuto e non si può più modificare.'
          : 'Ora il back office di Verificauto lo controlla: se è tutto in ordine lo approva e il venditore riceve il report; se serve una correzione te lo rimanda con una nota, e lo ritrovi tra le prenotazioni.'}
      </p>
      <Link to={paths.workshop.href()} className="btn btn-primary btn-lg">
        Torna alle prenotazioni
      </Link>
    </div>
  );
}

/** "AB123CD · punteggio complessivo 3,85 su 5 · 1 problema di sicurezza e 2 di valore" */
function reportSummary(draft: ReportDraft): string {
  const counts = countBySeverity(draftFindings(draft).map((finding) => finding.severity));
  const score = `punteggio complessivo ${scoreText(draftScores(draft).score_overall)}`;
  return `${draft.car_license_plate} · ${score} · ${severityCountsText(counts)}`;
}

/**
 * 'Invia per approvazione': the recap, then a confirmation (docs/decisions/070-editor-that-guides.md). The
 * completeness is checked here first, then by the server, which checks again.
 */
export function SubmitSection({ unsaved, onSubmitted, onJump }: SubmitSectionProps) {
  const { draft, uploads, readOnly } = useEditor();
  const submit = useSubmitReport(draft.uuid);
  const [confirming, setConfirming] = useState(false);
  const [sent, setSent] = useState(false);
  const [serverMissing, setServerMissing] = useState<MissingPart[] | null>(null);
  const missingHeadingRef = useRef<HTMLHeadingElement>(null);
  const sendRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useFocusReturn(confirming);
  const localMissing = findMissingParts(draft);
  const missing = serverMissing ?? localMissing;
  const waitingPhotos = uploads.pending.length;

  if (readOnly) return <SentPanel draft={draft} focus={sent} />;

  const reason =
    waitingPhotos > 0
      ? `Attendi: ${photosNotUploaded(waitingPhotos)}.`
      : unsaved
        ? 'Attendi: alcune modifiche non sono ancora salvate.'
        : undefined;

  const ask = () => {
    setServerMissing(null);
    if (localMissing.length > 0) {
      requestAnimationFrame(() => missingHeadingRef.current?.focus());
      return;
    }
    submit.reset();
    setConfirming(true);
  };

  const send = () =>
    submit.mutate(undefined, {
      onSuccess: (submitted) => {
        setSent(true);
        setConfirming(false);
        onSubmitted(submitted);
      },
      onError: (error) => {
        const incomplete =
          error instanceof ApiError ? IncompleteReportErrorSchema.safeParse(error.body) : null;
        if (incomplete?.success) {
          setServerMissing(incomplete.data.missing);
          setConfirming(false);
        }
      },
    });

  const error =
    submit.error && !(submit.error instanceof ApiError && submit.error.status === 422)
      ? submit.error.message
      : null;

  return (
    <>
      <p>
        Controlla il riepilogo: quando tutte le voci sono valutate (o segnate come non controllate) e le foto
        obbligatorie sono presenti, invia il report al back office. Dopo l’invio non si può più modificare.
      </p>
      <SubmitRecapPanel missing={missing} missingHeadingRef={missingHeadingRef} onJump={onJump} />
      <Button
        ref={sendRef}
        variant="primary"
        size="lg"
        className="w-100"
        disabled={Boolean(reason)}
        aria-describedby={reason ? 'submit-reason' : undefined}
        onClick={ask}
      >
        Invia per approvazione
      </Button>
      <div aria-live="polite">
        {reason && (
          <p id="submit-reason" className="small text-center mt-2 mb-0">
            {reason}
          </p>
        )}
      </div>
      <SubmitConfirmDialog
        show={confirming}
        summary={reportSummary(draft)}
        pending={submit.isPending}
        error={error}
        onConfirm={send}
        onCancel={() => setConfirming(false)}
        onExited={returnFocus(serverMissing ? missingHeadingRef : sendRef)}
      />
    </>
  );
}
