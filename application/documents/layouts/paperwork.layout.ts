import { cartDateText, formatDate } from '../../../domain/calendar/calendar';
import { fullName } from '../../../domain/correspondence/person-name';
import { formatEuro, sumCents, type Cents } from '../../../domain/money/money';
import { REPRESENTATION_LAW, type RepresentationLaw } from '../../../domain/paperwork/representation';
import { BOOKABLE_NOUN } from '../../orders/bookable';
import type { BookingPaper } from '../../portal/bookings.port';
import { PAPERWORK_TITLES } from '../paperwork.paths';
import type { PrintBlock, PrintDocument } from '../print-document';
import { PROVIDER } from '../../../domain/site/provider';

/** Printed on every paper: the texts are patterns to check, not advice on the law. */
export const TEMPLATE_NOTICE =
  'Hinweis: Dieses Dokument ist eine ausgefüllte Vorlage. Bitte prüfen Sie es und passen Sie es an Ihre Beschlusslage und Ihren Betrieb an. Es ersetzt keine Rechtsberatung.';

/** The overnight costs of the participant, when the booking asked for the venue's hotel and a rate is on file. */
export interface KnownOvernight {
  readonly nights: number;
  readonly perParticipant: Cents;
}

/**
 * The participant stays at the venue's hotel but no rate is on file: the letter still names the
 * cost, to be paid as the hotel invoices it (the employer must not read it as "no hotel").
 */
export const BY_HOTEL_INVOICE = 'nach Rechnung des Hotels';

/** What the papers print for the night(s): a known amount, the hotel's invoice, or nothing (no hotel stay). */
export type OvernightOnPaper = KnownOvernight | typeof BY_HOTEL_INVOICE | null;

const OVERNIGHT_LABEL = 'Übernachtung und Verpflegung im Tagungshotel';

const overnightRows = (overnight: OvernightOnPaper): readonly (readonly string[])[] => {
  if (overnight === null) return [];
  if (overnight === BY_HOTEL_INVOICE) return [[OVERNIGHT_LABEL, BY_HOTEL_INVOICE]];
  return [[`${OVERNIGHT_LABEL} (${String(overnight.nights)} ${overnight.nights === 1 ? 'Nacht' : 'Nächte'})`, formatEuro(overnight.perParticipant)]];
};

const knownOvernightCents = (overnight: OvernightOnPaper): readonly Cents[] =>
  overnight === null || overnight === BY_HOTEL_INVOICE ? [] : [overnight.perParticipant];

const lawOf = (paper: BookingPaper): RepresentationLaw => REPRESENTATION_LAW[paper.event.representation];

/** The words that differ between a seminar's papers and a Fachtagung's. */
const WORDS = {
  seminar: { fee: 'Seminargebühr', leadership: 'Seminarleitung' },
  fachtagung: { fee: 'Tagungsgebühr', leadership: 'Tagungsleitung' },
} as const;

const wordsOf = (paper: BookingPaper) => WORDS[paper.event.page.kind];

const participationFacts = (paper: BookingPaper): PrintBlock => ({
  type: 'facts',
  rows: [
    { label: BOOKABLE_NOUN[paper.event.page.kind], value: paper.event.title },
    { label: 'Termin', value: cartDateText(paper.event.startDate, paper.event.endDate) },
    { label: 'Ort', value: paper.event.address },
    { label: 'Veranstalter', value: `${PROVIDER.name}, ${PROVIDER.street}, ${PROVIDER.postalCode} ${PROVIDER.city}` },
    { label: 'Veranstaltungsnummer', value: String(paper.event.eventId) },
    { label: 'Bestellnummer', value: paper.orderNumber },
  ],
});

const TRAVEL_TEXT = 'nach der Reisekostenregelung des Betriebs (Fahrt, ggf. Verpflegungsmehraufwand)';

const costRows = (paper: BookingPaper, overnight: OvernightOnPaper): readonly (readonly string[])[] => [
  [`${wordsOf(paper).fee} (zzgl. gesetzlicher MwSt., soweit anfallend)`, formatEuro(paper.recipient.price)],
  ...overnightRows(overnight),
  ['Reisekosten', TRAVEL_TEXT],
];

const costTable = (paper: BookingPaper, overnight: OvernightOnPaper): PrintBlock => ({
  type: 'table',
  columns: [
    { header: 'Kosten', width: 0.62, align: 'left' },
    { header: 'Betrag', width: 0.38, align: 'right' },
  ],
  rows: costRows(paper, overnight),
  totals: [['Bekannte Kosten zusammen', formatEuro(sumCents([paper.recipient.price, ...knownOvernightCents(overnight)]))]],
});

const notice: PrintBlock = { type: 'paragraph', tone: 'small', text: TEMPLATE_NOTICE };

/** The council's resolution to send its member (§ 37 Abs. 6 BetrVG, § 179 Abs. 4 SGB IX, § 65 BetrVG). */
export const delegationDocument = (paper: BookingPaper, overnight: OvernightOnPaper): PrintDocument => {
  const law = lawOf(paper);
  const member = fullName(paper.recipient);
  return {
    title: PAPERWORK_TITLES.entsendungsbeschluss,
    subtitle: `Beschluss des Gremiums nach ${law.trainingBasis}`,
    blocks: [
      { type: 'fillIn', fields: [{ label: 'Gremium', value: `${law.body}${paper.billing.company === '' ? '' : ` der ${paper.billing.company}`}` }, { label: 'Sitzung vom' }] },
      {
        type: 'paragraph',
        text: `Der ${law.decidingBody} hat in seiner ordnungsgemäß einberufenen Sitzung folgenden Beschluss gefasst: ${member} wird nach ${law.trainingBasis} zu der folgenden Schulungsveranstaltung entsandt.`,
      },
      participationFacts(paper),
      {
        type: 'paragraph',
        text: `Die Schulung vermittelt Kenntnisse, die für die Arbeit der ${law.body === 'Betriebsrat' ? 'Betriebsratsmitglieder' : `Mitglieder der ${law.body}`} erforderlich sind. Bei der Festlegung der zeitlichen Lage wurden die betrieblichen Notwendigkeiten berücksichtigt. Der Arbeitgeber wird rechtzeitig über die Teilnahme und ihre zeitliche Lage unterrichtet.`,
      },
      { type: 'heading', text: 'Kosten' },
      costTable(paper, overnight),
      { type: 'paragraph', text: `Die Kosten der Schulung trägt der Arbeitgeber nach ${law.costBasis}.` },
      { type: 'heading', text: 'Abstimmung' },
      { type: 'fillIn', fields: [{ label: 'Anwesende Mitglieder' }, { label: 'Ja-Stimmen' }, { label: 'Nein-Stimmen' }, { label: 'Enthaltungen' }] },
      { type: 'signature', labels: ['Ort, Datum', `Vorsitz ${law.body}`] },
      notice,
    ],
  };
};

/** The letter to the employer: the participation announced and the costs asked for under § 40 BetrVG. */
export const costAssumptionDocument = (paper: BookingPaper, overnight: OvernightOnPaper): PrintDocument => {
  const law = lawOf(paper);
  const member = fullName(paper.recipient);
  const employer = [paper.billing.company, paper.billing.street, `${paper.billing.postalCode} ${paper.billing.city}`.trim()].filter((line) => line !== '');
  return {
    title: PAPERWORK_TITLES.kostenuebernahme,
    subtitle: `Mitteilung der Schulungsteilnahme und Antrag auf Kostenübernahme nach ${law.costBasis}`,
    blocks: [
      { type: 'facts', rows: [{ label: 'An', value: ['Geschäftsleitung / Personalabteilung', ...employer].join('\n') }, { label: 'Von', value: law.body }] },
      { type: 'paragraph', text: 'Sehr geehrte Damen und Herren,' },
      {
        type: 'paragraph',
        text: `der ${law.decidingBody} hat beschlossen, ${member} nach ${law.trainingBasis} zu der folgenden Schulungsveranstaltung zu entsenden. Wir teilen Ihnen hiermit die Teilnahme und ihre zeitliche Lage mit.`,
      },
      participationFacts(paper),
      { type: 'heading', text: 'Voraussichtliche Kosten' },
      costTable(paper, overnight),
      {
        type: 'paragraph',
        text: `Wir bitten Sie, die Kosten nach ${law.costBasis} zu übernehmen und ${member} für die Dauer der Schulung unter Fortzahlung des Arbeitsentgelts von der Arbeit freizustellen. Die Rechnung des Veranstalters nennt die Bestellnummer ${paper.orderNumber}. Sollten Sie Einwände gegen die zeitliche Lage haben, teilen Sie uns diese bitte umgehend mit.`,
      },
      { type: 'paragraph', text: 'Mit freundlichen Grüßen' },
      { type: 'signature', labels: ['Ort, Datum', `Für den ${law.body}`] },
      notice,
    ],
  };
};

/** The certificate of attendance, issued after the seminar or Fachtagung for a booked participant. */
export const attendanceDocument = (paper: BookingPaper, issuedAt: Parameters<typeof formatDate>[0]): PrintDocument => ({
  title: PAPERWORK_TITLES.teilnahmebescheinigung,
  subtitle: `ausgestellt am ${formatDate(issuedAt)}`,
  blocks: [
    {
      type: 'paragraph',
      tone: 'strong',
      text: `${fullName(paper.recipient)} hat vom ${formatDate(paper.event.startDate)} bis ${formatDate(paper.event.endDate)} an der folgenden Schulungsveranstaltung teilgenommen.`,
    },
    participationFacts(paper),
    ...(paper.event.subtitle.trim() === '' ? [] : [{ type: 'paragraph' as const, text: `Inhalt: ${paper.event.subtitle}` }]),
    { type: 'signature', labels: ['Ort, Datum', `${PROVIDER.name}, ${wordsOf(paper).leadership}`] },
    notice,
  ],
});
