import { formatDate, formatEuroCents } from '@verificauto/shared/domain/format';
import { euCountryName, formatVatRate } from '@verificauto/shared/domain/vat';
import {
  CONTENT_WIDTH,
  type Doc,
  drawPanel,
  drawSectionHeading,
  drawTitle,
  MARGIN,
  PDF_COLOURS,
  renderPdf,
} from '../../../lib/pdf-layout';
import { documentLabel, type InvoiceDocument, isItalianCustomer } from './invoice-document';

/**
 * The buyer's copy of an invoice or credit note. The legal document is the FatturaPA file
 * (fatturapa-xml.ts); this PDF repeats it for reading and says so.
 */
export function renderInvoicePdf(doc: InvoiceDocument, contactEmail: string): Promise<Buffer> {
  const texts = invoiceTexts(doc);
  return renderPdf(
    {
      title: texts.title,
      subject: `${texts.title} – ordine ${doc.orderNumber}`,
      company: doc.seller,
      contactEmail,
    },
    (pdf) => {
      let y = drawTitle(pdf, texts.title, texts.lead) + 14;
      y = drawPanel(pdf, 'Emessa da', texts.seller, y) + 10;
      y = drawPanel(pdf, 'Intestata a', texts.customer, y) + 14;
      y = drawDetails(pdf, texts.details, y) + 12;
      y = drawSectionHeading(pdf, 'Dettaglio', y);
      pdf.font('Helvetica').fontSize(10).fillColor(PDF_COLOURS.text);
      pdf.text(doc.description, MARGIN, y, { width: CONTENT_WIDTH, lineGap: 2 });
      y = drawAmounts(pdf, texts.amounts, pdf.y + 10) + 14;
      drawDetails(pdf, texts.notes, y);
    },
  );
}

interface AmountRow {
  label: string;
  amount: string;
  total?: boolean;
}

/** What the PDF says, apart from the drawing. */
export function invoiceTexts(doc: InvoiceDocument) {
  const creditNote = doc.kind === 'credit_note';
  const label = documentLabel(doc.kind, doc.year, doc.number);
  const italian = isItalianCustomer(doc);
  const { seller, customer } = doc;
  const { street, postalCode, city, province } = customer.address;
  const what = creditNote ? 'della nota di credito elettronica' : 'della fattura elettronica';
  const lead = italian
    ? `Copia di cortesia ${what} trasmessa al Sistema di Interscambio. L’originale, con valore legale, è ` +
      'disponibile nella tua area riservata del sito dell’Agenzia delle Entrate, servizio “Fatture e corrispettivi”.'
    : `Copia di cortesia ${what} emessa secondo la normativa italiana.`;
  const vatLabel = italian
    ? `IVA ${formatVatRate(doc.vatRatePercent)}`
    : `IVA ${euCountryName(customer.country)} ${formatVatRate(doc.vatRatePercent)}`;
  const amounts: AmountRow[] = [
    { label: 'Prezzo di listino', amount: formatEuroCents(doc.listPriceCents) },
    ...(doc.discountCents > 0
      ? [
          {
            label: doc.discountCode ? `Sconto (codice ${doc.discountCode})` : 'Sconto',
            amount: formatEuroCents(-doc.discountCents),
          },
        ]
      : []),
    { label: 'Imponibile', amount: formatEuroCents(doc.netCents) },
    { label: vatLabel, amount: formatEuroCents(doc.vatCents) },
    { label: 'Totale (IVA inclusa)', amount: formatEuroCents(doc.grossCents), total: true },
  ];
  return {
    title: creditNote ? `Nota di credito n. ${label}` : `Fattura n. ${label}`,
    lead,
    seller: [
      seller.legalName,
      seller.address,
      `P. IVA ${seller.vatNumber} · REA ${seller.rea}`,
      `Capitale sociale ${seller.shareCapital} · PEC ${seller.pec}`,
    ],
    customer: [
      `${customer.firstName} ${customer.lastName}`,
      street,
      `${postalCode} ${city}${province ? ` (${province})` : ''} · ${euCountryName(customer.country)}`,
      ...(customer.taxCode ? [`Codice fiscale ${customer.taxCode}`] : []),
      `Email ${customer.email}`,
    ],
    details: [
      `Data: ${formatDate(doc.issuedAt)}`,
      `Ordine: ${doc.orderNumber}`,
      ...(doc.reverses
        ? [`Storna la fattura n. ${doc.reverses.label} del ${formatDate(doc.reverses.issuedAt)}`]
        : []),
    ],
    amounts,
    notes: [
      `${creditNote ? 'Rimborso su' : 'Pagamento'}: ${doc.paymentMethod}, ${formatDate(doc.paidAt)}`,
      ...(italian
        ? []
        : [
            `IVA del paese di residenza dell’acquirente (${euCountryName(customer.country)}), ` +
              'versata dal venditore tramite il regime OSS.',
          ]),
    ],
  };
}

function drawDetails(pdf: Doc, lines: string[], top: number): number {
  pdf.font('Helvetica').fontSize(10).fillColor(PDF_COLOURS.text);
  lines.forEach((line, i) => {
    pdf.text(line, MARGIN, top + i * 15, { width: CONTENT_WIDTH, lineBreak: false });
  });
  return top + lines.length * 15;
}

/** Label on the left, amount on the right; the total in bold above a rule. */
function drawAmounts(pdf: Doc, rows: AmountRow[], top: number): number {
  let y = top;
  for (const row of rows) {
    if (row.total) {
      pdf
        .moveTo(MARGIN, y)
        .lineTo(MARGIN + CONTENT_WIDTH, y)
        .lineWidth(0.8)
        .stroke(PDF_COLOURS.rule);
      y += 6;
    }
    pdf
      .font(row.total ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(row.total ? 11 : 10)
      .fillColor(PDF_COLOURS.text);
    pdf.text(row.label, MARGIN, y, { width: CONTENT_WIDTH - 120, lineBreak: false });
    pdf.text(row.amount, MARGIN + CONTENT_WIDTH - 120, y, { width: 120, align: 'right', lineBreak: false });
    y += 18;
  }
  return y;
}
