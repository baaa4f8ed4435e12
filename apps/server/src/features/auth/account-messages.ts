import { ACCOUNT_SETUP_LINK_HOURS } from '@verificauto/shared/domain/business';

/** The Italian answers of the account endpoints, in one place so that tests and reviews can see them all. */
const FORGOT = '«Password dimenticata?»';

export const MESSAGES = {
  wrongCredentials: 'Email o password non corretti.',
  notActivated: `Il tuo account non è ancora attivo: apri il link di attivazione che ti abbiamo inviato via email. Se non lo trovi, usa ${FORGOT}: con il link che riceverai potrai attivarlo e scegliere la password.`,
  noPassword: `Non hai ancora impostato una password. Apri il link che ti abbiamo inviato via email oppure usa ${FORGOT} per riceverne uno nuovo.`,
  blocked: (contactEmail: string) =>
    `Il tuo account è stato sospeso e non è possibile accedere. Per informazioni scrivi a ${contactEmail}.`,
  signedOut: 'Disconnessione eseguita.',
  accountNotFound: 'Non esiste un account con questa email.',
  crossSite: `Questa richiesta va fatta da una pagina di Verificauto: apri ${FORGOT} sul sito e riprova.`,
  forgotPasswordSent:
    'Se l’indirizzo è registrato, riceverai a breve un’email con il link per reimpostare la password.',
  passwordChanged: 'La password è stata impostata. Ora puoi accedere con la nuova password.',
  resetLink: {
    unknown: `Il link per reimpostare la password non è valido: se hai ricevuto più email, usa quello dell’ultima oppure chiedine uno nuovo da ${FORGOT}.`,
    used: `Questo link è già stato usato. Se ti serve, chiedine uno nuovo da ${FORGOT}.`,
    expired: `Il link è scaduto. Chiedine uno nuovo da ${FORGOT}.`,
  },
  registered: `Ti abbiamo inviato un’email con il link per attivare l’account: aprilo entro ${ACCOUNT_SETUP_LINK_HOURS} ore per completare la registrazione.`,
  emailTaken: `Esiste già un account con questa email. Accedi oppure, se non ricordi la password, usa ${FORGOT}.`,
  activated: 'Il tuo account è attivo. Ora puoi accedere.',
  alreadyActive: 'Il tuo account è già attivo: accedi con la tua email e la password.',
  activationLink: {
    unknown: `Il link di attivazione non è valido. Per attivare l’account usa ${FORGOT} nella pagina di accesso: riceverai un nuovo link.`,
    expired: `Il link di attivazione è scaduto. Per attivare l’account usa ${FORGOT} nella pagina di accesso: riceverai un nuovo link.`,
  },
} as const;
