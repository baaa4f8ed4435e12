import {
  REFUND_REPLY_WORKING_DAYS,
  REFUND_WINDOW_DAYS,
  WITHDRAWAL_REFUND_DAYS,
} from '@verificauto/shared/domain/business';
import { BRAND } from '@verificauto/shared/legal/company';
import { WITHDRAWAL_LINK_LABEL } from '@verificauto/shared/legal/withdrawal-function';
import {
  CONTENT_WIDTH,
  type Doc,
  drawField,
  drawPanel,
  drawSectionHeading,
  drawTitle,
  FORM_PRIVACY_FOOTNOTE,
  type FormOptions,
  MARGIN,
  PDF_COLOURS,
  providerLines,
  renderPdf,
} from '../../lib/pdf-layout';

export const REFUND_FORM_TITLE = 'Modulo di richiesta rimborso';

const COLUMN_GAP = 20;
const HALF_WIDTH = (CONTENT_WIDTH - COLUMN_GAP) / 2;

/** The refund form of the refund policy (docs/product.md#policies-page): one page to print or fill in. */
export function buildRefundFormPdf(options: FormOptions): Promise<Buffer> {
  const { company, contactEmail } = options;
  return renderPdf(
    {
      ...options,
      title: REFUND_FORM_TITLE,
      subject: 'Politica di rimborso',
      footnote: FORM_PRIVACY_FOOTNOTE,
    },
    (doc) => {
      let y = drawTitle(
        doc,
        REFUND_FORM_TITLE,
        `Compila questo modulo per chiedere il rimborso di un report acquistato su ${BRAND}, entro ` +
          `${REFUND_WINDOW_DAYS} giorni di calendario dalla data dell’acquisto, nei casi previsti dalla ` +
          'Politica di rimborso. Scrivi in stampatello.',
      );
      y = drawPanel(doc, 'FORNITORE DEL SERVIZIO', providerLines(company, contactEmail), y + 12);
      y = drawApplicant(doc, y + 18);
      y = drawReason(doc, y + 14);
      y = drawStatementLine(doc, y + 14);
      y = drawSignature(doc, y + 6);
      drawInstructions(doc, y + 14, contactEmail);
    },
  );
}

function drawApplicant(doc: Doc, top: number): number {
  let y = drawSectionHeading(doc, '1. Dati del richiedente', top);
  y = drawField(doc, 'Nome e cognome', MARGIN, y, CONTENT_WIDTH);
  y = drawField(doc, 'Email dell’account', MARGIN, y, CONTENT_WIDTH);
  drawField(doc, 'Numero d’ordine', MARGIN, y, HALF_WIDTH);
  y = drawField(doc, 'Data dell’acquisto (gg/mm/aaaa)', MARGIN + HALF_WIDTH + COLUMN_GAP, y, HALF_WIDTH);
  return drawField(doc, 'Link del report / targa del veicolo', MARGIN, y, CONTENT_WIDTH);
}

function checkbox(doc: Doc, label: string, top: number): number {
  doc.rect(MARGIN, top, 11, 11).lineWidth(1).stroke(PDF_COLOURS.primary);
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor(PDF_COLOURS.text)
    .text(label, MARGIN + 20, top + 1, { width: CONTENT_WIDTH - 20, lineBreak: false });
  return top + 20;
}

function drawReason(doc: Doc, top: number): number {
  let y = drawSectionHeading(doc, '2. Motivo della richiesta (barra una casella)', top);
  y = checkbox(doc, 'Report non ricevuto dopo il pagamento', y);
  return checkbox(doc, 'Ripensamento prima della data dell’ispezione in officina', y);
}

/** Only the line of the statement that shows the charge: the rest of the statement is none of our business. */
function drawStatementLine(doc: Doc, top: number): number {
  let y = drawSectionHeading(doc, '3. Riga dell’estratto conto con l’addebito', top);
  drawField(doc, 'Data dell’addebito', MARGIN, y, HALF_WIDTH);
  y = drawField(doc, 'Importo', MARGIN + HALF_WIDTH + COLUMN_GAP, y, HALF_WIDTH);
  return drawField(doc, 'Descrizione come appare nell’estratto conto', MARGIN, y, CONTENT_WIDTH);
}

function drawSignature(doc: Doc, top: number): number {
  drawField(doc, 'Data', MARGIN, top, HALF_WIDTH);
  return drawField(doc, 'Firma', MARGIN + HALF_WIDTH + COLUMN_GAP, top, HALF_WIDTH);
}

function drawInstructions(doc: Doc, top: number, contactEmail: string) {
  const steps = [
    'Compila e firma il modulo, poi fotografalo o scansionalo.',
    `Invialo a ${contactEmail} entro ${REFUND_WINDOW_DAYS} giorni di calendario dalla data dell’acquisto, ` +
      'con la sola riga dell’estratto conto in cui compare la transazione (non serve l’estratto conto intero).',
    `Ti risponderemo entro ${REFUND_REPLY_WORKING_DAYS} giorni lavorativi dal ricevimento della richiesta; ` +
      `il rimborso torna sulla carta usata per il pagamento entro ${WITHDRAWAL_REFUND_DAYS} giorni, senza costi.`,
    'Se non hai ricevuto il report, la garanzia legale ti tutela anche dopo i ' +
      `${REFUND_WINDOW_DAYS} giorni. Per recedere dal contratto usa «${WITHDRAWAL_LINK_LABEL}» ` +
      '(pagina di conferma, email di conferma, area riservata) o il modulo di recesso tipo.',
  ];
  const textX = MARGIN + 30;
  const textWidth = CONTENT_WIDTH - 42;
  doc.font('Helvetica').fontSize(10);
  const heights = steps.map((step) => doc.heightOfString(step, { width: textWidth, lineGap: 1 }));
  const height = 34 + heights.reduce((sum, h) => sum + h + 6, 0);
  doc.rect(MARGIN, top, 4, height).fill(PDF_COLOURS.accent);
  doc
    .font('Helvetica-Bold')
    .fontSize(12)
    .fillColor(PDF_COLOURS.primary)
    .text('Come inviare la richiesta', MARGIN + 16, top + 8, { lineBreak: false });
  let y = top + 30;
  steps.forEach((step, i) => {
    doc
      .font('Helvetica-Bold')
      .fontSize(10)
      .fillColor(PDF_COLOURS.primary)
      .text(`${i + 1}.`, MARGIN + 16, y);
    doc.font('Helvetica').fillColor(PDF_COLOURS.text).text(step, textX, y, { width: textWidth, lineGap: 1 });
    y += (heights[i] ?? 0) + 6;
  });
}
