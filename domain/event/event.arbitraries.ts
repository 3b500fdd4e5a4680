import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { BERLIN } from '../calendar/calendar';
import { cents } from '../money/money';
import type { Cents } from '../money/money';
import type {
  EventContent,
  EventHotel,
  EventModule,
  EventRecipient,
  EventTheme,
  PriceRecord,
  SeminarEvent,
} from './event';

/** Venue places as visitors see them; none contains ' und ', which the location text uses as a joiner. */
export const venueName: fc.Arbitrary<string> = fc.constantFrom(
  'Berlin',
  'Hamburg',
  'München',
  'Köln',
  'Frankfurt am Main',
  'Düsseldorf',
  'Leipzig',
  'Dresden',
  'Lübeck',
  'Bad Honnef',
  'Timmendorfer Strand',
  'Potsdam',
  'Würzburg',
  'Garmisch-Partenkirchen',
);

/** Hotel ids with a real venue: anything but 522 and -1. */
export const presenceHotelId: fc.Arbitrary<number> = fc.integer({ min: 1, max: 9999 }).filter((id) => id !== 522);

/** Hotel ids that mean "no presence venue" (spec §9). */
export const noPresenceHotelId: fc.Arbitrary<number> = fc.constantFrom(522, -1);

export const venueHotel: fc.Arbitrary<EventHotel> = fc.record({
  hotelId: presenceHotelId,
  name: fc.constantFrom('Seehotel am Park', 'Hotel Stadtmitte', 'Tagungshotel Residenz', 'Parkhotel Sonnenhof'),
  location: fc.record({ name: venueName }),
});

/** A hotel record with a named place whose id says "no presence venue": the event is online. */
export const noPresenceHotel: fc.Arbitrary<EventHotel> = fc.record({
  hotelId: noPresenceHotelId,
  name: fc.constantFrom('Online', 'Virtueller Seminarraum'),
  location: fc.record({ name: venueName }),
});

export const eventTitle: fc.Arbitrary<string> = fc
  .tuple(
    fc.constantFrom(
      'Betriebsverfassungsrecht',
      'Arbeitsrecht für Betriebsräte',
      'Gesundheitsschutz und Arbeitssicherheit',
      'Mobbing und Konflikte am Arbeitsplatz',
      'Protokollführung im Betriebsrat',
      'Die Betriebsratsvorsitzenden',
      'Lohn und Gehalt mitgestalten',
      'Schwerbehindertenvertretung kompakt',
      'Kündigungsschutz in der Praxis',
      'Betriebsvereinbarungen verhandeln',
    ),
    fc.constantFrom('', ' Teil I', ' Teil II', ' Teil III', ' – Aufbauwissen'),
  )
  .map(([topic, part]) => `${topic}${part}`);

const euroCents = (min: number, max: number): fc.Arbitrary<Cents> =>
  fc.integer({ min, max }).map((euro) => cents(euro * 100));

/** Base price 390–3.990 €; each further tier, when defined, is at most the tier before it. */
export const priceRecord: fc.Arbitrary<PriceRecord> = fc
  .tuple(
    euroCents(390, 3990),
    fc.array(fc.option(fc.integer({ min: 0, max: 200 }), { nil: undefined }), { minLength: 4, maxLength: 4 }),
  )
  .map(([price, reductions]) => {
    let previous = price;
    const tiers = reductions.map((reductionEuro) => {
      if (reductionEuro === undefined) return undefined;
      previous = cents(Math.max(previous - reductionEuro * 100, 0));
      return previous;
    });
    return {
      price,
      priceParticipantTwo: tiers[0],
      priceParticipantThree: tiers[1],
      priceParticipantFour: tiers[2],
      priceParticipantFive: tiers[3],
    };
  });

export const eventTheme: fc.Arbitrary<EventTheme> = fc.record({
  themeId: fc.integer({ min: 1, max: 99999 }),
  actionField: fc.record({
    name: fc.constantFrom('Betriebsratsarbeit', 'Arbeitsrecht', 'Arbeits- und Gesundheitsschutz', 'Kommunikation'),
    rubric: fc.record({ name: fc.constantFrom('Grundlagenseminare', 'Spezialseminare', 'Ausbildungen', 'Online-Seminare') }),
  }),
  redirectUrl: fc.constantFrom('/seminare/t/betriebsverfassungsrecht', '/seminare/t/arbeitsrecht', '/seminare/t/mobbing'),
});

export const eventContent: fc.Arbitrary<EventContent> = fc.record({ title: eventTitle, prices: priceRecord });

export const eventRecipient: fc.Arbitrary<EventRecipient> = fc.record({
  recipientId: fc.integer({ min: 1, max: 999999 }),
  firstname: fc.constantFrom('Anna', 'Jürgen', 'Özlem', 'Klaus', 'Maria', 'Sören'),
  lastname: fc.constantFrom('Müller', 'Schmidt', 'Yılmaz', 'Weiß', 'Becker', 'Groß'),
});

const FIRST_DAY = Temporal.PlainDate.from('2025-01-01');

const atBerlin = (day: Temporal.PlainDate, hour: number, minute: number): Temporal.Instant =>
  day.toZonedDateTime({ timeZone: BERLIN, plainTime: { hour, minute } }).toInstant();

export interface Period {
  readonly startDate: Temporal.Instant;
  readonly endDate: Temporal.Instant;
}

/**
 * A period as a seminar runs: starts in the morning (07:00–11:45 Berlin), ends in the afternoon
 * (12:00–18:45) on the same day or up to `maxExtraDays` later, starting in 2025–2029 (so across
 * DST changes and year ends). Start is always before end.
 */
export const seminarPeriod = (maxExtraDays = 4): fc.Arbitrary<Period> =>
  fc
    .record({
      dayOffset: fc.integer({ min: 0, max: 5 * 365 }),
      extraDays: fc.integer({ min: 0, max: maxExtraDays }),
      startHour: fc.integer({ min: 7, max: 11 }),
      endHour: fc.integer({ min: 12, max: 18 }),
      startQuarter: fc.integer({ min: 0, max: 3 }),
      endQuarter: fc.integer({ min: 0, max: 3 }),
    })
    .map(({ dayOffset, extraDays, startHour, endHour, startQuarter, endQuarter }) => {
      const firstDay = FIRST_DAY.add({ days: dayOffset });
      return {
        startDate: atBerlin(firstDay, startHour, startQuarter * 15),
        endDate: atBerlin(firstDay.add({ days: extraDays }), endHour, endQuarter * 15),
      };
    });

type ModuleVenue = Pick<EventModule, 'hotelId' | 'hotel'>;

/**
 * Modules from 09:00 to 16:30 Berlin time over one to three days, each starting 1–6 weeks after
 * the one before; the first starts in 2025–2028, so even twelve modules end before 2031. The
 * event spans from the first module's start to the last one's end.
 */
const seriesOf = (
  venues: fc.Arbitrary<readonly ModuleVenue[]>,
): fc.Arbitrary<Period & { readonly modules: readonly EventModule[] }> =>
  fc
    .tuple(
      fc.integer({ min: 0, max: 4 * 365 }),
      venues,
      fc.array(fc.record({ gapDays: fc.integer({ min: 7, max: 42 }), extraDays: fc.integer({ min: 0, max: 2 }) }), {
        minLength: 12,
        maxLength: 12,
      }),
    )
    .map(([firstOffset, moduleVenues, steps]) => {
      let day = FIRST_DAY.add({ days: firstOffset });
      const modules = moduleVenues.map((venue, index): EventModule => {
        const step = steps[index] ?? { gapDays: 7, extraDays: 0 };
        if (index > 0) day = day.add({ days: step.gapDays });
        const startDate = atBerlin(day, 9, 0);
        day = day.add({ days: step.extraDays });
        return { ...venue, startDate, endDate: atBerlin(day, 16, 30) };
      });
      return { startDate: modules[0]!.startDate, endDate: modules.at(-1)!.endDate, modules };
    });

const onlineModuleVenue: fc.Arbitrary<ModuleVenue> = fc.record({ hotelId: noPresenceHotelId, hotel: fc.constant(null) });

const presenceModuleVenue: fc.Arbitrary<ModuleVenue> = venueHotel.map((hotel) => ({ hotelId: hotel.hotelId, hotel }));

const eventBase = fc.record({
  eventId: fc.integer({ min: 1, max: 9_999_999 }),
  theme: eventTheme,
  content: eventContent,
  recipients: fc.array(eventRecipient, { maxLength: 3 }),
});

/** Online seminar: no modules, and no hotel or one with venue id 522 / -1 (spec §9). */
export const onlineSeminarEvent: fc.Arbitrary<SeminarEvent> = fc
  .tuple(eventBase, seminarPeriod(), fc.option(noPresenceHotel, { nil: null }))
  .map(([base, period, hotel]) => ({ ...base, ...period, isOnlineEvent: true, hotel, modules: [] }));

/** Online training series: every module without a presence venue. */
export const onlineSeriesEvent: fc.Arbitrary<SeminarEvent> = fc
  .tuple(eventBase, seriesOf(fc.array(onlineModuleVenue, { minLength: 2, maxLength: 12 })))
  .map(([base, series]) => ({ ...base, ...series, isOnlineEvent: true, hotel: null }));

/** Presence seminar: a hotel, no modules. */
export const presenceSeminarEvent: fc.Arbitrary<SeminarEvent> = fc
  .tuple(eventBase, seminarPeriod(), venueHotel)
  .map(([base, period, hotel]) => ({ ...base, ...period, isOnlineEvent: false, hotel, modules: [] }));

/** Presence training series: modules at real venues (some may be held online); the event's hotel is the first venue. */
export const trainingSeriesEvent: fc.Arbitrary<SeminarEvent> = fc
  .tuple(
    eventBase,
    presenceModuleVenue,
    fc.array(fc.oneof({ arbitrary: presenceModuleVenue, weight: 3 }, { arbitrary: onlineModuleVenue, weight: 1 }), {
      minLength: 1,
      maxLength: 11,
    }),
  )
  .chain(([base, firstVenue, otherVenues]) =>
    seriesOf(fc.constant([firstVenue, ...otherVenues])).map((series) => ({
      ...base,
      ...series,
      isOnlineEvent: false,
      hotel: firstVenue.hotel,
    })),
  );

/** Any seminar event, of every kind. */
export const seminarEvent: fc.Arbitrary<SeminarEvent> = fc.oneof(
  onlineSeminarEvent,
  onlineSeriesEvent,
  presenceSeminarEvent,
  trainingSeriesEvent,
);
