import {
  type ReportWaiverRequired,
  ReportWaiverRequiredSchema,
  WAIVER_NOT_TICKED,
} from '@verificauto/shared/contracts/report-waiver';
import { WITHDRAWAL_DAYS } from '@verificauto/shared/domain/business';
import { formatDate } from '@verificauto/shared/domain/format';
import { WITHDRAWAL_LINK_LABEL } from '@verificauto/shared/legal/withdrawal-function';
import { type FormEvent, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { ErrorMessage } from '../../../../components/ui/error-message';
import { describedBy, FieldError } from '../../../../components/ui/field-error';
import { Link } from '../../../../components/ui/link';
import { PageTitle } from '../../../../components/ui/page-title';
import { PendingLabel, PendingStatus } from '../../../../components/ui/pending-label';
import { paths } from '../../../../config/paths';
import { useAuth } from '../../../../lib/auth-context';
import { UNEXPECTED_ANSWER, WAIVER_TITLE_ID } from '../../report-page-state';
import { useRecordReportWaiver } from '../api/record-report-waiver';
import './waiver-step.scss';

const CHECKBOX_ID = 'waiver-immediate-access';
const ERROR_ID = `${CHECKBOX_ID}-error`;

interface WaiverStepProps {
  inspectionUuid: string;
  /** The server's 403 `waiver_required` body. */
  answer: Record<string, unknown>;
  /** The vehicle, as the report's title names it. */
  vehicle: string;
}

/**
 * Before the report, a buyer who did not tick it at checkout is asked for the express request for immediate
 * access in the same words; 'Non ora' keeps the right and the purchase (docs/product.md#legal-withdrawal,
 * docs/decisions/058-waiver-at-first-opening.md).
 */
export function WaiverStep({ inspectionUuid, answer, vehicle }: WaiverStepProps) {
  const parsed = ReportWaiverRequiredSchema.safeParse(answer);
  return parsed.success ? (
    <WaiverQuestion inspectionUuid={inspectionUuid} waiver={parsed.data} vehicle={vehicle} />
  ) : (
    <ErrorMessage title="Report non disponibile" text={UNEXPECTED_ANSWER} reload />
  );
}

function WaiverQuestion({
  inspectionUuid,
  waiver,
  vehicle,
}: {
  inspectionUuid: string;
  waiver: ReportWaiverRequired;
  vehicle: string;
}) {
  const [declined, setDeclined] = useState(false);
  const until = formatDate(waiver.withdrawal_until);
  return (
    <div className="container py-5 waiver-step">
      <PageTitle>{`${declined ? 'Report non aperto' : 'Prima di aprire il report'}: ${vehicle}`}</PageTitle>
      <p className="text-body-secondary mb-1">{`Report ${vehicle}`}</p>
      {declined ? (
        <WaiverDeclined
          until={until}
          withdrawalToken={waiver.withdrawal_token}
          onOpen={() => setDeclined(false)}
        />
      ) : (
        <WaiverRequest
          inspectionUuid={inspectionUuid}
          waiver={waiver}
          until={until}
          onDecline={() => setDeclined(true)}
        />
      )}
    </div>
  );
}

/** Moves the focus to the step's heading once a new state of it shows. */
const focusTitle = (heading: HTMLHeadingElement | null) => heading?.focus();

function WaiverRequest({
  inspectionUuid,
  waiver,
  until,
  onDecline,
}: {
  inspectionUuid: string;
  waiver: ReportWaiverRequired;
  until: string;
  onDecline(): void;
}) {
  const [ticked, setTicked] = useState(false);
  const [error, setError] = useState<string>();
  const checkbox = useRef<HTMLInputElement>(null);
  const record = useRecordReportWaiver(inspectionUuid);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ticked) {
      setError(WAIVER_NOT_TICKED);
      checkbox.current?.focus();
      return;
    }
    record.mutate({ immediate_access: true, regulation_version: waiver.regulation_version });
  };

  return (
    <>
      <h1 id={WAIVER_TITLE_ID} ref={focusTitle} tabIndex={-1} className="mb-3">
        Prima di aprire il report
      </h1>
      <p className="lead">
        Hai acquistato il report e puoi ancora recedere dal contratto: hai {WITHDRAWAL_DAYS} giorni
        dall’acquisto, fino al {until}, per ripensarci e ricevere il rimborso completo.
      </p>
      <p>
        Per aprire il report adesso ci serve la tua richiesta espressa di accesso immediato: una volta aperto,
        non potrai più recedere. Se preferisci aspettare, l’acquisto resta valido e il diritto di recesso
        resta tuo fino al {until}.
      </p>
      <Form noValidate onSubmit={submit} className="waiver-form">
        <Form.Check id={CHECKBOX_ID} className="mb-0">
          <Form.Check.Input
            ref={checkbox}
            type="checkbox"
            name="immediate_access"
            checked={ticked}
            onChange={(event) => {
              setTicked(event.target.checked);
              if (event.target.checked) setError(undefined);
            }}
            isInvalid={Boolean(error)}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(error && ERROR_ID)}
          />
          <Form.Check.Label>{waiver.statement}</Form.Check.Label>
        </Form.Check>
        <FieldError id={ERROR_ID} message={error} />
        {record.error && (
          <Alert variant="danger" className="mt-3 mb-0">
            {record.error.message}
          </Alert>
        )}
        <div className="d-flex flex-wrap gap-2 mt-4">
          <Button type="submit" variant="primary" disabled={record.isPending}>
            <PendingLabel pending={record.isPending}>Apri il report</PendingLabel>
          </Button>
          <Button type="button" variant="outline-secondary" onClick={onDecline} disabled={record.isPending}>
            Non ora
          </Button>
        </div>
        <PendingStatus pending={record.isPending} />
      </Form>
    </>
  );
}

function WaiverDeclined({
  until,
  withdrawalToken,
  onOpen,
}: {
  until: string;
  withdrawalToken: string;
  onOpen(): void;
}) {
  // A browser that reads by its read receipt has no profile to go back to (decision 057).
  const { signedIn } = useAuth();
  return (
    <>
      <h1 ref={focusTitle} tabIndex={-1} className="mb-3">
        Il report non è stato aperto
      </h1>
      <p className="lead">
        L’acquisto resta valido e conservi il diritto di recesso fino al {until}. Puoi aprire il report quando
        vuoi da questa pagina{signedIn ? ' o dai tuoi report nel profilo' : ''}.
      </p>
      <p>Se hai cambiato idea sull’acquisto, puoi recedere dal contratto senza indicarne il motivo.</p>
      <div className="d-flex flex-wrap gap-2 mt-4">
        <Button type="button" variant="primary" onClick={onOpen}>
          Apri il report
        </Button>
        {signedIn && (
          <Link to={paths.profile.href()} className="btn btn-outline-primary">
            Vai ai tuoi report
          </Link>
        )}
        <Link to={paths.withdrawal.href(withdrawalToken)} className="btn btn-outline-secondary">
          {WITHDRAWAL_LINK_LABEL}
        </Link>
      </div>
    </>
  );
}
