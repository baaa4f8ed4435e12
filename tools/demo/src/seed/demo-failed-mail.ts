import type { Queryable } from '@verificauto/server/db/db';
import { renderEmail } from '@verificauto/server/lib/mail/email-layout';
import {
  insertOutboxMail,
  markMailFailed,
  recordMailError,
} from '@verificauto/server/lib/mail/mail.repository';
import { DEMO_COMPANY } from '@verificauto/shared/legal/company';

/**
 * An e-mail the recipient's server refused (an address typed wrong), so that the back office's page of
 * e-mails not sent has one to show and to send again (decision 048).
 */
export async function insertDemoFailedMail(tx: Queryable): Promise<void> {
  const id = await insertOutboxMail(tx, {
    to: 'mario.rossi@gmial.test',
    subject: 'Promemoria: domani l’ispezione della tua auto',
    template: 'booking_reminder',
    ...renderEmail(
      {
        title: 'Ci vediamo domani in officina',
        greeting: 'Ciao Mario,',
        paragraphs: [
          'ti ricordiamo che domani alle 10:00 l’Autofficina Rossi & Figli controlla la tua auto.',
          'Porta con te il libretto di circolazione e le chiavi: il controllo dura circa un’ora.',
        ],
      },
      DEMO_COMPANY,
    ),
  });
  await recordMailError(
    tx,
    id,
    "Can't send mail - all recipients were rejected: 550 5.1.1 <mario.rossi@gmial.test>: Recipient address rejected: User unknown",
  );
  await markMailFailed(tx, id, 'rejected');
}
