import { cartDateText, formatPlainDate } from '../../../domain/calendar/calendar';
import type { CostCalculation } from '../../../domain/cost-calculator/cost-calculation';
import type { SeminarEvent } from '../../../domain/event/event';
import { locationText } from '../../../domain/event/location-text';
import { formatEuro } from '../../../domain/money/money';
import type { OvernightCostLine, OvernightCosts } from '../../../domain/overnight/overnight-costs';
import { participantLabel } from '../../../domain/tracking/participant-label';
import type { PrintBlock, PrintDocument } from '../print-document';

export const COST_CALCULATION_TITLE = 'Kostenrechner';
export const ON_REQUEST = 'auf Anfrage';

/**
 * What the total holds, as the headline and the PDF say it: the hotel's nights are in it only
 * where the hotel's price is known; a stay whose price is "auf Anfrage" is not.
 */
export const totalContents = (overnight: Pick<OvernightCosts, 'total' | 'complete'> | null): string => {
  if (overnight === null) return 'ohne Übernachtung';
  if (overnight.complete) return 'mit Übernachtung';
  return overnight.total === 0 ? 'ohne Übernachtungskosten (auf Anfrage)' : 'mit den bekannten Übernachtungskosten (weitere auf Anfrage)';
};

/** The nights' sum; nothing priced is no 0,00 €: the hotel names its price on request. */
export const overnightTotalText = (overnight: Pick<OvernightCosts, 'total' | 'complete'>): string =>
  !overnight.complete && overnight.total === 0 ? ON_REQUEST : formatEuro(overnight.total);

const euroOrOnRequest = (amount: OvernightCostLine['perParticipant']): string => (amount === null ? ON_REQUEST : formatEuro(amount));

const overnightBlocks = (overnight: OvernightCosts): readonly PrintBlock[] => {
  if (overnight.lines.length === 0) {
    return [
      { type: 'heading', text: 'Übernachtungskosten' },
      { type: 'paragraph', text: 'Für diese Veranstaltung fallen keine Übernachtungskosten an.' },
    ];
  }
  return [
    { type: 'heading', text: 'Übernachtungskosten' },
    {
      type: 'table',
      columns: [
        { header: 'Hotel', width: 0.32, align: 'left' },
        { header: 'Zeitraum', width: 0.25, align: 'left' },
        { header: 'Nächte', width: 0.09, align: 'right' },
        { header: 'Preis pro Nacht', width: 0.17, align: 'right' },
        { header: 'pro Person', width: 0.17, align: 'right' },
      ],
      rows: overnight.lines.map((line) => [
        `${line.stay.hotel.name}, ${line.stay.hotel.location.name}`,
        `${formatPlainDate(line.stay.arrival)} bis ${formatPlainDate(line.stay.departure)}`,
        String(line.stay.nights),
        euroOrOnRequest(line.ratePerNight),
        euroOrOnRequest(line.perParticipant),
      ]),
      totals: [['Summe pro Person', '', String(overnight.nights), '', formatEuro(overnight.perParticipant)]],
    },
    ...(overnight.complete
      ? []
      : [
          {
            type: 'paragraph',
            tone: 'small',
            text: 'Für Hotels ohne hinterlegten Zimmerpreis nennen wir Ihnen die Übernachtungskosten auf Anfrage; sie sind in den Summen nicht enthalten.',
          } as const,
        ]),
  ];
};

/** The Kostenrechner as a PDF (/seminare/warenkorb/pdf-kostenrechner/{eventId}). */
export const costCalculationDocument = (event: SeminarEvent, calculation: CostCalculation, createdOn: string): PrintDocument => {
  const participants = calculation.participants.length;
  return {
    title: COST_CALCULATION_TITLE,
    subtitle: `Unverbindliche Kostenaufstellung vom ${createdOn}`,
    blocks: [
      {
        type: 'facts',
        rows: [
          { label: 'Seminar', value: event.content.title },
          { label: 'Termin', value: cartDateText(event.startDate, event.endDate) },
          { label: 'Ort', value: locationText(event) },
          { label: 'Teilnehmer', value: String(participants) },
          { label: 'Übernachtung', value: calculation.overnight === null ? 'ohne Übernachtung' : 'mit Übernachtung' },
        ],
      },
      { type: 'heading', text: 'Seminarkosten' },
      {
        type: 'table',
        columns: [
          { header: 'Teilnehmer', width: 0.7, align: 'left' },
          { header: 'Preis', width: 0.3, align: 'right' },
        ],
        rows: calculation.participants.map((line) => [participantLabel(line.position), formatEuro(line.price)]),
        totals: [
          ...(calculation.groupDiscount > 0 ? [['Enthaltener Gruppenrabatt', formatEuro(calculation.groupDiscount)]] : []),
          ['Seminarkosten gesamt', formatEuro(calculation.seminarTotal)],
        ],
      },
      ...(calculation.overnight === null ? [] : overnightBlocks(calculation.overnight)),
      { type: 'heading', text: 'Gesamtkosten' },
      {
        type: 'table',
        columns: [
          { header: 'Position', width: 0.7, align: 'left' },
          { header: 'Betrag', width: 0.3, align: 'right' },
        ],
        rows: [
          ['Seminarkosten', formatEuro(calculation.seminarTotal)],
          ...(calculation.overnight === null
            ? []
            : [[`Übernachtungskosten für ${String(participants)} Teilnehmer`, overnightTotalText(calculation.overnight)]]),
        ],
        totals: [[`Gesamtkosten ${totalContents(calculation.overnight)}`, formatEuro(calculation.total)]],
      },
      {
        type: 'paragraph',
        tone: 'small',
        text: 'Diese Aufstellung ist unverbindlich. Es gelten die Preise zum Zeitpunkt der Buchung.',
      },
    ],
  };
};
