import type { FailedMail, MailFailure } from '@verificauto/shared/contracts/backoffice-mail';
import { formatDateTime } from '@verificauto/shared/domain/format';
import Button from 'react-bootstrap/Button';

const FAILURE_LABELS: Record<MailFailure, string> = {
  rejected: 'Indirizzo rifiutato dal server del destinatario',
  retries_exhausted: 'Server di posta non raggiungibile dopo ripetuti tentativi',
};

interface FailedMailTableProps {
  mails: FailedMail[];
  /** The id of the e-mail being queued again, if any: every button waits for it. */
  sending: string | null;
  onResend(mail: FailedMail): void;
}

/** E-mails not sent: what and to whom, why, and "Invia di nuovo"; one card per e-mail on a phone. */
export function FailedMailTable({ mails, sending, onResend }: FailedMailTableProps) {
  return (
    <table className="table failed-mail-table">
      <caption className="visually-hidden">Email non inviate, dalla più recente</caption>
      <thead>
        <tr>
          <th scope="col">Email</th>
          <th scope="col">Motivo</th>
          <th scope="col">
            <span className="visually-hidden">Azioni</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {mails.map((mail) => (
          <tr key={mail.id}>
            <th scope="row" className="fw-normal">
              <span className="d-block fw-semibold">{mail.subject}</span>
              <span className="d-block small text-break">a {mail.to}</span>
              <span className="d-block small text-body-secondary">
                creata il <time dateTime={mail.created_at}>{formatDateTime(mail.created_at)}</time>
              </span>
            </th>
            <td>
              <span className="d-block">{FAILURE_LABELS[mail.failure]}</span>
              <span className="d-block small text-body-secondary">
                non inviata il <time dateTime={mail.failed_at}>{formatDateTime(mail.failed_at)}</time>
                {` · ${mail.attempts === 1 ? '1 tentativo' : `${mail.attempts} tentativi`}`}
              </span>
              {mail.last_error && (
                <span className="d-block small failed-mail-error">
                  <span className="visually-hidden">Risposta del server: </span>
                  <code lang="en">{mail.last_error}</code>
                </span>
              )}
            </td>
            <td className="failed-mail-action">
              <Button
                variant="outline-primary"
                disabled={sending !== null}
                aria-label={`Invia di nuovo «${mail.subject}» a ${mail.to}`}
                onClick={() => onResend(mail)}
              >
                {sending === mail.id ? 'Invio…' : 'Invia di nuovo'}
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
