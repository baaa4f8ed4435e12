import {
  BOOKING_CHANGE_HOURS,
  CARD_NETWORKS,
  LEGAL_WITHDRAWAL_DAYS,
  MINIMUM_AGE,
  PROMO_CODE,
  PROMO_PERCENT_OFF,
  PROMO_PRICE_CENTS,
  PROMO_USES_PER_ACCOUNT,
  PROMO_VALID_UNTIL,
  REFUND_WINDOW_DAYS,
  REMINDER_HOURS_BEFORE,
  REPORT_ACCESS_DAYS,
  REPORT_PRICE_CENTS,
  REPORT_READY_HOURS,
  REPORT_UPLOAD_MINUTES,
  RULE_CHANGE_NOTICE_DAYS,
  WITHDRAWAL_DAYS,
  WITHDRAWAL_REFUND_DAYS,
  WORKSHOP_CHECK_HOURS,
  WORKSHOP_DAYS_PER_WEEK,
} from '../domain/business';
import { CHECKS_CLAIM } from '../domain/checks-count';
import { formatDate, formatEuroCents, formatLongDate } from '../domain/format';
import { BRAND, type Company, telHref } from './company';
import type { Block, Inline, LegalArticle, LegalDocument } from './legal-text';
import { REPORT_DECISIONS_DISCLAIMER, REPORT_LIMITS } from './report-limits';
import { WITHDRAWAL_LINK_LABEL } from './withdrawal-function';

/** The date this version applies from; change it with every change of the text (art. 12). */
export const REGULATION_VERSION_DATE = '2026-11-29';

/** The article the refund policy links to. */
export const WITHDRAWAL_ARTICLE_TITLE = 'Diritto di recesso';

export const WITHDRAWAL_FORM_PATH = '/api/policies/withdrawal-form.pdf';
export const REFUND_FORM_PATH = '/api/policies/refund-form.pdf';
export const REGULATION_PDF_PATH = '/api/policies/regolamento.pdf';

export interface LegalContext {
  company: Company;
  contactEmail: string;
}

const p = (...inlines: Inline[]): Block => ({ paragraph: inlines });
const list = (...items: Inline[][]): Block => ({ list: items });
const mail = (address: string): Inline => ({ text: address, href: `mailto:${address}` });

/**
 * The 14 articles of the service rules (their number is fixed, docs/product.md#service) with the additions
 * the law asks (docs/product.md#legal-regulation).
 */
export function buildRegulation({ company, contactEmail }: LegalContext): LegalDocument {
  const articles: Omit<LegalArticle, 'id'>[] = [
    {
      title: 'Fornitore, contatti e definizioni',
      blocks: [
        p(
          `Il presente Regolamento disciplina l’uso del servizio ${BRAND}, fornito da ${company.legalName}, con sede in ${company.address}, P. IVA ${company.vatNumber}, REA ${company.rea}, capitale sociale ${company.shareCapital} (di seguito «Fornitore»).`,
        ),
        p(
          'Per qualsiasi comunicazione puoi scrivere all’email ',
          mail(contactEmail),
          `, alla PEC `,
          mail(company.pec),
          ' o telefonare al ',
          { text: company.phone, href: telHref(company.phone) },
          ' nei giorni lavorativi.',
        ),
        p(
          '«Utente» è chiunque usi il servizio; «Consumatore» è l’Utente persona fisica che agisce per scopi estranei alla propria attività imprenditoriale, commerciale, artigianale o professionale; «Utente commerciale» è l’Utente che agisce nell’esercizio di tale attività; «Venditore» è l’Utente che prenota l’ispezione del proprio veicolo; «Acquirente» è l’Utente che acquista l’accesso a un Report; «Officina partner» è l’officina indipendente che esegue l’ispezione per conto del Fornitore; «Report» è il documento online che riporta l’esito dell’ispezione.',
        ),
      ],
    },
    {
      title: 'Oggetto del servizio e limiti del Report',
      blocks: [
        p(
          `Il servizio permette al Venditore di prenotare l’ispezione di un veicolo usato presso un’Officina partner e all’Acquirente di consultare online il Report che ne risulta. Il Report è redatto sulla base di oltre ${CHECKS_CLAIM} controlli su interni, esterni (compreso il sottoscocca), meccanica (motore, cambio, sospensioni, freni, ruote e pneumatici), documenti e dati del veicolo, diagnosi elettronica e prova su strada, tra l’arrivo del veicolo in officina e l’invio del Report, di cui indica la data e gli orari. Indica i problemi riscontrati, ciascuno con la sua gravità (sicurezza, valore o estetica) e, quando è stimabile, il costo della riparazione, e confronta il chilometraggio con le letture del libretto di manutenzione e delle revisioni disponibili.`,
        ),
        ...REPORT_LIMITS.map((limit) => p(limit)),
        p(
          `${REPORT_DECISIONS_DISCLAIMER} Il Fornitore risponde della corretta esecuzione dell’ispezione secondo la diligenza professionale; restano salvi i casi di dolo o colpa grave (art. 1229 del Codice civile) e i diritti che la legge riconosce al Consumatore, che nessuna clausola del presente Regolamento limita.`,
        ),
      ],
    },
    {
      title: 'Requisiti, account e link univoco',
      blocks: [
        p(
          `Il servizio è riservato a chi ha compiuto ${MINIMUM_AGE} anni. Chi ha meno di 18 anni può acquistare solo dichiarando di avere il consenso di chi esercita la responsabilità genitoriale. Con la registrazione o l’acquisto l’Utente dichiara di avere l’età richiesta e di fornire dati veritieri, e accetta il presente Regolamento.`,
        ),
        p(
          'Ogni Report è identificato da un link univoco per ciascun veicolo. Il Report acquistato è raggiungibile dall’area riservata dell’account dell’Utente oppure tramite il suo link, finché il link è attivo. Chi acquista senza account riceve per email il link per impostare la password dell’account creato con l’acquisto. L’Utente custodisce le proprie credenziali e risponde dell’uso del proprio account.',
        ),
      ],
    },
    {
      title: 'Prenotazione dell’ispezione',
      blocks: [
        p(
          `Il Venditore sceglie un’Officina partner e un orario nella pagina di prenotazione; le officine sono disponibili ${WORKSHOP_DAYS_PER_WEEK} giorni su 7. L’ispezione è eseguita da un tecnico dell’Officina partner per conto del Fornitore, che resta la controparte del Venditore e risponde dell’esecuzione del servizio. L’ispezione dura di solito circa ${WORKSHOP_CHECK_HOURS} ora e il Report è pronto entro ${REPORT_READY_HOURS} ore dall’ispezione.`,
        ),
        p(
          `Il prezzo dell’ispezione, IVA inclusa, è indicato nella pagina di prenotazione prima della conferma. Il contratto si conclude con la conferma della prenotazione; il Venditore riceve un’email di conferma e un promemoria ${REMINDER_HOURS_BEFORE} ore prima dell’appuntamento.`,
        ),
        list(
          [
            `Spostamento e annullamento: il Venditore può spostare o annullare l’appuntamento senza costi fino a ${BOOKING_CHANGE_HOURS} ore prima, con il link dell’email di conferma; dopo, scrivendo al Fornitore. L’annullamento prima della data dell’ispezione dà diritto al rimborso secondo la Politica di rimborso.`,
          ],
          [
            `Mancata presentazione: se il Venditore non si presenta senza aver annullato, può prenotare di nuovo senza costi una volta entro ${WITHDRAWAL_DAYS} giorni; se non si presenta l’officina, il Fornitore offre un nuovo appuntamento o, a scelta del Venditore, il rimborso integrale.`,
          ],
          [
            'Prova su strada: il tecnico guida il veicolo con il consenso del Venditore, che garantisce che il veicolo è assicurato, in regola con la revisione e idoneo a circolare; in caso contrario la prova non si esegue e il Report lo indica. L’Officina partner e il Fornitore rispondono dei danni causati al veicolo per loro colpa durante l’ispezione e la prova su strada.',
          ],
        ),
      ],
    },
    {
      title: 'Prezzo e codici sconto',
      blocks: [
        p(
          `Il prezzo pieno di un Report è di ${formatEuroCents(REPORT_PRICE_CENTS)} IVA inclusa. Con il codice promozionale `,
          { strong: PROMO_CODE },
          ` si ottiene uno sconto del ${PROMO_PERCENT_OFF}% e il Report costa ${formatEuroCents(PROMO_PRICE_CENTS)} IVA inclusa; il codice vale ${PROMO_USES_PER_ACCOUNT === 1 ? 'una sola volta' : `${PROMO_USES_PER_ACCOUNT} volte`} per account, fino al ${formatDate(PROMO_VALID_UNTIL)}, e non si somma ad altri codici.`,
        ),
        p(
          'I codici sconto si applicano solo se inseriti nel passaggio di scelta del metodo di pagamento: un codice non inserito in quel passaggio non può essere applicato in seguito.',
        ),
      ],
    },
    {
      title: 'Pagamento, conclusione e archiviazione del contratto',
      blocks: [
        p(
          `Il Report si acquista esclusivamente con carta di credito o di debito dei circuiti ${CARD_NETWORKS.join(', ')}, tramite il fornitore dei servizi di pagamento indicato al momento dell’acquisto. Prima di pagare l’Utente vede il riepilogo dell’ordine e può correggere i dati inseriti. Il contratto tra l’Utente e il Fornitore si conclude quando il Fornitore riceve il pagamento.`,
        ),
        p(
          'Il contratto è concluso in lingua italiana. Il Fornitore archivia l’ordine con la versione del Regolamento accettata e i consensi espressi, e invia subito all’Utente un’email di conferma con il riepilogo dell’ordine, il presente Regolamento in PDF, il modulo di recesso tipo e il link alla funzione di recesso online; l’Utente ritrova i propri acquisti nell’area riservata.',
        ),
      ],
    },
    {
      title: 'Fattura',
      blocks: [
        p(
          'Dopo l’acquisto l’Utente riceve per email la fattura, con l’IVA applicata all’aliquota prevista nel Paese di residenza dell’Utente. Per chi risiede in Italia la fattura elettronica è trasmessa al Sistema di Interscambio e l’email ne contiene una copia di cortesia.',
        ),
      ],
    },
    {
      title: 'Messa a disposizione e consultazione del Report',
      blocks: [
        p(
          `Il Report che non richiede un’ispezione in officina è caricato nell’account dell’Utente entro ${REPORT_UPLOAD_MINUTES} minuti dall’addebito del pagamento; contestualmente l’Utente riceve un’email con il link al Report.`,
        ),
        p(
          `Il Report non è scaricabile in formato PDF: è consultabile nel browser per ${REPORT_ACCESS_DAYS} giorni dall’acquisto, cioè ${REPORT_ACCESS_DAYS} giorni di calendario dal suo caricamento nell’account. Trascorso questo periodo il Report non è più consultabile.`,
        ),
      ],
    },
    {
      title: 'Uso consentito del Report',
      blocks: [
        p(
          'L’Utente può condividere il Report al solo scopo di valutare il veicolo, per esempio inviandone il link a chi è interessato all’acquisto. È vietato rivendere il Report o utilizzarlo a fini commerciali.',
        ),
      ],
    },
    {
      title: WITHDRAWAL_ARTICLE_TITLE,
      blocks: [
        p(
          `Il Consumatore può recedere dal contratto senza indicarne il motivo. Il termine di legge di ${LEGAL_WITHDRAWAL_DAYS} giorni (art. 52 del Codice del Consumo, D.Lgs. 6 settembre 2005, n. 206) è esteso dal Fornitore a ${WITHDRAWAL_DAYS} giorni di calendario dalla conclusione del contratto: l’acquisto del Report o la prenotazione dell’ispezione.`,
        ),
        p(
          `Il modo più semplice per recedere è la funzione online «${WITHDRAWAL_LINK_LABEL}», disponibile per tutto il periodo di recesso nella pagina di conferma dell’acquisto o della prenotazione, nelle email di conferma e nelle schede «Sto comprando» e «Sto vendendo» dell’area riservata. Non servono un account né l’accesso: la funzione mostra il contratto, chiede nome ed email e registra il recesso solo con il pulsante «Conferma il recesso». Il Fornitore ne conferma subito il ricevimento per email, con il contenuto del recesso e la data e l’ora in cui è stato inviato.`,
        ),
        p(
          'In alternativa basta una dichiarazione esplicita inviata a ',
          mail(contactEmail),
          ' o alla PEC ',
          mail(company.pec),
          ', anche con il ',
          { text: 'modulo di recesso tipo', href: WITHDRAWAL_FORM_PATH },
          ' (Allegato I, parte B, del Codice del Consumo); non servono motivi né documenti.',
        ),
        p(
          `Con il recesso l’accesso al Report termina e l’appuntamento dell’ispezione è annullato. Il Fornitore rimborsa tutti i pagamenti ricevuti senza indebito ritardo e comunque entro ${WITHDRAWAL_REFUND_DAYS} giorni dal giorno in cui riceve la comunicazione di recesso, con lo stesso mezzo di pagamento usato per l’acquisto e senza alcun costo per il Consumatore (art. 56), ed emette la nota di credito.`,
        ),
        p('Il diritto di recesso si perde solo in questi casi (art. 59, lett. a e o):'),
        list(
          [
            'Report: se il Consumatore, al momento dell’acquisto o alla prima apertura del Report, ha chiesto espressamente di accedere subito al Report e ha dichiarato di sapere che con l’accesso perde il diritto di recesso, il diritto si perde quando ottiene l’accesso al Report.',
          ],
          [
            'Ispezione: se, al momento della prenotazione, il Consumatore ha chiesto espressamente che l’ispezione sia eseguita durante il periodo di recesso e ha dichiarato di sapere che perde il diritto una volta eseguita l’ispezione, il diritto si perde quando l’ispezione è stata completata; se recede prima, paga solo la parte di servizio già eseguita (art. 57).',
          ],
        ),
        p(
          'La richiesta e la dichiarazione sono registrate con l’ordine e confermate per email. Senza questa registrazione il Consumatore conserva il diritto di recesso per tutto il periodo; quando il diritto non c’è più, la funzione di recesso online lo dice e ne spiega il motivo. Restano salvi i casi di rimborso previsti dalla ',
          { text: 'Politica di rimborso', href: '#refund-policy' },
          '.',
        ),
      ],
    },
    {
      title: 'Garanzia legale, reclami e risoluzione delle controversie',
      blocks: [
        p(
          'Il Fornitore risponde dei difetti di conformità del Report e del servizio secondo il Codice del Consumo (artt. 135-octies e seguenti per i contenuti e i servizi digitali). Se il Report non è fornito o non è conforme, il Consumatore può chiederne la fornitura o il ripristino della conformità e, se non è possibile, la riduzione del prezzo o la risoluzione del contratto con il rimborso. Questi rimedi valgono anche oltre i ',
          `${REFUND_WINDOW_DAYS} giorni della `,
          { text: 'Politica di rimborso', href: '#refund-policy' },
          '.',
        ),
        p(
          'Reclami: scrivi a ',
          mail(contactEmail),
          ' indicando il numero dell’ordine o del Report. Il Consumatore può anche rivolgersi a un organismo di risoluzione alternativa delle controversie (ADR) iscritto negli elenchi previsti dagli artt. 141 e seguenti del Codice del Consumo, per esempio un organismo di mediazione; resta salvo il diritto di rivolgersi al giudice.',
        ),
      ],
    },
    {
      title: 'Modifiche al Regolamento',
      blocks: [
        p(
          `Il Fornitore può modificare il presente Regolamento dandone comunicazione agli Utenti almeno ${RULE_CHANGE_NOTICE_DAYS} giorni di calendario prima dell’entrata in vigore delle modifiche. Ogni versione riporta la data da cui si applica e un codice di versione; gli acquisti già conclusi restano regolati dalla versione accettata al momento dell’acquisto, registrata con l’ordine.`,
        ),
      ],
    },
    {
      title: 'Limitazione e cessazione dell’accesso',
      blocks: [
        p(
          'In caso di violazione del presente Regolamento il Fornitore può limitare o interrompere l’accesso dell’Utente al servizio. L’Utente il cui accesso è stato interrotto non può creare un nuovo account.',
        ),
      ],
    },
    {
      title: 'Utenti commerciali, legge applicabile e foro competente',
      blocks: [
        p(
          'Il servizio agli Utenti commerciali può essere regolato da un accordo separato. Il Regolamento è soggetto alla legge italiana; al Consumatore che risiede abitualmente in un altro Stato restano comunque le tutele inderogabili della legge di quello Stato (art. 6 del Regolamento (CE) n. 593/2008, «Roma I»).',
        ),
        p(
          `Per le controversie con i Consumatori è competente il giudice del luogo di residenza o di domicilio del Consumatore. Per le controversie con gli Utenti commerciali è competente in via esclusiva il Foro di ${company.court}, sede del Fornitore; l’Utente commerciale approva specificamente, ai sensi degli artt. 1341 e 1342 del Codice civile, gli articoli 2 (limiti del Report e responsabilità) e 14 (foro competente).`,
        ),
      ],
    },
  ];
  return {
    title: 'Regolamento del servizio',
    versionDate: REGULATION_VERSION_DATE,
    intro: `Le condizioni che regolano la prenotazione delle ispezioni, l’acquisto e la consultazione dei report ${BRAND}, in ${articles.length} articoli. Versione in vigore dal ${formatLongDate(REGULATION_VERSION_DATE)}.`,
    articles: articles.map((article, index) => ({ id: `art-${index + 1}`, ...article })),
  };
}
