import type { Company } from '@verificauto/shared/legal/company';
import PDFDocument from 'pdfkit';

/**
 * What the server's PDFs share (policies, invoices): A4, the brand's header band, and the provider's
 * line at the foot of every page.
 */
export const PDF_COLOURS = {
  primary: '#224385',
  accent: '#2cbbe2',
  text: '#1d2433',
  muted: '#5b6b86',
  rule: '#9aa5b8',
  panel: '#eef3fb',
} as const;

export const PAGE_WIDTH = 595.28; // A4 in points
export const PAGE_HEIGHT = 841.89;
export const MARGIN = 50;
export const CONTENT_WIDTH = PAGE_WIDTH - MARGIN * 2;
/** Where the first page's content starts, below the header band. */
export const CONTENT_TOP = 100;
const FOOTER_TOP = PAGE_HEIGHT - 52;

export type Doc = PDFKit.PDFDocument;

export interface PdfOptions {
  title: string;
  subject: string;
  company: Company;
  contactEmail: string;
  /** A last line at the foot of every page, e.g. how the data written on a form is treated. */
  footnote?: string;
  /** Tests turn compression off to read the page text; served files keep it on. */
  compress?: boolean;
}

export type FormOptions = Omit<PdfOptions, 'title' | 'subject' | 'footnote'>;

/** Both forms collect personal data: the notice that covers it is named on every page. */
export const FORM_PRIVACY_FOOTNOTE =
  'I dati del modulo sono trattati secondo l’Informativa sulla privacy pubblicata nelle Note legali del sito.';

/**
 * Draws a document and returns its bytes. The header band goes on the first page; every page gets
 * the provider's line, and a page number when there is more than one page.
 */
export function renderPdf(options: PdfOptions, draw: (doc: Doc) => void): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: 70, left: MARGIN, right: MARGIN },
    compress: options.compress ?? true,
    bufferPages: true,
    lang: 'it-IT',
    // A fixed date keeps the bytes the same for the same text.
    info: {
      Title: options.title,
      Author: options.company.legalName,
      Subject: options.subject,
      CreationDate: new Date(0),
    },
  });
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    drawHeader(doc, options.contactEmail);
    draw(doc);
    drawFooters(doc, options.company, options.footnote);
    doc.end();
  });
}

function drawHeader(doc: Doc, contactEmail: string) {
  doc.rect(0, 0, PAGE_WIDTH, 72).fill(PDF_COLOURS.primary);
  doc.roundedRect(MARGIN, 18, 36, 36, 9).fill('#ffffff');
  doc
    .lineWidth(4.5)
    .lineCap('round')
    .lineJoin('round')
    .moveTo(MARGIN + 9, 36.5)
    .lineTo(MARGIN + 15.5, 43)
    .lineTo(MARGIN + 28, 29.5)
    .stroke(PDF_COLOURS.accent);
  doc.font('Helvetica-Bold').fontSize(22).fillColor('#ffffff');
  doc
    .text('Verific', MARGIN + 48, 26, { continued: true, lineBreak: false })
    .fillColor(PDF_COLOURS.accent)
    .text('auto');
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor('#ffffff')
    .text(contactEmail, MARGIN, 32, { width: CONTENT_WIDTH, align: 'right', lineBreak: false });
  doc.lineWidth(1).lineCap('butt').lineJoin('miter');
  doc.x = MARGIN;
  doc.y = CONTENT_TOP;
}

function drawFooters(doc: Doc, company: Company, footnote: string | undefined) {
  const { start, count } = doc.bufferedPageRange();
  for (let page = start; page < start + count; page++) {
    doc.switchToPage(page);
    // The footer sits inside the bottom margin; without this pdfkit would move it to a new page.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const lines = [
      `${company.legalName} · P. IVA ${company.vatNumber} · ${company.address}`,
      ...(footnote ? [footnote] : []),
      ...(count > 1 ? [`Pagina ${page - start + 1} di ${count}`] : []),
    ];
    doc.font('Helvetica').fontSize(8).fillColor(PDF_COLOURS.muted);
    lines.forEach((line, i) => {
      doc.text(line, MARGIN, FOOTER_TOP + i * 11, {
        width: CONTENT_WIDTH,
        align: 'center',
        lineBreak: false,
      });
    });
    doc.page.margins.bottom = bottom;
  }
}

/** A ruled line to write on, under its label; returns the bottom of the field. */
export function drawField(doc: Doc, label: string, x: number, top: number, width: number): number {
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(PDF_COLOURS.muted)
    .text(label, x, top, { width, lineBreak: false });
  const lineY = top + 24;
  doc
    .moveTo(x, lineY)
    .lineTo(x + width, lineY)
    .lineWidth(0.8)
    .stroke(PDF_COLOURS.rule);
  return lineY + 6;
}

export function drawSectionHeading(doc: Doc, text: string, top: number): number {
  doc
    .font('Helvetica-Bold')
    .fontSize(12)
    .fillColor(PDF_COLOURS.primary)
    .text(text, MARGIN, top, { lineBreak: false });
  return top + 20;
}

export function drawTitle(doc: Doc, title: string, lead: string): number {
  doc.font('Helvetica-Bold').fontSize(20).fillColor(PDF_COLOURS.primary).text(title, MARGIN, CONTENT_TOP);
  doc
    .moveDown(0.3)
    .font('Helvetica')
    .fontSize(10)
    .fillColor(PDF_COLOURS.text)
    .text(lead, { width: CONTENT_WIDTH, lineGap: 2 });
  return doc.y;
}

/** A tinted box of short lines under a small heading; returns its bottom. */
export function drawPanel(doc: Doc, heading: string, lines: string[], top: number): number {
  const height = 30 + lines.length * 13;
  doc.rect(MARGIN, top, CONTENT_WIDTH, height).fill(PDF_COLOURS.panel);
  doc
    .font('Helvetica-Bold')
    .fontSize(9)
    .fillColor(PDF_COLOURS.primary)
    .text(heading, MARGIN + 12, top + 9, { lineBreak: false });
  doc.font('Helvetica').fontSize(9).fillColor(PDF_COLOURS.text);
  lines.forEach((line, i) => {
    doc.text(line, MARGIN + 12, top + 23 + i * 13, { width: CONTENT_WIDTH - 24, lineBreak: false });
  });
  return top + height;
}

/** The provider's identification, as the forms and the Regolamento show it. */
export const providerLines = (company: Company, contactEmail: string) => [
  `${company.legalName} · ${company.address}`,
  `P. IVA ${company.vatNumber} · REA ${company.rea} · PEC ${company.pec}`,
  `Email: ${contactEmail} · Telefono: ${company.phone}`,
];
