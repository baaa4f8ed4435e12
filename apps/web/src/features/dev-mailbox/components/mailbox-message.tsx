import { type MailboxMessage as Message, mailboxHtmlPath } from '@verificauto/shared/contracts/dev-mailbox';
import { formatDateTime } from '@verificauto/shared/domain/format';
import { LinkedText } from './linked-text';
import { MailStatusBadge } from './mail-status';
import { MailboxAttachments } from './mailbox-attachments';

/**
 * One e-mail: its attachments as downloads, its HTML in a frame (no scripts; its links open in the whole
 * tab) and its text version, whose links are ordinary links of this page.
 */
export function MailboxMessage({ message }: { message: Message }) {
  return (
    <article>
      <h1 className="h2 mb-3">{message.subject}</h1>
      <dl className="row mb-4">
        <dt className="col-sm-3 col-lg-2">A</dt>
        <dd className="col-sm-9 col-lg-10">{message.to}</dd>
        <dt className="col-sm-3 col-lg-2">Creata il</dt>
        <dd className="col-sm-9 col-lg-10">{formatDateTime(message.created_at)}</dd>
        <dt className="col-sm-3 col-lg-2">Modello</dt>
        <dd className="col-sm-9 col-lg-10">{message.template}</dd>
        <dt className="col-sm-3 col-lg-2">Stato</dt>
        <dd className="col-sm-9 col-lg-10">
          <MailStatusBadge status={message.status} />
          {message.sent_at && ` il ${formatDateTime(message.sent_at)}`}
          {message.attempts > 1 && ` (tentativi: ${message.attempts})`}
        </dd>
        {message.last_error && (
          <>
            <dt className="col-sm-3 col-lg-2">Ultimo errore</dt>
            <dd className="col-sm-9 col-lg-10 text-danger">{message.last_error}</dd>
          </>
        )}
      </dl>

      <MailboxAttachments attachments={message.attachments} />

      <div className="d-flex flex-wrap justify-content-between align-items-baseline column-gap-3 mb-2">
        <h2 className="h5 mb-0">Versione HTML</h2>
        <a href={mailboxHtmlPath(message.id)} target="_blank" rel="noopener">
          Apri in una nuova scheda
        </a>
      </div>
      <iframe
        className="mailbox-frame"
        title={`Versione HTML: ${message.subject}`}
        src={mailboxHtmlPath(message.id)}
        sandbox="allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation"
      />

      <h2 className="h5 mt-4">Versione testo</h2>
      <pre className="mailbox-text">
        <LinkedText text={message.text} />
      </pre>
    </article>
  );
}
