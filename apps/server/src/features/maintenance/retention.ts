import { INACTIVE_ACCOUNT_YEARS } from '@verificauto/shared/domain/business';
import type { Company } from '@verificauto/shared/legal/company';
import type { Db, Queryable } from '../../db/db';
import { renderEmail } from '../../lib/mail/email-layout';
import type { OutgoingMail } from '../../lib/mail/mail.repository';
import { enqueueMail } from '../../lib/mail/mail-queue';
import {
  clearOldContactData,
  deleteExpiredAccountingRecords,
  deleteUnconfirmedAccounts,
  findInactiveAccountsToClose,
  INACTIVITY_NOTICE_MONTHS,
  type InactiveAccount,
  markInactiveAccountsToWarn,
} from './retention.repository';

/** The closing of an account, lent by the profile feature through job-handlers.ts. */
export type EraseAccount = (tx: Queryable, account: { id: string; email: string }) => Promise<void>;

export interface RetentionDeps {
  db: Db;
  eraseAccount: EraseAccount;
  site: { publicUrl: string; company: Company };
}

function inactivityEmail(to: InactiveAccount, site: RetentionDeps['site']): OutgoingMail {
  return {
    to: to.email,
    subject: 'Il tuo account Verificauto sarà cancellato tra un mese',
    template: 'inactive_account',
    ...renderEmail(
      {
        title: 'Il tuo account sarà cancellato',
        greeting: to.name ? `Ciao ${to.name},` : 'Ciao,',
        paragraphs: [
          `non usi il tuo account Verificauto da quasi ${INACTIVE_ACCOUNT_YEARS} anni. Come dice l’informativa sulla privacy, tra ${INACTIVITY_NOTICE_MONTHS} mese lo cancelleremo con i tuoi dati personali, tranne le fatture che la legge ci chiede di conservare.`,
          'Se vuoi tenerlo, basta accedere con il pulsante qui sotto.',
        ],
        action: { label: 'Accedi a Verificauto', url: `${site.publicUrl}/signin` },
      },
      site.company,
    ),
  };
}

/**
 * The retention rules of the privacy notice (decision 042), once a day: accounting records after 10 years,
 * marketing and contact data after 2, unconfirmed registrations after 30 days, inactive accounts after
 * 2 years with a warning a month before. Each step is idempotent, so a retried job does no harm; the
 * warnings are marked in the transaction that queues them, so each goes once.
 */
export async function applyRetention({ db, eraseAccount, site }: RetentionDeps): Promise<void> {
  await deleteExpiredAccountingRecords(db);
  await clearOldContactData(db);
  await deleteUnconfirmedAccounts(db);
  await db.transaction(async (tx) => {
    for (const account of await markInactiveAccountsToWarn(tx))
      await enqueueMail(tx, inactivityEmail(account, site));
  });
  await db.transaction(async (tx) => {
    for (const account of await findInactiveAccountsToClose(tx)) await eraseAccount(tx, account);
  });
}
