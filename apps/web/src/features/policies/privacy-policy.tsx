import {
  BACKUP_RETENTION_DAYS,
  COMPANY,
  DATA_REQUEST_EXTENSION_MONTHS,
  DATA_REQUEST_MONTHS,
  MINIMUM_AGE,
  RETENTION_YEARS,
  SESSION_MAX_DAYS,
} from '@verificauto/shared/domain/business';
import { countOf } from '@verificauto/shared/domain/plural';
import { CONTACT_EMAIL } from '../../config/contact';
import { PolicySection } from './policy-section';

const years = (n: number) => countOf(n, 'anno', 'anni');
const months = (n: number) => countOf(n, 'mese', 'mesi');

const PURPOSES = [
  {
    purpose: 'Fornire il servizio',
    detail:
      'creazione dell’account, prenotazione dell’ispezione, acquisto e consultazione dei report, assistenza',
    basis: 'esecuzione del contratto (art. 6, par. 1, lett. b GDPR)',
  },
  {
    purpose: 'Fatturazione e adempimenti fiscali',
    detail: 'emissione della fattura e tenuta dei documenti contabili',
    basis: 'obbligo di legge (art. 6, par. 1, lett. c GDPR)',
  },
  {
    purpose: 'Sicurezza del servizio',
    detail: 'registri tecnici per prevenire accessi non autorizzati e abusi',
    basis: 'legittimo interesse del Titolare (art. 6, par. 1, lett. f GDPR)',
  },
  {
    purpose: 'Marketing e contatto diretto',
    detail: 'comunicazioni su offerte e novità del servizio',
    basis: 'consenso, revocabile in qualsiasi momento (art. 6, par. 1, lett. a GDPR)',
  },
  {
    purpose: 'Tutela dei diritti',
    detail: 'accertamento, esercizio o difesa di un diritto in sede giudiziaria',
    basis: 'legittimo interesse del Titolare (art. 6, par. 1, lett. f GDPR)',
  },
];

const RETENTION = [
  { data: 'Documenti contabili (ordini e fatture)', period: years(RETENTION_YEARS.accounting) },
  { data: 'Dati per marketing e contatto diretto', period: years(RETENTION_YEARS.marketing) },
  {
    data: 'Dati necessari in caso di contenzioso',
    period: `${years(RETENTION_YEARS.afterLegalProceedings)} dalla conclusione del procedimento`,
  },
  {
    data: 'Dati tecnici della sessione (indirizzo IP e browser)',
    period: `fino alla fine della sessione (al massimo ${countOf(SESSION_MAX_DAYS, 'giorno', 'giorni')}), poi cancellati entro un’ora`,
  },
  { data: 'Copie di backup', period: countOf(BACKUP_RETENTION_DAYS, 'giorno', 'giorni') },
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
        {COMPANY.legalName}, {COMPANY.address}, P. IVA {COMPANY.vatNumber}, PEC {COMPANY.pec}. Per ogni
        richiesta sulla privacy scrivi a <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>.
      </p>

      <h3 className="h5">Dati che raccogliamo</h3>
      <ul>
        <li>dati dell’account: indirizzo e-mail, nome, numero di telefono;</li>
        <li>
          password: la conserviamo solo in forma cifrata con una funzione di hash, mai in chiaro, e nessuno
          può leggerla;
        </li>
        <li>targa e dati del veicolo, con le foto e gli esiti dei controlli dell’ispezione;</li>
        <li>
          dati di pagamento: i dati della carta sono trattati direttamente dal fornitore dei servizi di
          pagamento; noi riceviamo solo l’esito e i dati dell’ordine;
        </li>
        <li>
          registri tecnici (log): indirizzo IP, data e ora delle richieste e pagine visitate, oltre ai cookie
          tecnici necessari per la sessione e la sicurezza.
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
        il report. Il servizio è riservato a chi ha compiuto {MINIMUM_AGE} anni.
      </p>

      <h3 className="h5">A chi comunichiamo i dati</h3>
      <p>
        Alle officine partner, per svolgere l’ispezione prenotata; al fornitore dei servizi di pagamento; ai
        fornitori tecnici (hosting, invio delle e-mail) che agiscono come responsabili del trattamento ai
        sensi dell’art. 28 GDPR; alle autorità, quando la legge lo richiede. Non vendiamo i tuoi dati.
      </p>

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
        anche dalle copie di backup entro {countOf(BACKUP_RETENTION_DAYS, 'giorno', 'giorni')}.
      </p>

      <h3 className="h5">I tuoi diritti</h3>
      <p>
        Puoi chiedere l’accesso ai tuoi dati, la rettifica, la cancellazione, la limitazione del trattamento e
        la portabilità; puoi opporti al trattamento e revocare in ogni momento il consenso dato (artt. 15-22
        GDPR). Hai anche il diritto di proporre reclamo al{' '}
        <a href="https://www.garanteprivacy.it" rel="noopener noreferrer">
          Garante per la protezione dei dati personali
        </a>
        .
      </p>
      <p className="mb-0">
        Scrivi a <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>: rispondiamo entro{' '}
        {months(DATA_REQUEST_MONTHS)} dal ricevimento della richiesta. Il termine può essere prorogato di{' '}
        {months(DATA_REQUEST_EXTENSION_MONTHS)} se necessario, tenuto conto della complessità e del numero
        delle richieste; in tal caso ti informeremo della proroga e dei motivi entro{' '}
        {months(DATA_REQUEST_MONTHS)}.
      </p>
    </PolicySection>
  );
}
