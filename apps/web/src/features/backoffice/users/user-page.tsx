import { type BackofficeUser, BlockUserRequestSchema } from '@verificauto/shared/contracts/backoffice';
import { formatDateTime } from '@verificauto/shared/domain/format';
import { useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { useParams } from 'react-router';
import { AreaAccessError } from '../../../components/ui/area-access';
import { Link } from '../../../components/ui/link';
import { PageLoading } from '../../../components/ui/page-loading';
import { PageTitle } from '../../../components/ui/page-title';
import { paths } from '../../../config/paths';
import { AdminNav } from '../components/admin-nav';
import { ReasonDialog } from '../components/reason-dialog';
import { useBlockUser } from './api/block-user';
import { useAdminUser } from './api/get-admin-user';
import { useUnblockUser } from './api/unblock-user';
import { UserPurchases } from './components/user-purchases';
import { roleLabel, userTitle } from './user-labels';
import '../../../styles/parts/tables.scss';
import '../../../styles/parts/form-control.scss';
import '../../../styles/parts/forms.scss';
import '../../../styles/parts/badge.scss';
import '../../../styles/parts/modal.scss';
import '../../../styles/parts/spinners.scss';
import '../backoffice-admin.scss';
import './users-admin.scss';
import { FactList } from './components/fact-list';

function UserFacts({ user }: { user: BackofficeUser }) {
  const facts: [string, string][] = [
    ['Email', user.email],
    ['Nome', user.name || '—'],
    ['Ruolo', roleLabel(user.role)],
    ['Email confermata', user.confirmed ? 'Sì' : 'No'],
    ['Registrato il', formatDateTime(user.created_at)],
    ['Stato', user.blocked_at ? `Bloccato dal ${formatDateTime(user.blocked_at)}` : 'Attivo'],
  ];
  if (user.blocked_at) facts.push(['Motivo del blocco', user.blocked_reason ?? '—']);
  return <FactList facts={facts} className="user-facts" />;
}

/** Block with a reason (docs/product.md#roles: no sign-in, no new account with the e-mail) or unblock. */
function BlockControls({ user }: { user: BackofficeUser }) {
  const block = useBlockUser(user.id);
  const unblock = useUnblockUser(user.id);
  const [dialog, setDialog] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const blockButton = useRef<HTMLButtonElement>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const blocked = useRef(false);
  const busy = block.isPending || unblock.isPending;

  if (user.role === 'backoffice') {
    return <p className="text-body-secondary">Un utente del back office non si può bloccare da qui.</p>;
  }
  const submitBlock = (reason: string) =>
    block.mutate(
      { reason },
      {
        onSuccess: () => {
          blocked.current = true;
          setNotice('Utente bloccato: le sue sessioni sono terminate.');
          setDialog(false);
        },
      },
    );
  const doUnblock = () => {
    setNotice(null);
    unblock.mutate(undefined, {
      onSuccess: () => {
        setNotice('Utente sbloccato: può di nuovo accedere.');
        // The button pressed is gone: the notice takes the focus.
        requestAnimationFrame(() => noticeRef.current?.focus());
      },
    });
  };

  return (
    <div className="mb-2">
      <div aria-live="polite">
        {notice && (
          <div ref={noticeRef} tabIndex={-1} className="alert alert-success user-notice" role="status">
            {notice}
          </div>
        )}
        {unblock.error && (
          <div className="alert alert-danger" role="alert">
            {unblock.error.message}
          </div>
        )}
      </div>
      {user.blocked_at ? (
        <Button variant="outline-primary" disabled={busy} onClick={doUnblock}>
          {unblock.isPending ? (
            <>
              <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />
              Sblocco…
            </>
          ) : (
            'Sblocca utente'
          )}
        </Button>
      ) : (
        <Button
          ref={blockButton}
          variant="outline-danger"
          disabled={busy}
          onClick={() => {
            block.reset();
            blocked.current = false;
            setNotice(null);
            setDialog(true);
          }}
        >
          Blocca utente
        </Button>
      )}
      <ReasonDialog
        id="block-dialog"
        show={dialog}
        title={`Bloccare ${userTitle(user)}?`}
        label="Motivo del blocco"
        hint="Resta nel registro del back office con il tuo nome."
        schema={BlockUserRequestSchema}
        confirmLabel="Blocca"
        pendingLabel="Blocco…"
        pending={block.isPending}
        error={block.error}
        onSubmit={submitBlock}
        onCancel={() => setDialog(false)}
        // Blocked: the button pressed is gone, the notice takes the focus; cancelled: back to the button.
        onExited={() => (blocked.current ? noticeRef : blockButton).current?.focus()}
      >
        <p className="mb-0">
          {user.email} non potrà più accedere né aprire un nuovo account con la stessa email; le sue sessioni
          terminano subito.
        </p>
      </ReasonDialog>
    </div>
  );
}

/** /backoffice/utenti/:id: the account, block or unblock it, its purchases and their refunds. */
export function UserPage() {
  const { id = '' } = useParams();
  const query = useAdminUser(id);
  if (query.error) return <AreaAccessError error={query.error} />;
  if (!query.data) return <PageLoading />;
  const { user, purchases } = query.data;
  const title = userTitle(user);

  return (
    <div className="container py-5 backoffice-admin">
      <PageTitle>{title}</PageTitle>
      <AdminNav />
      <p className="mb-2">
        <Link to={paths.backofficeUsers.href()}>← Tutti gli utenti</Link>
      </p>
      <h1 className="mb-3 text-break">{title}</h1>
      <UserFacts user={user} />
      <BlockControls user={user} />
      <UserPurchases purchases={purchases} />
    </div>
  );
}
