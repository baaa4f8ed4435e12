import { romeIsoDate } from '@verificauto/shared/domain/calendar-days';
import { formatEuroCents } from '@verificauto/shared/domain/format';
import { parseItalianAddress } from '@verificauto/shared/legal/company';
import {
  centsToDecimal,
  documentLabel,
  type InvoiceDocument,
  isItalianCustomer,
  rateToDecimal,
} from './invoice-document';
import { latinText, serialize, type XmlNode } from './xml-text';

/**
 * The invoice as a FatturaPA 1.2.2 file for private parties (FPR12), to send to the Sistema di
 * Interscambio. Tests validate it against Agenzia delle Entrate's XSD (test/fixtures/fatturapa).
 */
export function buildFatturaPaXml(doc: InvoiceDocument): string {
  const root: XmlNode = [
    'p:FatturaElettronica',
    [
      ['FatturaElettronicaHeader', [datiTrasmissione(doc), cedentePrestatore(doc), cessionario(doc)]],
      ['FatturaElettronicaBody', [datiGenerali(doc), datiBeniServizi(doc), datiPagamento(doc)]],
    ],
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n${serialize(root, 0, ROOT_ATTRIBUTES)}\n`;
}

const ROOT_ATTRIBUTES =
  ' versione="FPR12"' +
  ' xmlns:ds="http://www.w3.org/2000/09/xmldsig#"' +
  ' xmlns:p="http://ivaservizi.agenziaentrate.gov.it/docs/xsd/fatture/v1.2"' +
  ' xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"';

/** Codice fiscale of foreign private persons without an Italian one (Agenzia delle Entrate's convention). */
const FOREIGN_PRIVATE_ID = '99999999999';

// [verify with the accountant] A B2C sale to another EU country is taxed there through the OSS return:
// the Italian file carries it as outside the Italian VAT's scope (N7) with the rule that makes it so.
const OSS_NATURA = 'N7';
const OSS_REFERENCE = 'IVA assolta in altro stato UE (OSS, art. 74-sexies DPR 633/72)';

function datiTrasmissione(doc: InvoiceDocument): XmlNode {
  return [
    'DatiTrasmissione',
    [
      ['IdTrasmittente', italianVatId(doc)],
      ['ProgressivoInvio', progressivoInvio(doc)],
      ['FormatoTrasmissione', 'FPR12'],
      // Consumers have no SdI address: the file goes to their reserved area, foreign ones get a copy by us.
      ['CodiceDestinatario', isItalianCustomer(doc) ? '0000000' : 'XXXXXXX'],
    ],
  ];
}

/** Unique per file, at most 10 of [A-Za-z0-9]: kind letter, year, number in base 36 ("F202600001"). */
export function progressivoInvio(doc: Pick<InvoiceDocument, 'kind' | 'year' | 'number'>): string {
  const number = doc.number.toString(36).toUpperCase().padStart(5, '0');
  const value = `${doc.kind === 'invoice' ? 'F' : 'N'}${doc.year}${number}`;
  if (!/^[A-Z]\d{4}[0-9A-Z]{5}$/.test(value)) throw new RangeError(`ProgressivoInvio non valido: ${value}`);
  return value;
}

const italianVatId = (doc: InvoiceDocument): XmlNode[] => [
  ['IdPaese', 'IT'],
  ['IdCodice', doc.seller.vatNumber],
];

function cedentePrestatore(doc: InvoiceDocument): XmlNode {
  const { seller } = doc;
  const address = parseItalianAddress(seller.address);
  if (!address) throw new Error(`Indirizzo della società non leggibile per la FatturaPA: ${seller.address}`);
  const [office, reaNumber] = seller.rea.split('-').map((part) => part.trim());
  const phone = fatturaPaPhone(seller.phone);
  const contacts: XmlNode[] = [
    ...(phone ? [['Telefono', phone] as XmlNode] : []),
    ...(/^.+@.+[.]+.+$/.test(seller.pec) && seller.pec.length >= 7 ? [['Email', seller.pec] as XmlNode] : []),
  ];
  const capital = shareCapitalCents(seller.shareCapital);
  return [
    'CedentePrestatore',
    [
      [
        'DatiAnagrafici',
        [
          ['IdFiscaleIVA', italianVatId(doc)],
          ['Anagrafica', [['Denominazione', latinText(seller.legalName, 80)]]],
          ['RegimeFiscale', seller.taxRegime],
        ],
      ],
      ['Sede', sede(address.street, address.postalCode, address.city, address.province, 'IT')],
      [
        'IscrizioneREA',
        [
          ['Ufficio', office ?? ''],
          ['NumeroREA', reaNumber ?? ''],
          ...(capital === null ? [] : [['CapitaleSociale', centsToDecimal(capital)] as XmlNode]),
          ['StatoLiquidazione', 'LN'],
        ],
      ],
      ...(contacts.length > 0 ? [['Contatti', contacts] as XmlNode] : []),
    ],
  ];
}

/** "10.000,00 € i.v." → 1000000 cents; null when the text holds no amount. */
export function shareCapitalCents(text: string): number | null {
  const match = /(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?/.exec(text);
  if (!match) return null;
  const euros = Number((match[1] ?? '').replaceAll('.', ''));
  return euros * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

/** TelFaxType is 5–12 characters: "+39 02 0000 0000" fits only without spaces and country prefix. */
export function fatturaPaPhone(phone: string): string | null {
  let compact = phone.replace(/[\s./-]/g, '');
  if (compact.length > 12 && compact.startsWith('+39')) compact = compact.slice(3);
  return /^\+?\d{5,12}$/.test(compact) && compact.length <= 12 ? compact : null;
}

function cessionario(doc: InvoiceDocument): XmlNode {
  const { customer } = doc;
  const italian = isItalianCustomer(doc);
  if (italian && !customer.taxCode)
    throw new Error('Il codice fiscale è obbligatorio per i clienti italiani');
  const identity: XmlNode =
    italian && customer.taxCode
      ? ['CodiceFiscale', customer.taxCode.toUpperCase()]
      : [
          'IdFiscaleIVA',
          [
            ['IdPaese', customer.country],
            ['IdCodice', FOREIGN_PRIVATE_ID],
          ],
        ];
  const { street, postalCode, city, province } = customer.address;
  return [
    'CessionarioCommittente',
    [
      [
        'DatiAnagrafici',
        [
          identity,
          [
            'Anagrafica',
            [
              ['Nome', latinText(customer.firstName, 60)],
              ['Cognome', latinText(customer.lastName, 60)],
            ],
          ],
        ],
      ],
      ['Sede', sede(street, postalCode, city, italian ? province : null, customer.country)],
    ],
  ];
}

function sede(street: string, postalCode: string, city: string, province: string | null, country: string) {
  const cap = /^\d{5}$/.test(postalCode.trim()) ? postalCode.trim() : '00000';
  const provincia = province?.trim().toUpperCase();
  return [
    ['Indirizzo', latinText(street, 60)],
    ['CAP', cap],
    ['Comune', latinText(city, 60)],
    ...(provincia && /^[A-Z]{2}$/.test(provincia) ? [['Provincia', provincia] as XmlNode] : []),
    ['Nazione', country],
  ] satisfies XmlNode[];
}

function datiGenerali(doc: InvoiceDocument): XmlNode {
  const linked: XmlNode[] = doc.reverses
    ? [
        [
          'DatiFattureCollegate',
          [
            ['IdDocumento', latinText(doc.reverses.label, 20)],
            ['Data', romeIsoDate(doc.reverses.issuedAt)],
          ],
        ],
      ]
    : [];
  const causale =
    doc.kind === 'credit_note'
      ? `Storno ${doc.reverses ? `fattura n. ${doc.reverses.label}` : 'fattura'} - ordine ${doc.orderNumber}`
      : `Ordine ${doc.orderNumber}`;
  return [
    'DatiGenerali',
    [
      [
        'DatiGeneraliDocumento',
        [
          ['TipoDocumento', doc.kind === 'invoice' ? 'TD01' : 'TD04'],
          ['Divisa', 'EUR'],
          ['Data', romeIsoDate(doc.issuedAt)],
          ['Numero', documentLabel(doc.kind, doc.year, doc.number)],
          ['ImportoTotaleDocumento', centsToDecimal(doc.grossCents)],
          ['Causale', latinText(causale, 200)],
        ],
      ],
      ...linked,
    ],
  ];
}

function datiBeniServizi(doc: InvoiceDocument): XmlNode {
  const italian = isItalianCustomer(doc);
  const rate = italian ? rateToDecimal(doc.vatRatePercent) : '0.00';
  const natura: XmlNode[] = italian ? [] : [['Natura', OSS_NATURA]];
  const discount = doc.discountCode
    ? ` - codice sconto ${doc.discountCode}: prezzo di listino ${formatEuroCents(doc.listPriceCents)}, ` +
      `sconto ${formatEuroCents(doc.discountCents)}`
    : '';
  // [verify with the accountant] The foreign VAT is not Italian tax; it is recorded on the line for the OSS return.
  const ossVat: XmlNode[] = italian
    ? []
    : [
        [
          'AltriDatiGestionali',
          [
            ['TipoDato', 'IVAOSS'],
            [
              'RiferimentoTesto',
              latinText(`IVA ${doc.customer.country} ${rateToDecimal(doc.vatRatePercent)}%`, 60),
            ],
            ['RiferimentoNumero', centsToDecimal(doc.vatCents)],
          ],
        ],
      ];
  const net = centsToDecimal(doc.netCents);
  return [
    'DatiBeniServizi',
    [
      [
        'DettaglioLinee',
        [
          ['NumeroLinea', '1'],
          ['Descrizione', latinText(`${doc.description}${discount}`, 1000)],
          ['Quantita', '1.00'],
          ['PrezzoUnitario', net],
          ['PrezzoTotale', net],
          ['AliquotaIVA', rate],
          ...natura,
          ...ossVat,
        ],
      ],
      [
        'DatiRiepilogo',
        [
          ['AliquotaIVA', rate],
          ...natura,
          ['ImponibileImporto', net],
          ['Imposta', italian ? centsToDecimal(doc.vatCents) : '0.00'],
          ['EsigibilitaIVA', 'I'],
          ...(italian ? [] : [['RiferimentoNormativo', latinText(OSS_REFERENCE, 100)] as XmlNode]),
        ],
      ],
    ],
  ];
}

const datiPagamento = (doc: InvoiceDocument): XmlNode => [
  'DatiPagamento',
  [
    ['CondizioniPagamento', 'TP02'],
    [
      'DettaglioPagamento',
      [
        ['ModalitaPagamento', 'MP08'],
        ['ImportoPagamento', centsToDecimal(doc.grossCents)],
      ],
    ],
  ],
];
