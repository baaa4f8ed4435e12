import {
  BACKUP_RETENTION_DAYS,
  DATA_REQUEST_EXTENSION_MONTHS,
  DATA_REQUEST_MONTHS,
  DEVICE_COOKIE_DAYS,
  INACTIVE_ACCOUNT_YEARS,
  LOG_RETENTION_DAYS,
  MAIL_RETENTION_DAYS,
  MINIMUM_AGE,
  REPORT_ACCESS_DAYS,
  RETENTION_YEARS,
  SESSION_MAX_DAYS,
  UNCONFIRMED_ACCOUNT_DAYS,
} from '@verificauto/shared/domain/business';
import { countOf } from '@verificauto/shared/domain/plural';
import { WITHDRAWAL_LINK_LABEL } from '@verificauto/shared/legal/withdrawal-function';
import { COMPANY, CONTACT_EMAIL } from '../../config/site';
import { contactMailto } from '../../lib/mailto';
import { PolicySection } from './policy-section';

const years = (n: number) => countOf(n, 'anno', 'anni');
const months = (n: number) => countOf(n, 'mese', 'mesi');
const days = (n: number) => countOf(n, 'giorno', 'giorni');

const PURPOSES = [
  {
    purpose: 'Fornire il servizio',
    detail:
      'creazione dell’account, prenotazione dell’ispezione, acquisto e consultazione dei report, assistenza',
    basis: 'esecuzione del contratto (art. 6, par. 1, lett. b GDPR)',
  },
  {
    purpose: 'Fatturazione e adempimenti fiscali',
    detail: 'emissione della fattura elettronica e tenuta dei documenti contabili',
    basis: 'obbligo di legge (art. 6, par. 1, lett. c GDPR)',
  },
  {
    purpose: 'Sicurezza del servizio',
    detail:
      'registri tecnici e limiti ai tentativi di accesso, per prevenire accessi non autorizzati, frodi e abusi',
    basis:
      'legittimo interesse del Titolare a proteggere il servizio e i suoi utenti (art. 6, par. 1, lett. f GDPR)',
  },
  {
    purpose: 'Recesso dal contratto',
    detail: `registrazione del recesso inviato con la funzione «${WITHDRAWAL_LINK_LABEL}», conferma per email, rimborso e nota di credito, prova di come e quando è stato esercitato`,
    basis:
      'obbligo di legge (art. 6, par. 1, lett. c GDPR): Codice del Consumo, artt. 54 e 56, e norme fiscali sul rimborso',
  },
  {
    purpose: 'Marketing e contatto diretto',
    detail: 'comunicazioni su offerte e novità del servizio, solo se le hai chieste',
    basis: 'consenso, revocabile in qualsiasi momento (art. 6, par. 1, lett. a GDPR)',
  },
  {
    purpose: 'Tutela dei diritti',
    detail: 'accertamento, esercizio o difesa di un diritto in sede giudiziaria',
    basis: 'legittimo interesse del Titolare a difendersi (art. 6, par. 1, lett. f GDPR)',
  },
];

const RETENTION = [
  {
    data: 'Documenti contabili (ordini, fatture, rimborsi e recessi)',
    period: years(RETENTION_YEARS.accounting),
  },
  {
    data: 'Dati del recesso (nome, email, data e ora, indirizzo IP e browser)',
    period: `come i rimborsi che ne seguono: ${years(RETENTION_YEARS.accounting)}`,
  },
  {
    data: 'Dati per marketing e contatto diretto (consenso al marketing, contatti di un pagamento non concluso)',
    period: years(RETENTION_YEARS.marketing),
  },
  {
    data: 'Dati necessari in caso di contenzioso',
    period: `${years(RETENTION_YEARS.afterLegalProceedings)} dalla conclusione del procedimento`,
  },
  {
    data: 'Report e foto del veicolo',
    period: `descrivono l’auto, non il venditore: restano consultabili da chi li ha acquistati per i ${REPORT_ACCESS_DAYS} giorni anche se il venditore chiude l’account, e da quel momento non sono più collegati alla sua persona`,
  },
  {
    data: 'Account chiuso dal profilo («I miei dati»)',
    period:
      'dati personali cancellati o resi anonimi subito; restano solo le fatture, le note di credito e i recessi (per i tempi dei documenti contabili) e, per un utente escluso, l’email',
  },
  {
    data: 'Account senza attività',
    period: `cancellato dopo ${years(INACTIVE_ACCOUNT_YEARS)} senza accessi, acquisti in corso o ispezioni prenotate, con un avviso via email un mese prima, come alla chiusura dal profilo`,
  },
  {
    data: 'Registrazione mai confermata',
    period: `cancellata dopo ${days(UNCONFIRMED_ACCOUNT_DAYS)}, se non ha ordini né ispezioni`,
  },
  {
    data: 'Email di un utente escluso dal servizio',
    period: 'solo l’indirizzo, finché dura l’esclusione, per impedire un nuovo account',
  },
  {
    data: 'Dati tecnici della sessione (indirizzo IP e browser)',
    period: `fino alla fine della sessione (al massimo ${days(SESSION_MAX_DAYS)}), poi cancellati entro un’ora`,
  },
  {
    data: 'Email che ti inviamo (archivio di invio)',
    period: `${days(MAIL_RETENTION_DAYS)}; l’email di conferma della chiusura dell’account, appena consegnata`,
  },
  { data: 'Registri del server (indirizzo IP, pagina, esito)', period: days(LOG_RETENTION_DAYS) },
  { data: 'Copie di backup', period: days(BACKUP_RETENTION_DAYS) },
];

const PROVIDERS = [
  {
    provider: 'Hosting, database, invio delle email e archivio delle foto',
    where: 'fornitori con server nell’Unione europea: nessun trasferimento',
  },
  {
    provider: 'Stripe (pagamenti con carta)',
    where:
      'Stripe Payments Europe Ltd. (Irlanda); i dati possono essere trasferiti a Stripe, Inc. (Stati Uniti) in base all’EU-U.S. Data Privacy Framework e alle clausole contrattuali tipo della Commissione europea',
  },
  {
    provider: 'Google Maps (mappa delle officine), solo se attiva',
    where:
      'Google Ireland Ltd. (Irlanda); trasferimento a Google LLC (Stati Uniti) in base all’EU-U.S. Data Privacy Framework; caricata solo dopo il tuo consenso',
  },
  {
    provider: 'Calendly (calendario di prenotazione), solo se attivo',
    where:
      'Calendly LLC (Stati Uniti), in base all’EU-U.S. Data Privacy Framework e alle clausole contrattuali tipo; caricato solo dopo il tuo consenso',
  },
];

const COOKIES = [
  {
    name: '__Host-va_session',
    purpose: 'tiene aperta la sessione dopo l’accesso (negli ambienti di prova si chiama va_session)',
    duration: `fino all’uscita o alla scadenza della sessione, al massimo ${days(SESSION_MAX_DAYS)}`,
  },
  {
    name: '__Host-va_device',
    purpose:
      'riconosce il browser da cui hai già effettuato l’accesso, così chi prova password sbagliate da altri dispositivi non può bloccarti (negli ambienti di prova si chiama va_device)',
    duration: `${days(DEVICE_COOKIE_DAYS)} dall’ultimo accesso`,
  },
  {
    name: '__Host-va_reads',
    purpose:
      'nel browser con cui hai pagato un report senza accedere, ti lascia aprirlo subito: indica gli acquisti fatti da quel browser, non un account (negli ambienti di prova si chiama va_reads)',
    duration: `fino alla fine dell’accesso al report acquistato (${days(REPORT_ACCESS_DAYS)}), o fino a quando accedi o esci`,
  },
  {
    name: 'va_purchase',
    purpose:
      'dopo il pagamento di un report, permette solo al browser che ha pagato di vedere la conferma dell’ordine',
    duration: '2 ore',
  },
  {
    name: 'va_booking',
    purpose:
      'dopo una prenotazione, permette solo al browser che ha prenotato di vedere la conferma e di pagare la quota di prenotazione; se torni al modulo, ti ripropone l’orario che stiamo tenendo per te',
    duration: '2 ore',
  },
  {
    name: 'XSRF-TOKEN',
    purpose: 'protegge i moduli da richieste inviate da altri siti a tuo nome',
    duration: 'fino alla chiusura del browser',
  },
  {
    name: 'expires_time (memoria locale del browser)',
    purpose: 'ricorda quando scade la sessione, per rinnovarla in tempo',
    duration: 'fino all’uscita',
  },
  {
    name: 'verificauto.form.* (memoria della scheda del browser)',
    purpose:
      'conserva i dati che hai scritto nel modulo di prenotazione e in quello di pagamento (mai il numero della carta né il CVC), se torni indietro o ricarichi la pagina',
    duration: 'fino alla conferma della prenotazione o al pagamento, all’uscita o alla chiusura della scheda',
  },
];

export function PrivacyPolicy() {
  return (
    <PolicySection id="privacy-policy" title="Informativa sulla privacy">
      <p className="policy-intro">
        Questa informativa spiega come trattiamo i tuoi dati personali, ai sensi del Regolamento (UE) 2016/679
        (GDPR) e del D.Lgs. 196/2003 (Codice in materia di protezione dei dati personali).
      </p>

      <h3 className="h5">Titolare del trattamento</h3>
      <p>
        {COMPANY.legalName}, {COMPANY.address}, P. IVA {COMPANY.vatNumber}, PEC{' '}
        <a href={`mailto:${COMPANY.pec}`}>{COMPANY.pec}</a>. Per ogni richiesta sulla privacy scrivi a{' '}
        <a href={contactMailto()}>{CONTACT_EMAIL}</a>. Non abbiamo nominato un Responsabile della protezione
        dei dati (DPO), perché per la nostra attività non è obbligatorio: ti risponde direttamente il Titolare
        a questi recapiti.
      </p>

      <h3 className="h5">Dati che raccogliamo</h3>
      <ul>
        <li>dati dell’account: indirizzo email, nome, numero di telefono;</li>
        <li>
          password: la conserviamo solo come hash non reversibile (scrypt), mai in chiaro: nessuno, nemmeno
          noi, può risalire alla password;
        </li>
        <li>
          targa, numero di telaio (VIN) e dati del veicolo, con le foto e gli esiti dei controlli
          dell’ispezione, che ci trasmette l’officina partner;
        </li>
        <li>
          dati di pagamento e fatturazione: i dati della carta sono trattati direttamente dal fornitore dei
          servizi di pagamento, noi riceviamo solo l’esito e i dati dell’ordine; per la fattura elettronica di
          chi risiede in Italia, codice fiscale e indirizzo;
        </li>
        <li>
          se recedi dal contratto con la funzione «{WITHDRAWAL_LINK_LABEL}»: il nome e l’email che indichi, il
          contratto da cui recedi, la data e l’ora del recesso, l’indirizzo IP e il browser da cui lo invii;
        </li>
        <li>
          registri tecnici (log): indirizzo IP, data e ora delle richieste e pagine visitate, oltre ai cookie
          tecnici elencati più sotto.
        </li>
      </ul>

      <h3 className="h5">Finalità e basi giuridiche</h3>
      <ul>
        {PURPOSES.map((item) => (
          <li key={item.purpose}>
            <strong>{item.purpose}</strong> ({item.detail}): {item.basis}.
          </li>
        ))}
      </ul>
      <p>
        I dati necessari al servizio sono obbligatori: senza di essi non possiamo creare l’account né fornire
        il report. Il servizio è riservato a chi ha compiuto {MINIMUM_AGE} anni. Non prendiamo decisioni
        basate unicamente su trattamenti automatizzati e non facciamo profilazione (art. 22 GDPR).
      </p>

      <h3 className="h5">A chi comunichiamo i dati</h3>
      <p>
        Le officine partner eseguono l’ispezione e redigono il report per nostro conto, come responsabili del
        trattamento vincolati da un contratto (art. 28 GDPR); sono titolari autonomi solo per i propri
        obblighi di legge. Trattano i dati per nostro conto, come responsabili, anche il fornitore dei servizi
        di pagamento e i fornitori tecnici (hosting, invio delle email); comunichiamo dati alle autorità solo
        quando la legge lo richiede. Non vendiamo i tuoi dati.
      </p>
      <p>
        Chi acquista il report di un veicolo ne vede la targa, il numero di telaio (VIN), i dati tecnici e le
        foto; non vede il nome, l’email né il telefono del venditore.
      </p>

      <h3 className="h5">Trasferimenti fuori dall’Unione europea</h3>
      <ul>
        {PROVIDERS.map((item) => (
          <li key={item.provider}>
            <strong>{item.provider}</strong>: {item.where}.
          </li>
        ))}
      </ul>

      <h3 className="h5">Per quanto tempo conserviamo i dati</h3>
      <div className="table-responsive">
        <table className="table policy-table">
          <caption className="visually-hidden">Tempi di conservazione dei dati</caption>
          <thead>
            <tr>
              <th scope="col">Dati</th>
              <th scope="col">Conservazione</th>
            </tr>
          </thead>
          <tbody>
            {RETENTION.map((row) => (
              <tr key={row.data}>
                <th scope="row">{row.data}</th>
                <td>{row.period}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p>
        Gli altri dati dell’account sono conservati finché l’account è attivo. I dati cancellati scompaiono
        anche dalle copie di backup entro {days(BACKUP_RETENTION_DAYS)}.
      </p>

      <h3 className="h5">Cookie</h3>
      <p>
        Usiamo solo cookie tecnici, necessari al funzionamento del servizio: non richiedono il tuo consenso e
        per questo non mostriamo un banner. Se attiveremo servizi di terze parti (la mappa di Google, il
        calendario Calendly o strumenti di statistica), li caricheremo solo dopo il tuo consenso, che potrai
        dare o negare con un banner.
      </p>
      <div className="table-responsive">
        <table className="table policy-table">
          <caption className="visually-hidden">Cookie e memoria locale usati dal sito</caption>
          <thead>
            <tr>
              <th scope="col">Nome</th>
              <th scope="col">Scopo</th>
              <th scope="col">Durata</th>
            </tr>
          </thead>
          <tbody>
            {COOKIES.map((cookie) => (
              <tr key={cookie.name}>
                <th scope="row" className="text-break">
                  {cookie.name}
                </th>
                <td>{cookie.purpose}</td>
                <td>{cookie.duration}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <h3 className="h5">I tuoi diritti</h3>
      <p>
        Puoi chiedere l’accesso ai tuoi dati, la rettifica, la cancellazione, la limitazione del trattamento e
        la portabilità, e revocare in ogni momento il consenso dato, senza effetti sui trattamenti precedenti
        (artt. 15–20 GDPR). Senza scriverci, nella sezione «I miei dati» del profilo puoi scaricare tutti i
        dati che ti riguardano, correggere nome e telefono e chiudere l’account. Hai anche il diritto di
        proporre reclamo al{' '}
        <a href="https://www.garanteprivacy.it" rel="noopener noreferrer">
          Garante per la protezione dei dati personali
        </a>
        .
      </p>
      <p>
        Puoi opporti in qualsiasi momento, per motivi legati alla tua situazione particolare, ai trattamenti
        basati sul nostro legittimo interesse, e senza bisogno di motivi al marketing (art. 21 GDPR).
      </p>
      <p className="mb-0">
        Scrivi a <a href={contactMailto()}>{CONTACT_EMAIL}</a>: rispondiamo entro{' '}
        {months(DATA_REQUEST_MONTHS)} dal ricevimento della richiesta. Il termine può essere prorogato di{' '}
        {months(DATA_REQUEST_EXTENSION_MONTHS)} se necessario, tenuto conto della complessità e del numero
        delle richieste; in tal caso ti informeremo della proroga e dei motivi entro{' '}
        {months(DATA_REQUEST_MONTHS)}.
      </p>
    </PolicySection>
  );
}
