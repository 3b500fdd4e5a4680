import type { Temporal } from 'temporal-polyfill';
import { berlinDate, cartDateText, formatDate, formatPlainDate, formatTime, sameBerlinDay } from '../../../domain/calendar/calendar';
import { formatEuro } from '../../../domain/money/money';
import { PROVIDER } from '../../../domain/site/provider';
import type { EventListItemWire } from '../../catalogue/event-search.codecs';
import type { RubricSummariesWire } from '../../catalogue/place.codecs';
import type { ThemeSummaryWire } from '../../catalogue/theme.codecs';
import type { PrintBlock, PrintDocument } from '../print-document';
import { NO_DATES_TEXT } from './seminar.layout';

type Rubric = RubricSummariesWire[number];

/** What the catalogue is printed from: read from the catalogue port, nothing copied. */
export interface SeminarCatalogueData {
  readonly now: Temporal.Instant;
  /** The last day whose dates the catalogue lists (a year from today). */
  readonly lastDay: Temporal.PlainDate;
  /** Where the seminar pages live: the main site's origin ('https://www.example.org'). */
  readonly mainOrigin: string;
  readonly rubrics: readonly Rubric[];
  readonly themes: readonly ThemeSummaryWire[];
  /** The upcoming dates up to lastDay, soonest first. */
  readonly events: readonly EventListItemWire[];
}

export const rubricTarget = (rubric: Rubric): string => `rubrik-${rubric.slug}`;

const seminarCount = (count: number): string => (count === 1 ? '1 Seminar' : `${String(count)} Seminare`);

/** Days a date takes, counted in Berlin calendar days (a two-day seminar runs Monday to Tuesday). */
const dayCount = (event: EventListItemWire): number => berlinDate(event.startDate).until(berlinDate(event.endDate)).days + 1;

const dayText = (days: number): string => (days === 1 ? '1 Tag' : `${String(days)} Tage`);

/**
 * A seminar runs at most a working week in one go; a date that spans longer is held in modules
 * (a training series, or online sessions over months), and its place names them.
 */
const MAX_BLOCK_DAYS = 7;

const inModules = (event: EventListItemWire): boolean => event.kind === 'series' || dayCount(event) > MAX_BLOCK_DAYS;

/**
 * How long the seminar takes, from its dates: '3 Tage', or '2 bis 3 Tage' when its dates differ.
 * A series runs in modules over weeks; its length is its modules, which the dates' places name.
 */
export const durationText = (events: readonly EventListItemWire[]): string => {
  const days = [...new Set(events.filter((event) => !inModules(event)).map(dayCount))].sort((a, b) => a - b);
  const series = events.some(inModules);
  const plain = days.length === 0 ? null : days.length === 1 ? dayText(days[0] ?? 1) : `${String(days[0])} bis ${dayText(days[days.length - 1] ?? 1)}`;
  if (plain === null) return series ? 'Seminarreihe in Modulen' : 'nach Vereinbarung';
  return series ? `${plain}; auch als Seminarreihe in Modulen` : plain;
};

/** The price as the seminar page shows it: that of the cheapest date, with its label. */
export const priceText = (events: readonly EventListItemWire[]): string | null => {
  const cheapest = events.reduce<EventListItemWire | null>((low, event) => (low === null || event.listingPrice < low.listingPrice ? event : low), null);
  return cheapest === null ? null : `${cheapest.priceLabel} ${formatEuro(cheapest.listingPrice)} zzgl. MwSt.`;
};

const timeText = (event: EventListItemWire): string =>
  sameBerlinDay(event.startDate, event.endDate) ? `${formatTime(event.startDate)} – ${formatTime(event.endDate)} Uhr` : `ab ${formatTime(event.startDate)} Uhr`;

const placeText = (event: EventListItemWire): string => (event.hotelName === null ? event.locationText : `${event.locationText}, ${event.hotelName}`);

const datesTable = (events: readonly EventListItemWire[]): PrintBlock => ({
  type: 'table',
  columns: [
    { header: 'Termin', width: 0.27, align: 'left' },
    { header: 'Zeit', width: 0.2, align: 'left' },
    { header: 'Ort', width: 0.33, align: 'left' },
    { header: 'Preis', width: 0.2, align: 'right' },
  ],
  rows: events.map((event) => [cartDateText(event.startDate, event.endDate), timeText(event), placeText(event), `${event.priceLabel} ${formatEuro(event.listingPrice)}`]),
});

const seminarBlocks = (theme: ThemeSummaryWire, events: readonly EventListItemWire[], mainOrigin: string): readonly PrintBlock[] => {
  const price = priceText(events);
  return [
    { type: 'heading', text: theme.title, level: 2 },
    ...(theme.subtitle === '' ? [] : [{ type: 'paragraph', text: theme.subtitle } as const]),
    {
      type: 'facts',
      rows: [
        { label: 'Dauer', value: durationText(events) },
        ...(price === null ? [] : [{ label: 'Preis', value: price }]),
        { label: 'Im Internet', value: `${mainOrigin}/seminare/p/${theme.slug}` },
      ],
    },
    events.length === 0 ? { type: 'paragraph', text: NO_DATES_TEXT, tone: 'small' } : datesTable(events),
  ];
};

const titlePage = (data: SeminarCatalogueData): readonly PrintBlock[] => [
  { type: 'paragraph', text: `Alle Seminare für Betriebsräte, Schwerbehindertenvertretungen und JAVen mit ihren Terminen vom ${formatDate(data.now)} bis zum ${formatPlainDate(data.lastDay)}.`, tone: 'strong' },
  {
    type: 'facts',
    rows: [
      { label: 'Herausgeber', value: PROVIDER.name },
      { label: 'Anschrift', value: `${PROVIDER.street}, ${PROVIDER.postalCode} ${PROVIDER.city}` },
      { label: 'Telefon', value: `${PROVIDER.phone} (${PROVIDER.serviceHours})` },
      { label: 'E-Mail', value: PROVIDER.email },
      { label: 'Buchung im Internet', value: `${data.mainOrigin}/seminare` },
    ],
  },
  {
    type: 'paragraph',
    text: `Stand: ${formatDate(data.now)}. Neue Termine kommen laufend hinzu, und es gelten die Angaben auf der Seite des Seminars. Alle Preise pro Person zzgl. MwSt.`,
    tone: 'small',
  },
  { type: 'pageBreak' },
];

const byTitle = (a: ThemeSummaryWire, b: ThemeSummaryWire): number => a.title.localeCompare(b.title, 'de');

/**
 * The seminar catalogue of the year ahead as a document: a title page, the contents by rubric, then
 * per rubric (each on a new page) every seminar with its length, price, address and dates.
 */
export const seminarCatalogueDocument = (data: SeminarCatalogueData): PrintDocument => {
  const firstYear = berlinDate(data.now).year;
  const year = firstYear === data.lastDay.year ? String(firstYear) : `${String(firstYear)}/${String(data.lastDay.year)}`;
  const datesOf = new Map<number, EventListItemWire[]>();
  for (const event of data.events) datesOf.set(event.theme.themeId, [...(datesOf.get(event.theme.themeId) ?? []), event]);
  const sections = data.rubrics
    .map((rubric) => ({ rubric, themes: data.themes.filter((theme) => theme.rubric.slug === rubric.slug).sort(byTitle) }))
    .filter((section) => section.themes.length > 0);
  return {
    title: `Seminarkatalog ${year}`,
    subtitle: PROVIDER.name,
    blocks: [
      ...titlePage(data),
      { type: 'heading', text: 'Inhalt', level: 1 },
      { type: 'contents', entries: sections.map(({ rubric, themes }) => ({ text: `${rubric.name} (${seminarCount(themes.length)})`, target: rubricTarget(rubric) })) },
      ...sections.flatMap(({ rubric, themes }): readonly PrintBlock[] => [
        { type: 'pageBreak' },
        { type: 'heading', text: rubric.name, level: 1, target: rubricTarget(rubric) },
        ...(rubric.description === '' ? [] : [{ type: 'paragraph', text: rubric.description } as const]),
        ...themes.flatMap((theme) => seminarBlocks(theme, datesOf.get(theme.themeId) ?? [], data.mainOrigin)),
      ]),
    ],
  };
};
