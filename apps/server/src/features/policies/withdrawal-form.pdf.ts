import {
  LEGAL_WITHDRAWAL_DAYS,
  WITHDRAWAL_DAYS,
  WITHDRAWAL_REFUND_DAYS,
} from '@verificauto/shared/domain/business';
import { BRAND } from '@verificauto/shared/legal/company';
import { WITHDRAWAL_LINK_LABEL } from '@verificauto/shared/legal/withdrawal-function';
import {
  CONTENT_WIDTH,
  type Doc,
  drawField,
  drawPanel,
  drawTitle,
  FORM_PRIVACY_FOOTNOTE,
  type FormOptions,
  MARGIN,
  PDF_COLOURS,
  renderPdf,
} from '../../lib/pdf-layout';

export const WITHDRAWAL_FORM_TITLE = 'Modulo di recesso tipo';

/** The statements of the model form, in the words of Allegato I, parte B, of the Codice del Consumo. */
const STATEMENT =
  'Con la presente io/noi (*) notifichiamo il recesso dal mio/nostro (*) contratto di vendita dei seguenti ' +
  'beni/contratto di prestazione dei seguenti servizi (*):';
const FIELDS = [
  'Servizio (per esempio: report n. … del veicolo targato …, oppure ispezione del veicolo targato …)',
  'Ordinato il (*) / ricevuto il (*)',
  'Nome del/dei consumatore(i)',
  'Indirizzo del/dei consumatore(i)',
  'Firma del/dei consumatore(i) (solo se il presente modulo è notificato in versione cartacea)',
  'Data',
];

/** The model withdrawal form (Codice del Consumo, Allegato I, parte B), with the provider's data filled in. */
export function buildWithdrawalFormPdf(options: FormOptions): Promise<Buffer> {
  const { company, contactEmail } = options;
  return renderPdf(
    {
      ...options,
      title: WITHDRAWAL_FORM_TITLE,
      subject: 'Diritto di recesso',
      footnote: FORM_PRIVACY_FOOTNOTE,
    },
    (doc) => {
      let y = drawTitle(
        doc,
        WITHDRAWAL_FORM_TITLE,
        '(Allegato I, parte B, del Codice del Consumo: compilare e restituire il presente modulo solo se si ' +
          'desidera recedere dal contratto)',
      );
      y = drawPanel(
        doc,
        'DESTINATARIO',
        [company.legalName, company.address, `Email: ${contactEmail} · PEC: ${company.pec}`],
        y + 12,
      );
      doc
        .font('Helvetica')
        .fontSize(10)
        .fillColor(PDF_COLOURS.text)
        .text(STATEMENT, MARGIN, y + 16, { width: CONTENT_WIDTH, lineGap: 2 });
      y = doc.y + 4;
      for (const label of FIELDS) y = drawField(doc, label, MARGIN, y, CONTENT_WIDTH) + 2;
      doc
        .font('Helvetica-Oblique')
        .fontSize(9)
        .fillColor(PDF_COLOURS.muted)
        .text('(*) Cancellare la dicitura inutile.', MARGIN, y + 2);
      drawHowTo(doc, doc.y + 16, [
        `Puoi recedere senza indicare il motivo entro ${WITHDRAWAL_DAYS} giorni dalla conclusione del contratto: ` +
          `${BRAND} estende a ${WITHDRAWAL_DAYS} i ${LEGAL_WITHDRAWAL_DAYS} giorni previsti dalla legge. ` +
          'Non servono documenti.',
        `Invia questo modulo, o qualsiasi altra dichiarazione esplicita, a ${contactEmail} o alla PEC ` +
          `${company.pec}: basta inviarlo prima della scadenza.`,
        `Oppure recedi online, senza account: usa «${WITHDRAWAL_LINK_LABEL}» nella pagina di conferma, ` +
          'nelle email di conferma o nell’area riservata, e ricevi subito la conferma per email.',
        `Ti rimborsiamo entro ${WITHDRAWAL_REFUND_DAYS} giorni dal ricevimento, con lo stesso mezzo di ` +
          'pagamento usato per l’acquisto e senza alcun costo.',
        'Il diritto si perde solo se hai chiesto espressamente l’accesso immediato al report, o l’ispezione ' +
          'durante il periodo di recesso, dichiarando di sapere che lo perdi, e poi hai avuto accesso al ' +
          'report o l’ispezione è stata completata.',
      ]);
    },
  );
}

function drawHowTo(doc: Doc, top: number, lines: string[]) {
  doc
    .font('Helvetica-Bold')
    .fontSize(12)
    .fillColor(PDF_COLOURS.primary)
    .text('Come esercitare il recesso', MARGIN, top);
  doc.moveDown(0.3).font('Helvetica').fontSize(9.5).fillColor(PDF_COLOURS.text);
  doc.list(lines, MARGIN, doc.y, { width: CONTENT_WIDTH, lineGap: 1.5, bulletRadius: 1.8, paragraphGap: 3 });
}
