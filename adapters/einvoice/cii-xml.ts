import type { Temporal } from 'temporal-polyfill';
import type { Invoice, InvoiceLine, PostalAddress } from '../../domain/invoice/invoice';
import type { Cents } from '../../domain/money/money';

/** Factur-X / ZUGFeRD 2.x, profile EN 16931 (the guideline BT-24). */
export const EN16931_GUIDELINE = 'urn:cen.eu:en16931:2017';
/** XRechnung 3.0 in CII: for a public buyer with a Leitweg-ID. */
export const XRECHNUNG_GUIDELINE = 'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0';
/** BT-23, as the XRechnung examples give it. */
const BUSINESS_PROCESS = 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0';

const NAMESPACES = [
  'xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100"',
  'xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100"',
  'xmlns:qdt="urn:un:unece:uncefact:data:standard:QualifiedDataType:100"',
  'xmlns:udt="urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100"',
].join(' ');

/** Characters XML 1.0 cannot carry at all are dropped; the five special ones escaped. */
const escapeXml = (value: string): string =>
  // eslint-disable-next-line no-control-regex
  value.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

/** One element with text; absent when the value is null. */
const el = (name: string, value: string | null, attributes = ''): string =>
  value === null ? '' : `<${name}${attributes === '' ? '' : ` ${attributes}`}>${escapeXml(value)}</${name}>`;

const wrap = (name: string, ...children: readonly string[]): string => `<${name}>${children.join('')}</${name}>`;

/** Euro with two decimals and a point, as CII amounts are written. */
export const amount = (value: Cents): string => `${value < 0 ? '-' : ''}${String(Math.floor(Math.abs(value) / 100))}.${String(Math.abs(value) % 100).padStart(2, '0')}`;

const date102 = (date: Temporal.PlainDate): string =>
  `${String(date.year).padStart(4, '0')}${String(date.month).padStart(2, '0')}${String(date.day).padStart(2, '0')}`;

const udtDate = (name: string, date: Temporal.PlainDate): string => wrap(name, `<udt:DateTimeString format="102">${date102(date)}</udt:DateTimeString>`);

const address = ({ postalCode, street, city, countryCode }: PostalAddress): string =>
  wrap('ram:PostalTradeAddress', el('ram:PostcodeCode', postalCode), el('ram:LineOne', street), el('ram:CityName', city), el('ram:CountryID', countryCode));

const lineTax = (invoice: Invoice): string =>
  wrap('ram:ApplicableTradeTax', el('ram:TypeCode', 'VAT'), el('ram:CategoryCode', invoice.vat.category), el('ram:RateApplicablePercent', String(invoice.vat.rate)));

const lineItem = (invoice: Invoice, line: InvoiceLine): string =>
  wrap(
    'ram:IncludedSupplyChainTradeLineItem',
    wrap('ram:AssociatedDocumentLineDocument', el('ram:LineID', line.lineId), wrap('ram:IncludedNote', el('ram:Content', line.note))),
    wrap('ram:SpecifiedTradeProduct', el('ram:Name', line.name), el('ram:Description', line.note)),
    wrap(
      'ram:SpecifiedLineTradeAgreement',
      line.discount > 0
        ? wrap(
            'ram:GrossPriceProductTradePrice',
            el('ram:ChargeAmount', amount(line.grossPrice)),
            wrap(
              'ram:AppliedTradeAllowanceCharge',
              wrap('ram:ChargeIndicator', el('udt:Indicator', 'false')),
              el('ram:ActualAmount', amount(line.discount)),
            ),
          )
        : '',
      wrap('ram:NetPriceProductTradePrice', el('ram:ChargeAmount', amount(line.netAmount))),
    ),
    wrap('ram:SpecifiedLineTradeDelivery', el('ram:BilledQuantity', '1', 'unitCode="C62"')),
    wrap(
      'ram:SpecifiedLineTradeSettlement',
      lineTax(invoice),
      wrap('ram:BillingSpecifiedPeriod', udtDate('ram:StartDateTime', line.startDate), udtDate('ram:EndDateTime', line.endDate)),
      wrap('ram:SpecifiedTradeSettlementLineMonetarySummation', el('ram:LineTotalAmount', amount(line.netAmount))),
    ),
  );

const seller = (invoice: Invoice): string => {
  const { seller: s } = invoice;
  return wrap(
    'ram:SellerTradeParty',
    el('ram:Name', s.name),
    wrap(
      'ram:DefinedTradeContact',
      el('ram:PersonName', s.contact.name),
      wrap('ram:TelephoneUniversalCommunication', el('ram:CompleteNumber', s.contact.phone)),
      wrap('ram:EmailURIUniversalCommunication', el('ram:URIID', s.contact.email)),
    ),
    address(s.address),
    wrap('ram:URIUniversalCommunication', el('ram:URIID', s.contact.email, 'schemeID="EM"')),
    s.vatId === null ? '' : wrap('ram:SpecifiedTaxRegistration', el('ram:ID', s.vatId, 'schemeID="VA"')),
    s.taxNumber === null ? '' : wrap('ram:SpecifiedTaxRegistration', el('ram:ID', s.taxNumber, 'schemeID="FC"')),
  );
};

const buyer = (invoice: Invoice): string =>
  wrap(
    'ram:BuyerTradeParty',
    el('ram:Name', invoice.buyer.name),
    wrap('ram:DefinedTradeContact', el('ram:PersonName', invoice.buyer.contactName), wrap('ram:EmailURIUniversalCommunication', el('ram:URIID', invoice.buyer.email))),
    address(invoice.buyer.address),
    wrap('ram:URIUniversalCommunication', el('ram:URIID', invoice.buyer.email, 'schemeID="EM"')),
  );

const paymentMeans = (invoice: Invoice): string =>
  // 58: SEPA credit transfer to our account; a credit note is paid back by us, so it names none.
  invoice.kind === 'credit-note'
    ? wrap('ram:SpecifiedTradeSettlementPaymentMeans', el('ram:TypeCode', '58'), el('ram:Information', 'Erstattung per Überweisung'))
    : wrap(
        'ram:SpecifiedTradeSettlementPaymentMeans',
        el('ram:TypeCode', '58'),
        wrap('ram:PayeePartyCreditorFinancialAccount', el('ram:IBANID', invoice.seller.bank.iban), el('ram:AccountName', invoice.seller.name)),
        wrap('ram:PayeeSpecifiedCreditorFinancialInstitution', el('ram:BICID', invoice.seller.bank.bic)),
      );

const headerTax = (invoice: Invoice): string =>
  wrap(
    'ram:ApplicableTradeTax',
    el('ram:CalculatedAmount', amount(invoice.vat.amount)),
    el('ram:TypeCode', 'VAT'),
    el('ram:ExemptionReason', invoice.vat.exemptionReason),
    el('ram:BasisAmount', amount(invoice.vat.basis)),
    el('ram:CategoryCode', invoice.vat.category),
    el('ram:RateApplicablePercent', String(invoice.vat.rate)),
  );

/**
 * The invoice as UN/CEFACT Cross Industry Invoice D16B (EN 16931 core): the XML embedded in the
 * Factur-X PDF as factur-x.xml, and the XRechnung (its CustomizationID) when the buyer gave a
 * Leitweg-ID. Elements in the order the schema demands; amounts in euro with two decimals.
 */
export const ciiXml = (invoice: Invoice): string => {
  const guideline = invoice.leitwegId === null ? EN16931_GUIDELINE : XRECHNUNG_GUIDELINE;
  const { totals } = invoice;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>\n',
    `<rsm:CrossIndustryInvoice ${NAMESPACES}>`,
    wrap(
      'rsm:ExchangedDocumentContext',
      wrap('ram:BusinessProcessSpecifiedDocumentContextParameter', el('ram:ID', BUSINESS_PROCESS)),
      wrap('ram:GuidelineSpecifiedDocumentContextParameter', el('ram:ID', guideline)),
    ),
    wrap(
      'rsm:ExchangedDocument',
      el('ram:ID', invoice.number),
      el('ram:TypeCode', invoice.typeCode),
      udtDate('ram:IssueDateTime', invoice.issueDate),
      ...invoice.notes.map((note) => wrap('ram:IncludedNote', el('ram:Content', note))),
    ),
    wrap(
      'rsm:SupplyChainTradeTransaction',
      ...invoice.lines.map((line) => lineItem(invoice, line)),
      wrap(
        'ram:ApplicableHeaderTradeAgreement',
        el('ram:BuyerReference', invoice.buyerReference),
        seller(invoice),
        buyer(invoice),
        wrap('ram:SellerOrderReferencedDocument', el('ram:IssuerAssignedID', invoice.orderNumber)),
        invoice.purchaseOrderReference === null ? '' : wrap('ram:BuyerOrderReferencedDocument', el('ram:IssuerAssignedID', invoice.purchaseOrderReference)),
      ),
      '<ram:ApplicableHeaderTradeDelivery/>',
      wrap(
        'ram:ApplicableHeaderTradeSettlement',
        el('ram:PaymentReference', invoice.paymentReference),
        el('ram:InvoiceCurrencyCode', 'EUR'),
        paymentMeans(invoice),
        headerTax(invoice),
        wrap('ram:BillingSpecifiedPeriod', udtDate('ram:StartDateTime', invoice.period.start), udtDate('ram:EndDateTime', invoice.period.end)),
        wrap('ram:SpecifiedTradePaymentTerms', el('ram:Description', invoice.paymentTerms), udtDate('ram:DueDateDateTime', invoice.dueDate)),
        wrap(
          'ram:SpecifiedTradeSettlementHeaderMonetarySummation',
          el('ram:LineTotalAmount', amount(totals.lineTotal)),
          el('ram:TaxBasisTotalAmount', amount(totals.taxBasis)),
          el('ram:TaxTotalAmount', amount(totals.taxTotal), 'currencyID="EUR"'),
          el('ram:GrandTotalAmount', amount(totals.grandTotal)),
          el('ram:DuePayableAmount', amount(totals.duePayable)),
        ),
        invoice.preceding === null
          ? ''
          : wrap(
              'ram:InvoiceReferencedDocument',
              el('ram:IssuerAssignedID', invoice.preceding.number),
              wrap('ram:FormattedIssueDateTime', `<qdt:DateTimeString format="102">${date102(invoice.preceding.issueDate)}</qdt:DateTimeString>`),
            ),
      ),
    ),
    '</rsm:CrossIndustryInvoice>\n',
  ].join('');
};
