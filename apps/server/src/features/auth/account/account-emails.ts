import { ACCOUNT_SETUP_LINK_HOURS } from '@verificauto/shared/domain/business';
import type { Company } from '@verificauto/shared/legal/company';
import { renderEmail } from '../../../lib/mail/email-layout';
import type { OutgoingMail } from '../../../lib/mail/mail.repository';
import { PASSWORD_RESET_TOKEN_MINUTES } from './user-tokens.service';

export interface Recipient {
  email: string;
  name: string;
}

const greeting = (to: Recipient) => (to.name ? `Ciao ${to.name},` : 'Ciao,');
const SETUP_LINK_VALIDITY = `Il link è valido per ${ACCOUNT_SETUP_LINK_HOURS} ore.`;
const SINGLE_USE = 'Si può usare una sola volta.';

export function activationEmail(to: Recipient, url: string, sender: Company): OutgoingMail {
  return {
    to: to.email,
    subject: 'Attiva il tuo account Verificauto',
    template: 'activation',
    ...renderEmail(
      {
        title: 'Attiva il tuo account',
        greeting: greeting(to),
        paragraphs: [
          'grazie per la registrazione a Verificauto.',
          'Per attivare l’account conferma il tuo indirizzo email con il pulsante qui sotto.',
        ],
        action: { label: 'Attiva l’account', url },
        footnote: `${SETUP_LINK_VALIDITY} ${SINGLE_USE} Se non hai creato tu questo account, ignora questa email.`,
      },
      sender,
    ),
  };
}

export function passwordResetEmail(to: Recipient, url: string, sender: Company): OutgoingMail {
  return {
    to: to.email,
    subject: 'Reimposta la password di Verificauto',
    template: 'password_reset',
    ...renderEmail(
      {
        title: 'Reimposta la password',
        greeting: greeting(to),
        paragraphs: [
          'abbiamo ricevuto una richiesta di reimpostare la password del tuo account Verificauto.',
          'Per sceglierne una nuova usa il pulsante qui sotto.',
        ],
        action: { label: 'Imposta una nuova password', url },
        footnote: `Il link è valido per ${PASSWORD_RESET_TOKEN_MINUTES} minuti. ${SINGLE_USE} Se non hai chiesto tu di reimpostare la password, ignora questa email: la password attuale resta valida.`,
      },
      sender,
    ),
  };
}

export function passwordSetupEmail(
  to: Recipient,
  url: string,
  forgotPasswordUrl: string,
  sender: Company,
): OutgoingMail {
  return {
    to: to.email,
    subject: 'Imposta la password per l’Area riservata di Verificauto',
    template: 'password_setup',
    ...renderEmail(
      {
        title: 'Imposta la password per l’Area riservata',
        greeting: greeting(to),
        paragraphs: [
          `abbiamo creato per te un account Verificauto con l’indirizzo ${to.email}: nell’Area riservata trovi i report delle ispezioni che hai prenotato e quelli che hai acquistato.`,
          'Per il primo accesso scegli una password con il pulsante qui sotto.',
        ],
        action: { label: 'Imposta la password', url },
        footnote: `${SETUP_LINK_VALIDITY} ${SINGLE_USE} Se è scaduto, chiedine uno nuovo da ${forgotPasswordUrl}.`,
      },
      sender,
    ),
  };
}

/** The same first-password link for a technician the back office added to a workshop: staff, not a customer. */
export function workshopPasswordSetupEmail(
  to: Recipient,
  url: string,
  place: { workshopName: string; workshopUrl: string; forgotPasswordUrl: string },
  sender: Company,
): OutgoingMail {
  return {
    to: to.email,
    subject: 'Il tuo accesso all’area officina di Verificauto',
    template: 'workshop_password_setup',
    ...renderEmail(
      {
        title: 'Il tuo accesso all’area officina',
        greeting: greeting(to),
        paragraphs: [
          `sei stato aggiunto come tecnico dell’officina ${place.workshopName} su Verificauto, con l’indirizzo ${to.email}.`,
          'Per il primo accesso scegli una password con il pulsante qui sotto.',
          `Poi entra nell’area officina da ${place.workshopUrl}: lì trovi le ispezioni della tua officina e ne compili i report.`,
        ],
        action: { label: 'Imposta la password', url },
        footnote: `${SETUP_LINK_VALIDITY} ${SINGLE_USE} Se è scaduto, chiedine uno nuovo da ${place.forgotPasswordUrl}.`,
      },
      sender,
    ),
  };
}
