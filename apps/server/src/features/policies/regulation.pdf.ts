import { formatLongDate } from '@verificauto/shared/domain/format';
import type { Inline, LegalDocument } from '@verificauto/shared/legal/legal-text';
import {
  CONTENT_WIDTH,
  type Doc,
  drawPanel,
  drawTitle,
  MARGIN,
  PAGE_HEIGHT,
  PDF_COLOURS,
  type PdfOptions,
  providerLines,
  renderPdf,
} from '../../lib/pdf-layout';

export interface RegulationPdfOptions extends Omit<PdfOptions, 'title' | 'subject' | 'footnote'> {
  regulation: LegalDocument;
  versionId: string;
  /** Links to the legal page and the forms become absolute in a file read outside the site. */
  publicUrl: string;
}

const BODY_SIZE = 9.5;
const LIST_INDENT = 14;
/** A heading this close to the foot would stand alone: it starts the next page instead. */
const HEADING_KEEP = 60;

/** The Regolamento as a PDF, attached to the purchase confirmation (a link is not a durable medium). */
export function buildRegulationPdf(options: RegulationPdfOptions): Promise<Buffer> {
  const { regulation, versionId, publicUrl, company, contactEmail } = options;
  const absolute = (href: string) =>
    href.startsWith('#')
      ? `${publicUrl}/policies${href}`
      : href.startsWith('/')
        ? `${publicUrl}${href}`
        : href;
  return renderPdf({ ...options, title: regulation.title, subject: `Versione ${versionId}` }, (doc) => {
    drawTitle(doc, regulation.title, regulation.intro);
    doc
      .moveDown(0.3)
      .font('Helvetica-Bold')
      .fontSize(BODY_SIZE)
      .fillColor(PDF_COLOURS.muted)
      .text(`Versione del ${formatLongDate(regulation.versionDate)} · codice di versione ${versionId}`);
    drawPanel(doc, 'FORNITORE DEL SERVIZIO', providerLines(company, contactEmail), doc.y + 10);
    doc.y += 14;
    regulation.articles.forEach((article, index) => {
      if (doc.y > PAGE_HEIGHT - doc.page.margins.bottom - HEADING_KEEP) doc.addPage();
      doc
        .moveDown(0.6)
        .font('Helvetica-Bold')
        .fontSize(11.5)
        .fillColor(PDF_COLOURS.primary)
        .text(`Art. ${index + 1} – ${article.title}`, MARGIN, doc.y, { width: CONTENT_WIDTH });
      doc.moveDown(0.25);
      for (const block of article.blocks) {
        if ('paragraph' in block) {
          drawInlines(doc, block.paragraph, MARGIN, CONTENT_WIDTH, absolute);
        } else {
          for (const item of block.list) {
            doc
              .font('Helvetica')
              .fontSize(BODY_SIZE)
              .fillColor(PDF_COLOURS.text)
              .text('•', MARGIN + 3, doc.y);
            doc.moveUp();
            drawInlines(doc, item, MARGIN + LIST_INDENT, CONTENT_WIDTH - LIST_INDENT, absolute);
          }
        }
      }
    });
  });
}

function drawInlines(
  doc: Doc,
  inlines: Inline[],
  x: number,
  width: number,
  absolute: (href: string) => string,
) {
  const top = doc.y;
  inlines.forEach((inline, i) => {
    const continued = i < inlines.length - 1;
    const options = { width, lineGap: 1.5, continued, paragraphGap: continued ? 0 : 5 };
    const position: [number?, number?] = i === 0 ? [x, top] : [];
    if (typeof inline === 'string') {
      doc.font('Helvetica').fillColor(PDF_COLOURS.text).fontSize(BODY_SIZE);
      doc.text(inline, ...position, { ...options, link: null, underline: false });
    } else if ('strong' in inline) {
      doc.font('Helvetica-Bold').fillColor(PDF_COLOURS.text).fontSize(BODY_SIZE);
      doc.text(inline.strong, ...position, { ...options, link: null, underline: false });
    } else {
      doc.font('Helvetica').fillColor(PDF_COLOURS.primary).fontSize(BODY_SIZE);
      doc.text(inline.text, ...position, { ...options, link: absolute(inline.href), underline: true });
    }
  });
}
