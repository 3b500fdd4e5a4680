import { Temporal } from 'temporal-polyfill';
import { cents } from '../../../domain/money/money';
import type { CatalogueEvent, Venue } from '../../catalogue/catalogue-event';
import type { ConferenceRecord } from '../../catalogue/catalogue.repository';
import type { OrderConfirmationPayload } from '../../mail/outbox-payloads';
import { conferenceBookable, seminarBookable, type Bookable } from '../../orders/bookable';
import type { CatalogueReads } from '../documents.service';
import type { DocumentsRepository, OrderConfirmationRepository, SeminarTheme } from '../documents.repository';
import type { PdfRenderer } from '../pdf-renderer';
import type { PrintDocument } from '../print-document';

const at = (iso: string): Temporal.Instant => Temporal.Instant.from(iso);

export const hamburgVenue: Venue = {
  hotelId: 103,
  name: 'Seehotel am Stadtpark',
  street: 'Südring 34',
  postalCode: '22303',
  city: 'Hamburg',
  location: { locationId: 2, name: 'Hamburg' },
};

export const exampleSeminar: SeminarTheme = {
  themeId: 12,
  slug: 'betriebsverfassungsrecht-teil-i',
  title: 'Betriebsverfassungsrecht Teil I',
  subtitle: 'Die Grundlagen der Betriebsratsarbeit',
  description: 'Rechte und Pflichten des Betriebsrats.',
  targetGroups: ['Betriebsratsmitglieder'],
  actionField: 'Betriebsratsarbeit',
  rubricName: 'Grundlagenseminare',
};

/** A three-day presence seminar in Hamburg with falling tiers, as the catalogue reads it. */
export const catalogueEvent = (overrides: Partial<CatalogueEvent> = {}): CatalogueEvent => ({
  eventId: 10001,
  startDate: at('2027-04-12T07:00:00Z'),
  endDate: at('2027-04-14T14:30:00Z'),
  isOnlineEvent: false,
  hotel: hamburgVenue,
  modules: [],
  theme: {
    themeId: exampleSeminar.themeId,
    slug: exampleSeminar.slug,
    title: exampleSeminar.title,
    actionField: { name: 'Betriebsratsarbeit', rubric: { rubricId: 1, slug: 'grundlagen', name: 'Grundlagenseminare' } },
    redirectUrl: '/seminare/p/betriebsverfassungsrecht-teil-i',
  },
  content: {
    title: exampleSeminar.title,
    subtitle: exampleSeminar.subtitle,
    description: exampleSeminar.description,
    targetGroups: exampleSeminar.targetGroups,
    prices: { price: cents(129000), priceParticipantTwo: cents(119000), priceParticipantThree: cents(109000) },
  },
  recipients: [],
  capacity: 16,
  eventManager: 'Katrin Vogel',
  ...overrides,
});

/** A one-day Fachtagung in Hamburg, as the catalogue reads it. */
export const conferenceRecord = (overrides: Partial<ConferenceRecord> = {}): ConferenceRecord => ({
  conferenceId: 3,
  bookableId: 90003,
  url: 'fachtagung-arbeitsschutz-2027',
  title: 'Fachtagung Arbeitsschutz 2027',
  subtitle: 'Gefährdungsbeurteilung psychischer Belastungen',
  description: 'Vorträge und Foren für Betriebsräte.',
  startDate: at('2027-05-20T07:30:00Z'),
  endDate: at('2027-05-20T15:00:00Z'),
  venue: hamburgVenue,
  price: cents(59000),
  capacity: 120,
  program: [],
  ...overrides,
});

/** Repositories and a renderer in memory; `failing` makes every read reject like a database that is gone. */
export const memoryDocumentPorts = (
  data: {
    readonly events?: readonly CatalogueEvent[];
    readonly conferences?: readonly ConferenceRecord[];
    readonly rates?: ReadonlyMap<number, number>;
    readonly orders?: readonly OrderConfirmationPayload[];
    readonly failing?: boolean;
  } = {},
) => {
  const events = data.events ?? [catalogueEvent()];
  const orders = data.orders ?? [];
  const bookables: readonly Bookable[] = [...events.map(seminarBookable), ...(data.conferences ?? []).map(conferenceBookable)];
  const rendered: PrintDocument[] = [];
  const read = <A>(value: () => A): Promise<A> => (data.failing === true ? Promise.reject(new Error('database gone')) : Promise.resolve(value()));
  const catalogue: CatalogueReads = {
    findEvent: (eventId) => read(() => events.find((event) => event.eventId === eventId)),
    searchEvents: (filter) =>
      read(() => {
        const found = events.filter((event) => event.theme.slug === filter.themeSlug && Temporal.Instant.compare(event.startDate, filter.startsAfter) > 0);
        return { events: found, total: found.length };
      }),
  };
  const repository: DocumentsRepository = {
    findBookable: (eventId) => read(() => bookables.find((bookable) => bookable.eventId === eventId)),
    overnightRates: (hotelIds) =>
      read(() => new Map([...(data.rates ?? new Map<number, number>())].filter(([id]) => hotelIds.includes(id)).map(([id, rate]) => [id, cents(rate)]))),
    findSeminar: (key) => read(() => ('themeId' in key ? key.themeId === exampleSeminar.themeId : key.slug === exampleSeminar.slug) ? exampleSeminar : undefined),
  };
  const orderRepository: OrderConfirmationRepository = {
    findByNumber: (orderNumber) => read(() => orders.find((order) => order.orderNumber === orderNumber)),
    lastOfSession: (sessionId) => read(() => orders.filter((order) => order.sessionId === sessionId).at(-1)),
  };
  const renderer: PdfRenderer = {
    render: (document) => {
      rendered.push(document);
      return Promise.resolve(new Uint8Array([37, 80, 68, 70, 45]));
    },
  };
  return { catalogue, repository, orderRepository, renderer, rendered };
};
