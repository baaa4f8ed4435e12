import {
  CHECKS_COUNT,
  COMPANY,
  MINIMUM_AGE,
  PROMO_CODE,
  PROMO_PERCENT_OFF,
  REPORT_ACCESS_DAYS,
  REPORT_PRICE_CENTS,
  REPORT_READY_HOURS,
  REPORT_UPLOAD_MINUTES,
  RULE_CHANGE_NOTICE_DAYS,
  WITHDRAWAL_DAYS,
} from '@verificauto/shared/domain/business';
import { formatEuroCents } from '@verificauto/shared/domain/format';
import type { ReactNode } from 'react';
import { Link } from '../../components/ui/link';
import { CONTACT_EMAIL } from '../../config/contact';
import { paths } from '../../config/paths';

// Spec §9: "refund within 30 days of the notice"; business.ts has no constant for it yet.
const WITHDRAWAL_REFUND_DAYS = 30;
const WITHDRAWAL_TITLE = 'Diritto di recesso';

const PROMO_PRICE_CENTS = Math.round((REPORT_PRICE_CENTS * (100 - PROMO_PERCENT_OFF)) / 100);

export interface Article {
  title: string;
  body: ReactNode;
}

/** The 14 articles of the service rules (spec §1, §4, §5, §6, §9); numbered by position. */
export const ARTICLES: Article[] = [
  {
    title: 'Oggetto e definizioni',
    body: (
      <>
        <p>
          Il presente Regolamento disciplina l’uso del servizio {COMPANY.brand}, fornito da{' '}
          {COMPANY.legalName}, con sede in {COMPANY.address}, P. IVA {COMPANY.vatNumber}, REA {COMPANY.rea},
          capitale sociale {COMPANY.shareCapital}, PEC {COMPANY.pec} (di seguito «Fornitore»). Il servizio
          permette di prenotare l’ispezione di un veicolo usato presso un’officina partner e di consultare
          online il report che ne risulta (di seguito «Report»).
        </p>
        <p>
          Ai fini del Regolamento, «Utente» è chiunque usi il servizio; «Consumatore» è l’Utente persona
          fisica che agisce per scopi estranei alla propria attività imprenditoriale, commerciale, artigianale
          o professionale; «Utente commerciale» è l’Utente che agisce nell’esercizio di tale attività.
        </p>
      </>
    ),
  },
  {
    title: 'Contenuto del Report',
    body: (
      <p>
        Il Report è redatto dai tecnici delle officine partner sulla base di {CHECKS_COUNT} controlli su
        interni, esterni (compreso il sottoscocca), meccanica (motore, cambio, sospensioni, freni, ruote e
        pneumatici), dati del veicolo e prova su strada, e indica i principali problemi riscontrati con il
        costo stimato della riparazione. Il Report descrive lo stato del veicolo al momento dell’ispezione.
      </p>
    ),
  },
  {
    title: 'Requisiti per l’uso del servizio',
    body: (
      <p>
        Il servizio è riservato a chi ha compiuto {MINIMUM_AGE} anni. Con la registrazione o l’acquisto
        l’Utente dichiara di avere l’età minima richiesta e di fornire dati veritieri, e accetta il presente
        Regolamento.
      </p>
    ),
  },
  {
    title: 'Account e link univoco',
    body: (
      <p>
        Ogni Report è identificato da un link univoco per ciascun veicolo. Il Report acquistato è
        raggiungibile dall’area riservata dell’account dell’Utente oppure tramite il suo link, finché il link
        è attivo. L’Utente custodisce le proprie credenziali e risponde dell’uso del proprio account.
      </p>
    ),
  },
  {
    title: 'Prezzo e codici sconto',
    body: (
      <p>
        Il prezzo pieno di un Report è di {formatEuroCents(REPORT_PRICE_CENTS)}. Con il codice promozionale{' '}
        <strong>{PROMO_CODE}</strong> si ottiene uno sconto del {PROMO_PERCENT_OFF}% e il Report costa{' '}
        {formatEuroCents(PROMO_PRICE_CENTS)}. I codici sconto si applicano solo se inseriti nel passaggio di
        scelta del metodo di pagamento: un codice non inserito in quel passaggio non può essere applicato in
        seguito.
      </p>
    ),
  },
  {
    title: 'Pagamento e conclusione del contratto',
    body: (
      <p>
        Il Report si acquista esclusivamente con carta di credito o di debito, tramite il fornitore dei
        servizi di pagamento indicato al momento dell’acquisto. Il contratto tra l’Utente e il Fornitore si
        conclude quando il Fornitore riceve il pagamento.
      </p>
    ),
  },
  {
    title: 'Fattura',
    body: (
      <p>
        Dopo l’acquisto l’Utente riceve per e-mail la fattura, con l’IVA applicata all’aliquota prevista nel
        Paese di residenza dell’Utente.
      </p>
    ),
  },
  {
    title: 'Messa a disposizione del Report',
    body: (
      <p>
        Il Report che non richiede una verifica in officina è caricato nell’account dell’Utente entro{' '}
        {REPORT_UPLOAD_MINUTES} minuti dall’addebito del pagamento; contestualmente l’Utente riceve un’e-mail
        con il link al Report. Quando è prevista un’ispezione in officina, il Report è pronto entro{' '}
        {REPORT_READY_HOURS} ore dall’ispezione.
      </p>
    ),
  },
  {
    title: 'Consultazione del Report',
    body: (
      <p>
        Il Report non è scaricabile in formato PDF: è consultabile nel browser per {REPORT_ACCESS_DAYS} giorni
        di calendario dal suo caricamento. Trascorso questo periodo il Report non è più consultabile.
      </p>
    ),
  },
  {
    title: 'Uso consentito del Report',
    body: (
      <p>
        L’Utente può condividere il Report al solo scopo di valutare il veicolo, per esempio inviandone il
        link a chi è interessato all’acquisto. È vietato rivendere il Report o utilizzarlo a fini commerciali.
      </p>
    ),
  },
  {
    title: WITHDRAWAL_TITLE,
    body: (
      <>
        <p>
          Il Consumatore può recedere dal contratto entro {WITHDRAWAL_DAYS} giorni dalla sua conclusione,
          senza indicarne il motivo, ai sensi degli artt. 52 e seguenti del Codice del Consumo (D.Lgs. 6
          settembre 2005, n. 206), inviando una comunicazione a{' '}
          <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>. Il Fornitore rimborsa quanto pagato entro{' '}
          {WITHDRAWAL_REFUND_DAYS} giorni dal ricevimento della comunicazione di recesso.
        </p>
        <p>
          Ai sensi dell’art. 59 del Codice del Consumo, il diritto di recesso si perde quando l’Utente ottiene
          l’accesso al Report oppure quando l’ispezione in officina è stata completata. Restano salvi i casi
          di rimborso previsti dalla{' '}
          <Link to={paths.policies.href('refund-policy')}>Politica di rimborso</Link>.
        </p>
      </>
    ),
  },
  {
    title: 'Modifiche al Regolamento',
    body: (
      <p>
        Il Fornitore può modificare il presente Regolamento dandone comunicazione agli Utenti almeno{' '}
        {RULE_CHANGE_NOTICE_DAYS} giorni di calendario prima dell’entrata in vigore delle modifiche. Gli
        acquisti già conclusi restano regolati dalla versione in vigore al momento dell’acquisto.
      </p>
    ),
  },
  {
    title: 'Limitazione e cessazione dell’accesso',
    body: (
      <p>
        In caso di violazione del presente Regolamento il Fornitore può limitare o interrompere l’accesso
        dell’Utente al servizio. L’Utente il cui accesso è stato interrotto non può creare un nuovo account.
      </p>
    ),
  },
  {
    title: 'Utenti commerciali, legge applicabile e foro competente',
    body: (
      <p>
        Il servizio agli Utenti commerciali può essere regolato da un accordo separato. Il Regolamento è
        soggetto alla legge italiana. Per le controversie con gli Utenti commerciali è competente in via
        esclusiva il Foro di {COMPANY.court}, sede del Fornitore; per le controversie con i Consumatori è
        competente il giudice del luogo di residenza o di domicilio del Consumatore.
      </p>
    ),
  },
];

export const articleId = (index: number) => `art-${index + 1}`;
export const WITHDRAWAL_ARTICLE_ID = articleId(ARTICLES.findIndex((a) => a.title === WITHDRAWAL_TITLE));
