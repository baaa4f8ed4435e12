import type { MailboxItem } from '@verificauto/shared/contracts/dev-mailbox';
import { formatDateTime } from '@verificauto/shared/domain/format';
import { Link } from '../../../components/ui/link';
import { paths } from '../../../config/paths';
import { MailStatusBadge } from './mail-status';

/** Newest first; each row is one link, named by its subject, recipient and date. */
export function MailboxList({ messages }: { messages: MailboxItem[] }) {
  if (messages.length === 0) return <p className="lead">Nessuna email inviata finora.</p>;
  return (
    <ul className="list-group mailbox-list">
      {messages.map((message) => (
        <li key={message.id} className="list-group-item list-group-item-action p-0">
          <Link
            to={paths.devMailboxMessage.href(message.id)}
            className="d-block p-3 text-reset text-decoration-none"
          >
            <span className="d-flex flex-wrap justify-content-between column-gap-3">
              <span className="fw-semibold text-primary">{message.subject}</span>
              <time dateTime={message.created_at} className="small text-body-secondary">
                {formatDateTime(message.created_at)}
              </time>
            </span>
            <span className="d-block">A: {message.to}</span>
            <span className="d-flex flex-wrap align-items-center gap-2 small text-body-secondary">
              Modello: {message.template} <MailStatusBadge status={message.status} />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
