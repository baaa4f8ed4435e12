import type { FailedMail } from '@verificauto/shared/contracts/backoffice-mail';
import { useEffect, useRef, useState } from 'react';
import { AreaAccessError } from '../../../components/ui/area-access';
import { LoadMore } from '../../../components/ui/load-more';
import { PageTitle } from '../../../components/ui/page-title';
import { AdminNav } from '../components/admin-nav';
import { AreaLoading } from '../components/area-loading';
import { useFailedMails } from './api/get-failed-mails';
import { useResendMail } from './api/resend-mail';
import { FailedMailTable } from './components/failed-mail-table';
import '../../../styles/parts/tables.scss';
import '../../../styles/parts/spinners.scss';
import '../backoffice-admin.scss';
import './failed-mails.scss';

/**
 * /backoffice/email-non-inviate (decision 048): the e-mails given up, with the reason, and
 * "Invia di nuovo", which puts one back in the queue (audited).
 */
export function FailedMailsPage() {
  const list = useFailedMails();
  const resend = useResendMail();
  const [notice, setNotice] = useState<string | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  // The row and its button are gone once the e-mail is queued: the notice takes the focus.
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);
  if (list.error && !list.data) return <AreaAccessError error={list.error} />;
  const mails = list.data?.pages.flatMap((page) => page.mails) ?? [];

  const send = (mail: FailedMail) => {
    setNotice(null);
    resend.mutate(mail.id, {
      onSuccess: () =>
        setNotice(`L’email «${mail.subject}» a ${mail.to} è di nuovo in coda e partirà a breve.`),
    });
  };

  return (
    <div className="container py-5 backoffice-admin failed-mails-page">
      <PageTitle>Email non inviate</PageTitle>
      <AdminNav />
      <h1 className="mb-3">Email non inviate</h1>
      <p className="mb-4">
        Le email che non è stato possibile consegnare: il server del destinatario ha rifiutato l’indirizzo,
        oppure il server di posta non le ha accettate per tre giorni di tentativi. Con «Invia di nuovo»
        l’email torna in coda; l’azione resta nel registro.
      </p>
      <div aria-live="polite">
        {notice && (
          <div
            ref={noticeRef}
            tabIndex={-1}
            className="alert alert-success failed-mails-notice"
            role="status"
          >
            {notice}
          </div>
        )}
        {resend.error && (
          <div className="alert alert-danger" role="alert">
            {resend.error.message}
          </div>
        )}
      </div>
      {!list.data ? (
        <AreaLoading />
      ) : mails.length === 0 ? (
        <p className="text-body-secondary">
          Nessuna email da inviare di nuovo: tutte sono partite o sono in coda.
        </p>
      ) : (
        <>
          <FailedMailTable
            mails={mails}
            sending={resend.isPending ? resend.variables : null}
            onResend={send}
          />
          <LoadMore list={list} label="Carica altre" />
        </>
      )}
    </div>
  );
}
