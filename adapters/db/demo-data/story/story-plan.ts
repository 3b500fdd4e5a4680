import { Temporal } from 'temporal-polyfill';
import { BERLIN } from '../../../../domain/calendar/calendar';
import { NO_INVOICE_RECIPIENT } from '../../../../domain/invoice/invoice-recipient';
import { cents } from '../../../../domain/money/money';
import { formatEuroDecimal } from '../../../../domain/seminar-date/decimal-euro';
import { formatBerlinWallClock } from '../../../../domain/seminar-date/wall-clock-text';
import type { CatalogueRow } from '../../../../application/catalogue-admin/catalogue-csv-reader';
import type { SeatRequest } from '../../../../application/orders/booked-order';
import type { BillingRecord, OrderHeader, Person } from '../../../../application/orders/orders.repository';
import type { DemoData, EventRow, ThemeRow } from '../generate';
import type { DemoUser } from '../people';

/**
 * What the demo's people have done by the start day, as steps for the back office's and the
 * cart's use cases (play-story.ts runs them): seminars they attended, seats they booked or
 * reserved, a date sold out with a waiting list. Pure: the same catalogue and day give the
 * same story. Everything is placed relative to `now`, so the demo never goes stale.
 */

/** A seminar date a step books: one of the catalogue's, or one of the story's past dates (by index). */
export type DateRef = { readonly eventId: number } | { readonly pastDate: number };

export interface StoryOrder {
  /** When it was ordered: the use case runs with its clock set to this instant. */
  readonly at: Temporal.Instant;
  readonly header: OrderHeader;
  readonly lines: readonly { readonly date: DateRef; readonly requests: readonly SeatRequest[] }[];
}

export interface PastDate {
  readonly row: CatalogueRow;
  readonly themeId: number;
  readonly title: string;
  readonly start: Temporal.Instant;
}

export interface DemoStory {
  /** When staff put the past dates into the catalogue (before any of them began, as the rules want). */
  readonly datesEnteredAt: Temporal.Instant;
  /** The past dates as the back office's form or a CSV row brings them, with their theme and start. */
  readonly pastDates: readonly PastDate[];
  /** In the order they were placed, so the order numbers rise with time. */
  readonly orders: readonly StoryOrder[];
}

/** The single customer whose meinifb shows it all (README: demo accounts). */
export const STORY_CUSTOMER = 'tobias.krause@example.org';
/** The demo Gremium's admin orders for its members. */
const GREMIUM_ADMIN = 'sabine.keller@example.com';
const GREMIUM_MEMBERS = ['markus.becker@example.com', 'kim.wolf@example.com', 'ahmet.yilmaz@example.com', 'lea.hartmann@example.com'] as const;

/** How many weeks before the start day the attended seminars began (latest last). */
const PAST_WEEKS = [12, 7, 3] as const;
/** Seminars are booked about four weeks ahead; the reservation so that its deadline is two days off. */
const BOOKED_WEEKS_AHEAD = 4;
const RESERVATION_DAYS_AGO = 12;
/**
 * The coming dates of the story lie about a third into the year: the browser journeys book the
 * soonest dates, and a sold-out date among them would put their participants on a waiting list.
 */
const COMING_FROM_SHARE = 0.35;

/** The sold-out date is the smallest of this many: fewer seats to fill at every start. */
const SOLD_OUT_CANDIDATES = 12;

const smallestOf = (dates: readonly EventRow[]): EventRow => {
  const [first, ...rest] = dates;
  if (first === undefined) throw new Error('no date to sell out');
  return rest.reduce((smallest, date) => (date.capacity < smallest.capacity ? date : smallest), first);
};

/** Companies and works councils beyond the demo accounts who filled the sold-out date. */
const OTHER_BOOKERS: readonly { readonly company: string; readonly city: string; readonly people: readonly (readonly [string, string, string])[] }[] = [
  {
    company: 'Hansewerft Rostock GmbH',
    city: 'Rostock',
    people: [['Frau', 'Maren', 'Ohlsen'], ['Herr', 'Piotr', 'Nowak'], ['Frau', 'Ilka', 'Brandes'], ['Herr', 'Sven', 'Harms'], ['Frau', 'Derya', 'Arslan'], ['Herr', 'Lutz', 'Pieper']],
  },
  {
    company: 'Rheinische Verkehrsbetriebe AG',
    city: 'Köln',
    people: [['Frau', 'Anja', 'Schmitz'], ['Herr', 'Dieter', 'Hilgers'], ['Frau', 'Melanie', 'Kaiser'], ['Herr', 'Marco', 'Esposito'], ['Frau', 'Ulrike', 'Pohl'], ['Herr', 'Yusuf', 'Kaya']],
  },
  {
    company: 'Klinikum Beispielstadt gGmbH',
    city: 'Kassel',
    people: [['Frau', 'Heike', 'Vogt'], ['Herr', 'Rainer', 'Lorenz'], ['Frau', 'Natalia', 'Wróbel'], ['Herr', 'Oliver', 'Franke'], ['Frau', 'Birgit', 'Jansen'], ['Herr', 'Tim', 'Albrecht']],
  },
  {
    company: 'Südmetall Antriebstechnik GmbH',
    city: 'Augsburg',
    people: [['Frau', 'Sonja', 'Huber'], ['Herr', 'Florian', 'Maier'], ['Frau', 'Elif', 'Şahin'], ['Herr', 'Andreas', 'Gruber'], ['Frau', 'Paula', 'Winkler'], ['Herr', 'Bernd', 'Seidel']],
  },
];

const mailOf = (firstname: string, lastname: string, company: string): string => {
  const local = `${firstname}.${lastname}`.toLowerCase().normalize('NFD').replace(/[^a-z.]/g, '');
  const domain = company.toLowerCase().normalize('NFD').replace(/[^a-z ]/g, '').trim().split(/\s+/)[0] ?? 'firma';
  return `${local}@${domain}.example.net`;
};

const personOf = (user: DemoUser): Person => ({ salutation: user.salutation, firstname: user.firstname, lastname: user.lastname, email: user.email });

const request = (person: Person, bookingType: SeatRequest['bookingType'] = 'Buchung', fn = ''): SeatRequest => ({
  ...person,
  function: fn,
  bookingType,
  hotelOverNightOption: '',
  seats: 1,
});

const billing = (company: string, street: string, postalCode: string, city: string): BillingRecord => {
  const [name, number = null] = street.split(/ (?=\d)/);
  return { company, street: name ?? street, streetNumber: number, postalCode, city };
};

const header = (customer: Person, userId: number | null, gremiumId: number | null, billed: BillingRecord, reference: string | null): OrderHeader => ({
  channel: 'online',
  sessionId: null,
  userId,
  gremiumId,
  customer,
  billing: billed,
  invoiceReference: reference,
  invoiceRecipient: NO_INVOICE_RECIPIENT,
  personalNotes: null,
});

const startOf = (event: EventRow): Temporal.Instant => Temporal.Instant.from(event.startAt);

/** Dates held at a venue (no modules), soonest first: what a customer books and attends in person. */
const presenceDates = (data: DemoData): readonly EventRow[] => {
  const withModules = new Set(data.eventModules.map((module) => module.eventId));
  return data.events
    .filter((event) => event.kind === 'presence' && event.hotelId !== null && event.hotelId !== undefined && !withModules.has(event.eventId))
    .map((event) => ({ event, start: startOf(event).epochMilliseconds }))
    .sort((a, b) => a.start - b.start || a.event.eventId - b.event.eventId)
    .map(({ event }) => event);
};

/** `count` dates of different themes, from the given position on. */
const distinctThemes = (dates: readonly EventRow[], from: number, count: number, except: ReadonlySet<number> = new Set()): readonly EventRow[] => {
  const chosen: EventRow[] = [];
  const themesTaken = new Set(except);
  for (const date of dates.slice(from)) {
    if (chosen.length === count) break;
    if (themesTaken.has(date.themeId)) continue;
    themesTaken.add(date.themeId);
    chosen.push(date);
  }
  if (chosen.length < count) throw new Error(`the demo catalogue has fewer than ${String(count)} themes with presence dates`);
  return chosen;
};

/**
 * A copy of a coming date, held on the Monday `weeks` before the start day at the same wall
 * clock times: the seminar as it ran before.
 */
const pastCopy = (event: EventRow, theme: ThemeRow, now: Temporal.Instant, weeks: number, line: number): PastDate => {
  const start = startOf(event).toZonedDateTimeISO(BERLIN);
  const end = Temporal.Instant.from(event.endAt).toZonedDateTimeISO(BERLIN);
  const today = now.toZonedDateTimeISO(BERLIN).toPlainDate().subtract({ weeks });
  const monday = today.subtract({ days: today.dayOfWeek - 1 });
  const days = start.toPlainDate().until(end.toPlainDate()).days;
  const newStart = monday.toZonedDateTime({ timeZone: BERLIN, plainTime: start.toPlainTime() }).toInstant();
  const newEnd = monday.add({ days }).toZonedDateTime({ timeZone: BERLIN, plainTime: end.toPlainTime() }).toInstant();
  const euro = (amount: number | null | undefined): string => (amount === null || amount === undefined ? '' : formatEuroDecimal(cents(amount), '.'));
  const row: CatalogueRow = {
    line,
    fields: {
      eventId: '',
      themeSlug: theme.slug,
      kind: 'presence',
      startDate: formatBerlinWallClock(newStart),
      endDate: formatBerlinWallClock(newEnd),
      hotelId: String(event.hotelId),
      capacity: String(event.capacity),
      price: euro(event.price),
      priceParticipantTwo: euro(event.priceParticipantTwo),
      priceParticipantThree: euro(event.priceParticipantThree),
      priceParticipantFour: euro(event.priceParticipantFour),
      priceParticipantFive: euro(event.priceParticipantFive),
    },
  };
  return { row, themeId: event.themeId, title: theme.title, start: newStart };
};

const userByEmail = (data: DemoData, email: string): DemoUser => {
  const user = data.users.find((candidate) => candidate.email === email);
  if (user?.userId === undefined) throw new Error(`demo user ${email} is missing`);
  return user;
};

/** The story of the demo's customers up to `now` (see the module comment). */
export const demoStory = (data: DemoData, now: Temporal.Instant): DemoStory => {
  const dates = presenceDates(data);
  const themes = new Map(data.themes.map((theme) => [theme.themeId, theme]));
  const coming = dates.filter((date) => Temporal.Instant.compare(startOf(date), now) > 0);
  const from = Math.floor(coming.length * COMING_FROM_SHARE);
  const [booked, reserved, gremiumDate] = distinctThemes(coming, from, 3);
  if (booked === undefined || reserved === undefined || gremiumDate === undefined) throw new Error('unreachable');
  const soldOut = smallestOf(distinctThemes(coming, from, SOLD_OUT_CANDIDATES, new Set([booked, reserved, gremiumDate].map((date) => date.themeId))));
  // The attended seminars are of other themes than the coming ones, so each page tells its own story.
  const pastSources = distinctThemes(coming, Math.floor(coming.length / 2), PAST_WEEKS.length, new Set([booked, reserved, soldOut, gremiumDate].map((date) => date.themeId)));
  const pastDates = pastSources.map((event, index) => {
    const theme = themes.get(event.themeId);
    if (theme === undefined) throw new Error(`theme ${String(event.themeId)} is missing`);
    return pastCopy(event, theme, now, PAST_WEEKS[index] ?? 1, index + 2);
  });
  const pastStarts = pastDates.map(({ start }) => start);

  const tobias = userByEmail(data, STORY_CUSTOMER);
  const tobiasBilling = billing(tobias.company, 'Industriestraße 14', '34123', 'Kassel');
  const sabine = userByEmail(data, GREMIUM_ADMIN);
  const gremiumBilling = billing(sabine.company, 'Hafenstraße 7', '20457', 'Hamburg');
  const members = GREMIUM_MEMBERS.map((email) => personOf(userByEmail(data, email)));
  const [markus, kim, ahmet, lea] = members;
  if (markus === undefined || kim === undefined || ahmet === undefined || lea === undefined) throw new Error('unreachable');
  const gremiumId = sabine.gremiumId ?? null;
  const weeksBefore = (start: Temporal.Instant, weeks: number): Temporal.Instant => start.subtract({ hours: 24 * 7 * weeks });
  const tobiasOrder = (at: Temporal.Instant, date: DateRef, requests: readonly SeatRequest[]): StoryOrder => ({
    at,
    header: header(personOf(tobias), tobias.userId ?? null, null, tobiasBilling, null),
    lines: [{ date, requests }],
  });
  const gremiumOrder = (at: Temporal.Instant, date: DateRef, requests: readonly SeatRequest[], reference: string): StoryOrder => ({
    at,
    header: header(personOf(sabine), sabine.userId ?? null, gremiumId, gremiumBilling, reference),
    lines: [{ date, requests }],
  });

  const attended: StoryOrder[] = pastStarts.map((start, index) =>
    tobiasOrder(weeksBefore(start, BOOKED_WEEKS_AHEAD), { pastDate: index }, [request(personOf(tobias), 'Buchung', 'Betriebsratsvorsitzender')]),
  );
  const gremiumAttended = gremiumOrder(
    weeksBefore(pastStarts[1] ?? now, BOOKED_WEEKS_AHEAD + 1),
    { pastDate: 1 },
    [request(markus, 'Buchung', 'Betriebsratsmitglied'), request(kim, 'Buchung', 'Ersatzmitglied')],
    'BR-Beschluss 2/Schulung',
  );
  // Sold out: other companies' works councils take every seat, weeks ago.
  const fillers = fillersFor(soldOut, now);
  const comingOrders: StoryOrder[] = [
    tobiasOrder(now.subtract({ hours: 24 * 20 }), { eventId: booked.eventId }, [
      request(personOf(tobias), 'Buchung', 'Betriebsratsvorsitzender'),
      request({ salutation: 'Frau', firstname: 'Greta', lastname: 'Krause', email: mailOf('Greta', 'Krause', 'krause') }, 'Buchung', 'Stellvertretende Vorsitzende'),
    ]),
    gremiumOrder(now.subtract({ hours: 24 * 16 }), { eventId: gremiumDate.eventId }, [request(ahmet, 'Buchung', 'Betriebsratsmitglied'), request(lea, 'Buchung', 'Schriftführerin')], 'BR-Beschluss 7/Schulung'),
    ...fillers,
    tobiasOrder(now.subtract({ hours: 24 * RESERVATION_DAYS_AGO }), { eventId: reserved.eventId }, [request(personOf(tobias), 'Reservierung', 'Betriebsratsvorsitzender')]),
    // The sold-out date's first in line.
    tobiasOrder(now.subtract({ hours: 24 * 3 }), { eventId: soldOut.eventId }, [request(personOf(tobias), 'Buchung', 'Betriebsratsvorsitzender')]),
    {
      at: now.subtract({ hours: 24 * 2 }),
      header: header({ salutation: 'Herr', firstname: 'Holger', lastname: 'Timm', email: mailOf('Holger', 'Timm', 'Stadtwerke Neustadt') }, null, null, billing('Stadtwerke Neustadt GmbH', 'Am Wasserturm 3', '67433', 'Neustadt'), null),
      lines: [{ date: { eventId: soldOut.eventId }, requests: [request({ salutation: 'Herr', firstname: 'Holger', lastname: 'Timm', email: mailOf('Holger', 'Timm', 'Stadtwerke Neustadt') })] }],
    },
  ];
  const orders = [...attended, gremiumAttended, ...comingOrders].sort((a, b) => Temporal.Instant.compare(a.at, b.at));
  return { datesEnteredAt: weeksBefore(pastStarts[0] ?? now, BOOKED_WEEKS_AHEAD + 4), pastDates, orders };
};

/** Orders of up to six participants each from other works councils, exactly filling the date. */
const fillersFor = (date: EventRow, now: Temporal.Instant): readonly StoryOrder[] => {
  const orders: StoryOrder[] = [];
  let left = date.capacity;
  OTHER_BOOKERS.forEach((booker, index) => {
    if (left === 0) return;
    const people = booker.people.slice(0, Math.min(left, booker.people.length)).map(([salutation, firstname, lastname]) => ({ salutation, firstname, lastname, email: mailOf(firstname, lastname, booker.company) }));
    left -= people.length;
    const [first] = people;
    if (first === undefined) return;
    orders.push({
      at: now.subtract({ hours: 24 * (40 - 5 * index) }),
      header: header(first, null, null, billing(booker.company, 'Hauptstraße 1', '10115', booker.city), null),
      lines: [{ date: { eventId: date.eventId }, requests: people.map((person) => request(person, 'Buchung', 'Betriebsratsmitglied')) }],
    });
  });
  if (left > 0) throw new Error(`the sold-out date has more than ${String(date.capacity)} seats than the demo's bookers fill`);
  return orders;
};
