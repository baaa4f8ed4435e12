import { REPORT_ACCESS_DAYS, REPORT_PRICE_CENTS } from '@verificauto/shared/domain/business';
import { formatEuroCents } from '@verificauto/shared/domain/format';
import type { Company } from '@verificauto/shared/legal/company';
import { renderEmail } from '../../../lib/mail/email-layout';
import type { OutgoingMail } from '../../../lib/mail/mail.repository';
import type { DecisionRow } from './report-approval.repository';

export interface BackofficeSite {
  publicUrl: string;
  contactEmail: string;
  company: Company;
}

const greeting = (name: string) => {
  const first = name.trim().split(/\s+/)[0];
  return first ? `Ciao ${first},` : 'Ciao,';
};

/** "Fiat Panda, targa AB123CD"; the plate alone when the report names no car. */
const carOf = (report: DecisionRow) => {
  const car = [report.brand, report.model].filter(Boolean).join(' ');
  const plate = report.plate_number ?? report.car_license_plate;
  return car ? `${car}, targa ${plate}` : `targa ${plate}`;
};

/** To the seller, once, in the approval's transaction: the report is online, with the link to share. */
export function reportApprovedEmail(report: DecisionRow, site: BackofficeSite): OutgoingMail {
  const url = `${site.publicUrl}/report/${report.uuid}`;
  return {
    to: report.seller_email,
    subject: 'Il report della tua auto è pronto',
    template: 'report_approved',
    ...renderEmail(
      {
        title: 'Il tuo report è pronto',
        greeting: greeting(report.seller_name),
        paragraphs: [
          `il report dell’ispezione della tua auto (${carOf(report)}) è stato verificato e approvato da Verificauto: da ora è online e puoi condividerlo con chi è interessato all’acquisto.`,
          `Condividi questo link nell’annuncio o con i possibili acquirenti: ${url}`,
          `Tu lo apri gratis quando vuoi dall’Area riservata. Chi vuole comprare l’auto paga ${formatEuroCents(REPORT_PRICE_CENTS)} per leggerlo e lo consulta per ${REPORT_ACCESS_DAYS} giorni.`,
        ],
        action: { label: 'Apri il report', url },
        footnote: `Hai ricevuto questa email perché con l’indirizzo ${report.seller_email} è stata prenotata un’ispezione su Verificauto. Per qualsiasi domanda scrivi a ${site.contactEmail}.`,
      },
      site.company,
    ),
  };
}

/** To the workshop, when it has an address: the report came back with the back office's note. */
export function reportReturnedEmail(
  report: DecisionRow & { workshop_email: string },
  note: string,
  site: BackofficeSite,
): OutgoingMail {
  const url = `${site.publicUrl}/officina/ispezioni/${report.uuid}`;
  return {
    to: report.workshop_email,
    subject: `Report da correggere – ${report.plate_number ?? report.car_license_plate}`,
    template: 'report_returned',
    ...renderEmail(
      {
        title: 'Report da correggere',
        greeting: 'Buongiorno,',
        paragraphs: [
          `il back office di Verificauto ha rimandato all’officina ${report.workshop_name} il report dell’ispezione (${carOf(report)}) con questa nota:`,
          note,
          'Correggi il report dall’area Officina e invialo di nuovo per l’approvazione.',
        ],
        action: { label: 'Apri il report', url },
        footnote: `Per qualsiasi domanda scrivi a ${site.contactEmail}.`,
      },
      site.company,
    ),
  };
}
