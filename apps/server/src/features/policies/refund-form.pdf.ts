import { COMPANY, REFUND_REPLY_WORKING_DAYS, REFUND_WINDOW_DAYS } from '@verificauto/shared/domain/business';
import PDFDocument from 'pdfkit';

export const REFUND_FORM_TITLE = 'Modulo di richiesta rimborso';

export interface RefundFormOptions {
  contactEmail: string;
  /** Tests turn compression off to read the page text; the served file keeps it on. */
  compress?: boolean;
}

const PRIMARY = '#224385';
const ACCENT = '#2cbbe2';
const TEXT = '#1d2433';
const MUTED = '#5b6b86';
const RULE = '#9aa5b8';
const PANEL = '#eef3fb';

const PAGE_WIDTH = 595.28; // A4 in points
const MARGIN = 50;
const CONTENT_WIDTH = PAGE_WIDTH - MARGIN * 2;
const COLUMN_GAP = 20;
const HALF_WIDTH = (CONTENT_WIDTH - COLUMN_GAP) / 2;

type Doc = PDFKit.PDFDocument;

/** Builds the static refund form of the refund policy (spec §2, Policies page). */
export function buildRefundFormPdf({ contactEmail, compress = true }: RefundFormOptions): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    compress,
    lang: 'it-IT',
    info: { Title: REFUND_FORM_TITLE, Author: COMPANY.legalName, Subject: 'Politica di rimborso' },
  });
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    drawHeader(doc, contactEmail);
    let y = drawIntro(doc, 100);
    y = drawProvider(doc, y + 14, contactEmail);
    y = drawApplicant(doc, y + 22);
    y = drawReason(doc, y + 18);
    y = drawRefundAccount(doc, y + 18);
    y = drawSignature(doc, y + 10);
    drawInstructions(doc, y + 20, contactEmail);
    drawFooter(doc);
    doc.end();
  });
}

function drawHeader(doc: Doc, contactEmail: string) {
  doc.rect(0, 0, PAGE_WIDTH, 72).fill(PRIMARY);
  doc.roundedRect(MARGIN, 18, 36, 36, 9).fill('#ffffff');
  doc
    .lineWidth(4.5)
    .lineCap('round')
    .lineJoin('round')
    .moveTo(MARGIN + 9, 36.5)
    .lineTo(MARGIN + 15.5, 43)
    .lineTo(MARGIN + 28, 29.5)
    .stroke(ACCENT);
  doc.font('Helvetica-Bold').fontSize(22).fillColor('#ffffff');
  doc
    .text('Verific', MARGIN + 48, 26, { continued: true, lineBreak: false })
    .fillColor(ACCENT)
    .text('auto');
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor('#ffffff')
    .text(contactEmail, MARGIN, 32, { width: CONTENT_WIDTH, align: 'right', lineBreak: false });
  doc.lineWidth(1).lineCap('butt').lineJoin('miter');
}

function drawIntro(doc: Doc, top: number): number {
  doc.font('Helvetica-Bold').fontSize(20).fillColor(PRIMARY).text(REFUND_FORM_TITLE, MARGIN, top);
  doc
    .moveDown(0.3)
    .font('Helvetica')
    .fontSize(10)
    .fillColor(TEXT)
    .text(
      `Compila questo modulo per chiedere il rimborso di un report acquistato su ${COMPANY.brand}, ` +
        `entro ${REFUND_WINDOW_DAYS} giorni di calendario dalla data dell'acquisto, nei casi previsti ` +
        'dalla Politica di rimborso. Scrivi in stampatello.',
      { width: CONTENT_WIDTH, lineGap: 2 },
    );
  return doc.y;
}

function drawProvider(doc: Doc, top: number, contactEmail: string): number {
  const lines = [
    `${COMPANY.legalName} - ${COMPANY.address}`,
    `P. IVA ${COMPANY.vatNumber} - REA ${COMPANY.rea} - PEC ${COMPANY.pec}`,
    `E-mail per le richieste di rimborso: ${contactEmail}`,
  ];
  const height = 30 + lines.length * 13;
  doc.rect(MARGIN, top, CONTENT_WIDTH, height).fill(PANEL);
  doc
    .font('Helvetica-Bold')
    .fontSize(9)
    .fillColor(PRIMARY)
    .text('FORNITORE DEL SERVIZIO', MARGIN + 12, top + 9, { lineBreak: false });
  doc.font('Helvetica').fontSize(9).fillColor(TEXT);
  lines.forEach((line, i) => {
    doc.text(line, MARGIN + 12, top + 23 + i * 13, { width: CONTENT_WIDTH - 24, lineBreak: false });
  });
  return top + height;
}

function sectionHeading(doc: Doc, text: string, top: number): number {
  doc.font('Helvetica-Bold').fontSize(12).fillColor(PRIMARY).text(text, MARGIN, top, { lineBreak: false });
  return top + 20;
}

/** A label with a ruled line below it to write on; returns the bottom of the field. */
function field(doc: Doc, label: string, x: number, top: number, width: number): number {
  doc.font('Helvetica').fontSize(9).fillColor(MUTED).text(label, x, top, { width, lineBreak: false });
  const lineY = top + 28;
  doc
    .moveTo(x, lineY)
    .lineTo(x + width, lineY)
    .lineWidth(0.8)
    .stroke(RULE);
  return lineY + 8;
}

function drawApplicant(doc: Doc, top: number): number {
  let y = sectionHeading(doc, '1. Dati del richiedente', top);
  y = field(doc, 'Nome e cognome', MARGIN, y, CONTENT_WIDTH);
  y = field(doc, "E-mail dell'account", MARGIN, y, CONTENT_WIDTH);
  field(doc, "Numero d'ordine", MARGIN, y, HALF_WIDTH);
  y = field(doc, "Data dell'acquisto (gg/mm/aaaa)", MARGIN + HALF_WIDTH + COLUMN_GAP, y, HALF_WIDTH);
  return field(doc, 'Link del report / targa del veicolo', MARGIN, y, CONTENT_WIDTH);
}

function checkbox(doc: Doc, label: string, top: number): number {
  doc.rect(MARGIN, top, 11, 11).lineWidth(1).stroke(PRIMARY);
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor(TEXT)
    .text(label, MARGIN + 20, top + 1, { width: CONTENT_WIDTH - 20, lineBreak: false });
  return top + 20;
}

function drawReason(doc: Doc, top: number): number {
  let y = sectionHeading(doc, '2. Motivo della richiesta (barra una casella)', top);
  y = checkbox(doc, 'Report non ricevuto dopo il pagamento', y);
  return checkbox(doc, "Ripensamento prima della data dell'ispezione in officina", y);
}

function drawRefundAccount(doc: Doc, top: number): number {
  const y = sectionHeading(doc, '3. Conto per il rimborso', top);
  const y2 = field(doc, 'IBAN', MARGIN, y, CONTENT_WIDTH);
  return field(doc, 'Intestatario del conto', MARGIN, y2, CONTENT_WIDTH);
}

function drawSignature(doc: Doc, top: number): number {
  field(doc, 'Data', MARGIN, top, HALF_WIDTH);
  return field(doc, 'Firma', MARGIN + HALF_WIDTH + COLUMN_GAP, top, HALF_WIDTH);
}

function drawInstructions(doc: Doc, top: number, contactEmail: string) {
  const steps = [
    'Compila e firma il modulo, poi fotografalo o scansionalo.',
    `Invialo a ${contactEmail} entro ${REFUND_WINDOW_DAYS} giorni di calendario dalla data ` +
      "dell'acquisto, insieme all'estratto conto bancario in cui compare la transazione.",
    `Ti risponderemo entro ${REFUND_REPLY_WORKING_DAYS} giorni lavorativi dal ricevimento della richiesta.`,
  ];
  const textX = MARGIN + 30;
  const textWidth = CONTENT_WIDTH - 42;
  doc.font('Helvetica').fontSize(10);
  const heights = steps.map((step) => doc.heightOfString(step, { width: textWidth, lineGap: 1 }));
  const height = 34 + heights.reduce((sum, h) => sum + h + 6, 0);
  doc.rect(MARGIN, top, 4, height).fill(ACCENT);
  doc
    .font('Helvetica-Bold')
    .fontSize(12)
    .fillColor(PRIMARY)
    .text('Come inviare la richiesta', MARGIN + 16, top + 8, { lineBreak: false });
  let y = top + 30;
  steps.forEach((step, i) => {
    doc
      .font('Helvetica-Bold')
      .fontSize(10)
      .fillColor(PRIMARY)
      .text(`${i + 1}.`, MARGIN + 16, y);
    doc.font('Helvetica').fillColor(TEXT).text(step, textX, y, { width: textWidth, lineGap: 1 });
    y += (heights[i] ?? 0) + 6;
  });
}

function drawFooter(doc: Doc) {
  // The footer sits inside the bottom margin; without this pdfkit would move it to a new page.
  doc.page.margins.bottom = 0;
  const lines = [
    `${COMPANY.legalName} - P. IVA ${COMPANY.vatNumber} - ${COMPANY.address}`,
    "I dati del modulo sono trattati secondo l'Informativa sulla privacy pubblicata nelle Note legali del sito.",
  ];
  doc.font('Helvetica').fontSize(8).fillColor(MUTED);
  lines.forEach((line, i) => {
    doc.text(line, MARGIN, 796 + i * 11, { width: CONTENT_WIDTH, align: 'center', lineBreak: false });
  });
}
