import type { Invoice, Locale } from '@passerelle/contract';
import { pdfDocument, wrapText, type PdfText } from '../../platform/pdf/index.ts';

/** The words of an invoice in its five languages (the PDF is written in the invoice's language). */
const WORDS: Record<
  Locale,
  {
    invoice: string;
    creditNote: string;
    creditOf: string;
    date: string;
    billedTo: string;
    taxNumber: string;
    item: string;
    amount: string;
    earlyBird: string;
    totalExcl: string;
    totalIncl: string;
    paid: string;
    cancelled: string;
  }
> = {
  fr: {
    invoice: 'Facture',
    creditNote: 'Avoir',
    creditOf: 'Annule la facture',
    date: 'Date',
    billedTo: 'Facturé à',
    taxNumber: 'N° de TVA',
    item: 'Désignation',
    amount: 'Montant',
    earlyBird: 'tarif préférentiel',
    totalExcl: 'Total hors taxes',
    totalIncl: 'Total toutes taxes comprises',
    paid: 'Payée le',
    cancelled: 'Annulée par l’avoir',
  },
  en: {
    invoice: 'Invoice',
    creditNote: 'Credit note',
    creditOf: 'Cancels invoice',
    date: 'Date',
    billedTo: 'Billed to',
    taxNumber: 'Tax number',
    item: 'Item',
    amount: 'Amount',
    earlyBird: 'early-bird rate',
    totalExcl: 'Total excluding tax',
    totalIncl: 'Total including tax',
    paid: 'Paid on',
    cancelled: 'Cancelled by credit note',
  },
  nl: {
    invoice: 'Factuur',
    creditNote: 'Creditnota',
    creditOf: 'Annuleert factuur',
    date: 'Datum',
    billedTo: 'Gefactureerd aan',
    taxNumber: 'Btw-nummer',
    item: 'Omschrijving',
    amount: 'Bedrag',
    earlyBird: 'vroegboekkorting',
    totalExcl: 'Totaal exclusief btw',
    totalIncl: 'Totaal inclusief btw',
    paid: 'Betaald op',
    cancelled: 'Geannuleerd door creditnota',
  },
  de: {
    invoice: 'Rechnung',
    creditNote: 'Gutschrift',
    creditOf: 'Storniert Rechnung',
    date: 'Datum',
    billedTo: 'Rechnungsempfänger',
    taxNumber: 'USt-IdNr.',
    item: 'Bezeichnung',
    amount: 'Betrag',
    earlyBird: 'Frühbuchertarif',
    totalExcl: 'Summe ohne Steuern',
    totalIncl: 'Summe inklusive Steuern',
    paid: 'Bezahlt am',
    cancelled: 'Storniert durch Gutschrift',
  },
  es: {
    invoice: 'Factura',
    creditNote: 'Nota de crédito',
    creditOf: 'Anula la factura',
    date: 'Fecha',
    billedTo: 'Facturado a',
    taxNumber: 'NIF/IVA',
    item: 'Concepto',
    amount: 'Importe',
    earlyBird: 'tarifa anticipada',
    totalExcl: 'Total sin impuestos',
    totalIncl: 'Total con impuestos',
    paid: 'Pagada el',
    cancelled: 'Anulada por la nota de crédito',
  },
};

/** A language and region whose number and date formats the invoice's readers expect. */
const FORMAT_LOCALE: Record<Locale, string> = {
  fr: 'fr-FR',
  en: 'en-GB',
  nl: 'nl-BE',
  de: 'de-DE',
  es: 'es-ES',
};

export const formatMoney = (cents: number, currency: string, locale: Locale): string =>
  new Intl.NumberFormat(FORMAT_LOCALE[locale], { style: 'currency', currency }).format(cents / 100);

const formatDay = (iso: string, locale: Locale) =>
  new Intl.DateTimeFormat(FORMAT_LOCALE[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(iso),
  );

export interface InvoiceDocument extends Invoice {
  seller: { legalName: string; address: string; taxNumber: string | null };
  /** The reference of the invoice a credit note cancels, or of the credit note that cancelled it. */
  relatedReference: string | null;
}

/** The invoice or credit note as an A4 PDF, in its language. */
export const invoicePdf = (doc: InvoiceDocument): Buffer => {
  const w = WORDS[doc.language];
  const money = (c: number) => formatMoney(c, doc.currency, doc.language);
  const texts: PdfText[] = [];
  let y = 790;
  const line = (text: string, o: Partial<PdfText> = {}) => {
    texts.push({ x: 56, y, size: 10, text, ...o });
  };
  line(doc.seller.legalName, { size: 12, bold: true });
  for (const l of doc.seller.address.split(/\r?\n/).flatMap((a) => wrapText(a, 60))) {
    y -= 14;
    line(l);
  }
  if (doc.seller.taxNumber) {
    y -= 14;
    line(`${w.taxNumber} : ${doc.seller.taxNumber}`);
  }
  y -= 40;
  line(`${doc.kind === 'credit_note' ? w.creditNote : w.invoice} ${doc.reference}`, { size: 18, bold: true });
  y -= 20;
  line(`${w.date} : ${formatDay(doc.issuedAt, doc.language)}`);
  if (doc.kind === 'credit_note' && doc.relatedReference) {
    y -= 14;
    line(`${w.creditOf} ${doc.relatedReference}`);
  }
  y -= 30;
  line(w.billedTo, { bold: true });
  y -= 14;
  line(`${doc.firm.name} (${doc.buyerCountry})`);
  y -= 36;
  line(w.item, { bold: true });
  texts.push({ x: 539, y, size: 10, text: w.amount, bold: true, align: 'right' });
  for (const item of doc.lines) {
    const label = item.earlyBird ? `${item.label} (${w.earlyBird})` : item.label;
    const wrapped = wrapText(label, 70);
    y -= 18;
    texts.push({ x: 539, y, size: 10, text: money(item.amount), align: 'right' });
    for (const [i, l] of wrapped.entries()) {
      if (i > 0) y -= 13;
      line(l);
    }
  }
  y -= 30;
  const total = (label: string, cents: number, bold = false) => {
    line(label, { bold });
    texts.push({ x: 539, y, size: 10, text: money(cents), align: 'right', bold });
    y -= 16;
  };
  total(w.totalExcl, doc.totalExclTax);
  for (const tax of doc.taxes)
    total(`${tax.label} ${tax.rate.toLocaleString(FORMAT_LOCALE[doc.language])} %`, tax.amount);
  total(w.totalIncl, doc.totalInclTax, true);
  y -= 20;
  if (doc.status === 'paid' && doc.paidAt)
    line(`${w.paid} ${formatDay(doc.paidAt, doc.language)}`, { bold: true });
  if (doc.status === 'cancelled' && doc.relatedReference)
    line(`${w.cancelled} ${doc.relatedReference}`, { bold: true });
  return pdfDocument([texts]);
};
