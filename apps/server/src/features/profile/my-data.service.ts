import type { AccountDetails, MyDataExport } from '@verificauto/shared/contracts/my-data';
import type { Company } from '@verificauto/shared/legal/company';
import type { Db, Queryable } from '../../db/db';
import { AppError } from '../../lib/app-error';
import { appendAudit } from '../../lib/audit-log.repository';
import { renderEmail } from '../../lib/mail/email-layout';
import type { OutgoingMail } from '../../lib/mail/mail.repository';
import { enqueueMail } from '../../lib/mail/mail-queue';
import type { RateLimitRule } from '../../lib/rate-limit';
import { notSignedIn } from '../../lib/session-user';
import {
  type AccountRow,
  erasePersonalData,
  findAccount,
  findComingInspection,
  lockAccount,
  readPersonalData,
  updateNameAndPhone,
} from './my-data.repository';

const MINUTE = 60;

/** Closing asks for the password: limited like sign-in (decision 013), per account and per address. */
export const CLOSE_ACCOUNT_LIMITS = {
  perAccount: { name: 'close-account', max: 10, windowSeconds: 15 * MINUTE },
  perIp: { name: 'close-account-ip', max: 30, windowSeconds: 15 * MINUTE },
} as const satisfies Record<string, RateLimitRule>;

export const MY_DATA_MESSAGES = {
  updated: 'Dati aggiornati.',
  closed: 'Il tuo account è stato chiuso. Ti abbiamo inviato una email di conferma.',
  wrongPassword: 'La password non è corretta.',
  staffAccount:
    'Gli account delle officine e del back office si chiudono con una richiesta al Titolare, non da qui.',
  comingInspection: (date: string) =>
    `Hai un’ispezione prenotata per il ${date}: annullala o attendi che sia eseguita, poi potrai chiudere l’account.`,
} as const;

const SECTIONS: Readonly<Record<keyof Awaited<ReturnType<typeof readPersonalData>>, string>> = {
  users: 'Il tuo account (la password non c’è: la conserviamo solo come hash non reversibile).',
  sessions: 'Le sessioni di accesso ancora aperte, con indirizzo IP e browser.',
  user_tokens: 'I link di attivazione e di reimpostazione della password inviati (senza il codice segreto).',
  inspections: 'Le ispezioni che hai prenotato come venditore.',
  calendly_intents:
    'Le prenotazioni iniziate sul calendario online di un’officina mentre avevi aperto l’Area riservata (le conserviamo per un giorno).',
  inspection_mails: 'Le email di prenotazione e promemoria delle tue ispezioni.',
  purchases: 'I tuoi ordini: report acquistati e diritti di prenotazione, con le dichiarazioni accettate.',
  invoices: 'Le fatture e le note di credito emesse a tuo nome.',
  withdrawals: 'I recessi che hai esercitato, con nome, email, data e ora, indirizzo IP e browser.',
  regulation_versions: 'Le versioni del Regolamento che hai accettato.',
  mail_outbox: 'Le email che ti abbiamo inviato negli ultimi mesi (i link monouso sono rimossi).',
  mail_attachments: 'I file allegati a quelle email (nome e dimensione).',
  audit_log: 'Le operazioni del back office che riguardano te o i tuoi ordini, e quelle fatte da te.',
  reports: 'I report che hai redatto come tecnico di un’officina.',
  report_drafts: 'Le bozze di report che hai modificato o inviato come tecnico.',
  draft_photos: 'Le foto che hai caricato come tecnico.',
  report_versions: 'Le versioni di report che hai approvato dal back office.',
};

/** The tokens of one-time links end a URL path: 20 or more URL-safe characters (contracts/auth.ts). */
const ONE_TIME_LINK = /(https?:\/\/\S+?\/)[A-Za-z0-9_-]{20,}(?=[\s"'<>)]|$)/g;

const requireOpen = (account: AccountRow | undefined): AccountRow => {
  if (!account || account.closed_at) throw notSignedIn();
  return account;
};

const toDetails = (account: AccountRow): AccountDetails => ({
  email: account.email,
  name: account.name,
  phone: account.phone,
});

export const readAccountDetails = async (db: Queryable, userId: string) =>
  toDetails(requireOpen(await findAccount(db, userId)));

export async function updateAccountDetails(
  db: Queryable,
  userId: string,
  input: { name: string; phone: string | null },
): Promise<AccountDetails> {
  return toDetails(requireOpen(await updateNameAndPhone(db, userId, input.name, input.phone)));
}

/** The JSON archive of "Scarica i miei dati" (GDPR art. 15 and 20). */
export async function exportPersonalData(
  db: Queryable,
  userId: string,
  now = new Date(),
): Promise<MyDataExport> {
  const account = requireOpen(await findAccount(db, userId));
  const data = await readPersonalData(db, account.id, account.email);
  for (const mail of data.mail_outbox) {
    if (typeof mail.text === 'string')
      mail.text = mail.text.replace(ONE_TIME_LINK, '$1[link monouso rimosso]');
  }
  return {
    generated_at: now.toISOString(),
    format: 'verificauto-dati-personali/1',
    sections: SECTIONS,
    data,
  };
}

function accountClosedEmail(to: { email: string; name: string }, sender: Company): OutgoingMail {
  return {
    to: to.email,
    subject: 'Il tuo account Verificauto è stato chiuso',
    template: 'account_closed',
    ...renderEmail(
      {
        title: 'Account chiuso',
        greeting: to.name ? `Ciao ${to.name},` : 'Ciao,',
        paragraphs: [
          'come hai chiesto, abbiamo chiuso il tuo account Verificauto: le sessioni sono terminate e i tuoi dati personali sono stati cancellati o resi anonimi.',
          'Conserviamo solo le fatture e le note di credito emesse a tuo nome, per i 10 anni richiesti dalla legge (art. 2220 del Codice civile). L’accesso ai report acquistati è terminato.',
          'Questa è l’ultima email che ricevi da noi; la cancelliamo dal nostro archivio di invio appena è stata consegnata. Se non hai chiesto tu la chiusura, rispondi subito a questa email.',
        ],
      },
      sender,
    ),
  };
}

export type PasswordCheck = (password: string, hash: string) => Promise<boolean>;

const formatDay = (value: Date) =>
  new Intl.DateTimeFormat('it-IT', {
    timeZone: 'Europe/Rome',
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(value);

/**
 * Closes the account (decision 042): the password confirms it, then one transaction ends the sessions,
 * erases or anonymises the personal data and queues the confirmation e-mail. A second request finds
 * the account closed and does nothing, so the e-mail goes once.
 */
export async function closeAccount(
  db: Db,
  userId: string,
  password: string,
  deps: { verifyPassword: PasswordCheck; company: Company },
): Promise<void> {
  const account = requireOpen(await findAccount(db, userId));
  if (account.role !== 'user') throw new AppError(403, 'staff_account', MY_DATA_MESSAGES.staffAccount);
  const matches =
    account.password_hash !== null && (await deps.verifyPassword(password, account.password_hash));
  if (!matches) throw new AppError(400, 'wrong_password', MY_DATA_MESSAGES.wrongPassword);
  await db.transaction(async (tx) => {
    const locked = await lockAccount(tx, userId);
    if (!locked || locked.closed_at) return;
    const coming = await findComingInspection(tx, userId);
    if (coming) {
      throw new AppError(
        409,
        'inspection_booked',
        MY_DATA_MESSAGES.comingInspection(formatDay(coming.booked_at)),
      );
    }
    await erasePersonalData(tx, locked);
    await enqueueMail(tx, accountClosedEmail(locked, deps.company));
    await appendAudit(tx, {
      actorId: locked.id,
      action: 'user.closed',
      entity: 'user',
      entityId: locked.id,
      before: null,
      after: { closed: true, blocked: locked.blocked_at !== null },
    });
  });
}
