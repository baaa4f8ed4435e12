import {
  IncompleteReportErrorSchema,
  type MissingPart,
  type ReportDraft,
} from '@verificauto/shared/contracts/workshop';
import { findMissingParts } from '@verificauto/shared/domain/report-completeness';
import { useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { ApiError } from '../../../lib/api-client';
import { useSubmitReport } from '../api/submit-report';
import { useEditor } from '../editor-context';
import type { SectionKey } from '../editor-sections';
import { MissingPartsList } from './missing-parts-list';
import { photosNotUploaded } from './save-status';

interface SubmitSectionProps {
  unsaved: boolean;
  onSubmitted(draft: ReportDraft): void;
  onJump(section: SectionKey, id: string): void;
}

/** 'Invia per approvazione': checks completeness here first, then asks the server, which checks again. */
export function SubmitSection({ unsaved, onSubmitted, onJump }: SubmitSectionProps) {
  const { draft, uploads, readOnly } = useEditor();
  const submit = useSubmitReport(draft.uuid);
  const [checked, setChecked] = useState(false);
  const [serverMissing, setServerMissing] = useState<MissingPart[] | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const localMissing = findMissingParts(draft);
  const missing = serverMissing ?? localMissing;
  const waitingPhotos = uploads.pending.length;

  if (readOnly) {
    return <p>Il report è stato inviato: non si può più modificare.</p>;
  }

  const reason =
    waitingPhotos > 0
      ? `Attendi: ${photosNotUploaded(waitingPhotos)}.`
      : unsaved
        ? 'Attendi: alcune modifiche non sono ancora salvate.'
        : undefined;

  const send = () => {
    setChecked(true);
    setServerMissing(null);
    if (localMissing.length > 0) {
      requestAnimationFrame(() => headingRef.current?.focus());
      return;
    }
    submit.mutate(undefined, {
      onSuccess: onSubmitted,
      onError: (error) => {
        const incomplete =
          error instanceof ApiError ? IncompleteReportErrorSchema.safeParse(error.body) : null;
        if (incomplete?.success) {
          setServerMissing(incomplete.data.missing);
          requestAnimationFrame(() => headingRef.current?.focus());
        }
      },
    });
  };

  const otherError =
    submit.error && !(submit.error instanceof ApiError && submit.error.status === 422)
      ? submit.error.message
      : null;

  return (
    <>
      <p>
        Quando tutte le voci sono valutate (o segnate come non controllate) e le foto obbligatorie sono
        presenti, invia il report al back office: dopo l’invio non si può più modificare.
      </p>
      {!checked && localMissing.length > 0 && (
        <p className="text-body-secondary">Mancano ancora {localMissing.length} elementi.</p>
      )}
      <Button
        variant="primary"
        size="lg"
        className="w-100"
        disabled={Boolean(reason) || submit.isPending}
        aria-describedby={reason ? 'submit-reason' : undefined}
        onClick={send}
      >
        {submit.isPending ? (
          <>
            <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />
            Invio in corso…
          </>
        ) : (
          'Invia per approvazione'
        )}
      </Button>
      <div aria-live="polite">
        {reason && (
          <p id="submit-reason" className="small text-center mt-2 mb-0">
            {reason}
          </p>
        )}
        {otherError && <p className="text-danger mt-2 mb-0">{otherError}</p>}
      </div>
      {checked && missing.length > 0 && (
        <div className="mt-4">
          <h3 ref={headingRef} tabIndex={-1} className="h5">
            Prima di inviare, completa{' '}
            {missing.length === 1 ? 'questo elemento' : `questi ${missing.length} elementi`}:
          </h3>
          <MissingPartsList parts={missing} onJump={onJump} />
        </div>
      )}
    </>
  );
}
