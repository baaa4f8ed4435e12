import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useParams } from 'react-router';
import { Link } from '../../components/ui/link';
import { PageTitle } from '../../components/ui/page-title';
import { paths } from '../../config/paths';
import { useMailbox } from './api/get-mailbox';
import { useMailboxMessage } from './api/get-mailbox-message';
import { MailboxList } from './components/mailbox-list';
import { MailboxMessage } from './components/mailbox-message';
import '../../styles/parts/badge.scss';
import './dev-mailbox.scss';

const TITLE = 'Casella email di sviluppo';
const loading = <p role="status">Caricamento…</p>;

function ListView() {
  const mailbox = useMailbox();
  return (
    <>
      <PageTitle>{TITLE}</PageTitle>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-2">
        <h1 className="mb-0">{TITLE}</h1>
        <Button variant="outline-primary" onClick={() => mailbox.refetch()} disabled={mailbox.isFetching}>
          Aggiorna
        </Button>
      </div>
      <p className="text-body-secondary mb-4">
        Le email del server, come le riceverebbero i destinatari. Disponibile solo fuori produzione.
      </p>
      {mailbox.isPending ? (
        loading
      ) : mailbox.isError ? (
        <Alert variant="danger">{mailbox.error.message}</Alert>
      ) : (
        <MailboxList messages={mailbox.data.messages} />
      )}
    </>
  );
}

function MessageView({ id }: { id: string }) {
  const message = useMailboxMessage(id);
  return (
    <>
      <PageTitle>{message.data ? `${message.data.subject} · ${TITLE}` : TITLE}</PageTitle>
      <p className="mb-3">
        <Link to={paths.devMailbox.href()}>← Tutte le email</Link>
      </p>
      {message.isPending ? (
        loading
      ) : message.isError ? (
        <Alert variant="danger">{message.error.message}</Alert>
      ) : (
        <MailboxMessage message={message.data} />
      )}
    </>
  );
}

/** /dev/mailbox and /dev/mailbox/:id: the e-mails the server stored, so that their links can be followed. */
export function DevMailboxPage() {
  const { id } = useParams();
  return <div className="container py-5">{id ? <MessageView id={id} /> : <ListView />}</div>;
}
