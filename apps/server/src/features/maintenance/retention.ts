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
  FIRST_INACTIVE,
  findInactiveAccountsToClose,
  findInactiveAccountsToWarn,
  INACTIVITY_NOTICE_MONTHS,
  type InactiveAccount,
  type InactiveCursor,
  markAccountsWarned,
} from './retention.repository';

/** The closing of an account, lent by the profile feature through job-handlers.ts. */
export type EraseAccount = (tx: Queryable, account: { id: string; email: string }) => Promise<void>;

/**
 * How much one statement or transaction handles (docs/decisions/075-maintenance-in-batches.md): orders or
 * registrations per statement, accounts warned or closed per transaction (a closing is a dozen statements).
 */
export interface RetentionBatches {
  rows: number;
  accounts: number;
}

const RETENTION_BATCHES: RetentionBatches = { rows: 1_000, accounts: 100 };

export interface RetentionDeps {
  db: Db;
  eraseAccount: EraseAccount;
  site: { publicUrl: string; company: Company };
  /** Smaller in tests, to go through several batches with a few rows. */
  batches?: RetentionBatches;
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

type FindInactive = (tx: Queryable, after: InactiveCursor, limit: number) => Promise<InactiveAccount[]>;

/**
 * Walks the accounts that `find` selects, `limit` at a time in the order of their last sign-in, each batch
 * locked and handled in a transaction of its own.
 */
async function eachInactiveBatch(
  db: Db,
  find: FindInactive,
  limit: number,
  handle: (tx: Queryable, accounts: InactiveAccount[]) => Promise<void>,
): Promise<void> {
  let after = FIRST_INACTIVE;
  for (;;) {
    const accounts = await db.transaction(async (tx) => {
      const batch = await find(tx, after, limit);
      await handle(tx, batch);
      return batch;
    });
    const last = accounts.at(-1);
    if (!last || accounts.length < limit) return;
    after = { idleSince: last.idle_since, id: last.id };
  }
}

/**
 * The retention rules of the privacy notice (decision 042), once a day: accounting records after 10 years,
 * marketing and contact data after 2, unconfirmed registrations after 30 days, inactive accounts after
 * 2 years with a warning a month before. Each step is idempotent, so a retried job does no harm; the
 * warnings are marked in the transaction that queues them, so each goes once. Every step goes in batches.
 */
export async function applyRetention({
  db,
  eraseAccount,
  site,
  batches = RETENTION_BATCHES,
}: RetentionDeps): Promise<void> {
  await deleteExpiredAccountingRecords(db, batches.rows);
  await clearOldContactData(db, batches.rows);
  await deleteUnconfirmedAccounts(db, batches.rows);
  await eachInactiveBatch(db, findInactiveAccountsToWarn, batches.accounts, async (tx, accounts) => {
    if (accounts.length === 0) return;
    await markAccountsWarned(
      tx,
      accounts.map((account) => account.id),
    );
    for (const account of accounts) await enqueueMail(tx, inactivityEmail(account, site));
  });
  await eachInactiveBatch(db, findInactiveAccountsToClose, batches.accounts, async (tx, accounts) => {
    for (const account of accounts) await eraseAccount(tx, account);
  });
}
