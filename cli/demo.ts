/**
 * `npm start` until the server exists: shows the domain rules the site is built on, in German,
 * on a seminar dated relative to today. Nothing here is stored or sent anywhere.
 */
import { Temporal } from 'temporal-polyfill';
import { BERLIN, cartDateText, dateTimeRangeText, isoWeek } from '../domain/calendar/calendar';
import type { SeminarEvent } from '../domain/event/event';
import { isOneDay, trackingVariant } from '../domain/event/event-kind';
import { locationText } from '../domain/event/location-text';
import { routeAfterEmailAvailability } from '../domain/login/email-availability-route';
import { cents, formatEuro } from '../domain/money/money';
import { participantCount } from '../domain/pricing/participant-count';
import { priceLabel } from '../domain/pricing/price-label';
import { groupDiscount, priceBreakdown, totalPrice } from '../domain/pricing/pricing';
import { participantLabel } from '../domain/tracking/participant-label';
import { FORM_FIELDS } from '../domain/validation/field-registry';
import { validateForm } from '../domain/validation/form-validation';

const today = Temporal.Now.zonedDateTimeISO(BERLIN).toPlainDate();
const at = (date: Temporal.PlainDate, time: string): Temporal.Instant =>
  date.toZonedDateTime({ timeZone: BERLIN, plainTime: Temporal.PlainTime.from(time) }).toInstant();

const firstDay = today.add({ weeks: 6 });
const seminar: SeminarEvent = {
  eventId: 48213,
  startDate: at(firstDay, '09:00'),
  endDate: at(firstDay.add({ days: 4 }), '12:30'),
  isOnlineEvent: false,
  hotel: { hotelId: 1017, name: 'Hotel am Gendarmenmarkt', location: { name: 'Berlin' } },
  modules: [],
  theme: {
    themeId: 7,
    actionField: { name: 'Betriebsverfassungsrecht', rubric: { name: 'BR-Grundlagen' } },
    redirectUrl: '/seminare/p/betriebsverfassungsrecht-teil-1',
  },
  content: {
    title: 'Betriebsverfassungsrecht Teil I',
    prices: {
      price: cents(129000),
      priceParticipantTwo: cents(119000),
      priceParticipantThree: cents(109000),
    },
  },
  recipients: [],
};

const line = (label: string, value: string): void => {
  console.log(`  ${label.padEnd(22)} ${value}`);
};

console.log(`\n${seminar.content.title}`);
line('Art', trackingVariant(seminar));
line('Ort', locationText(seminar));
line('Termin', cartDateText(seminar.startDate, seminar.endDate));
line('Zeiten', dateTimeRangeText(seminar.startDate, seminar.endDate));
line('Kalenderwoche', `KW ${isoWeek(seminar.startDate).week}`);
line('Eintägig', isOneDay(seminar) ? 'ja' : 'nein');
line(priceLabel(seminar.content.prices), formatEuro(seminar.content.prices.price));

console.log('\nPreise nach Teilnehmerzahl');
for (const count of [1, 2, 3, 5].map(participantCount)) {
  const breakdown = priceBreakdown(seminar.content.prices, count)
    .map((entry) => `${participantLabel(entry.position)} ${formatEuro(entry.price)}`)
    .join(', ');
  line(`${count} Teilnehmer`, `${formatEuro(totalPrice(seminar.content.prices, count))} (Gruppenrabatt ${formatEuro(groupDiscount(seminar.content.prices, count))})`);
  console.log(`    ${breakdown}`);
}

console.log('\nKontaktformular mit Tippfehlern');
const errors = validateForm(
  { postalCode: FORM_FIELDS.postalCode, phone: FORM_FIELDS.phone, email: FORM_FIELDS.email, firstname: FORM_FIELDS.firstname },
  { postalCode: '1O115', phone: '030 12', email: 'betriebsrat@', firstname: 'A' },
);
for (const [field, message] of Object.entries(errors)) line(field, message);

console.log('\nSchnell-Login: wohin nach der E-Mail-Prüfung?');
for (const available of [true, false]) {
  const route = routeAfterEmailAvailability({ available, email: 'k.meyer@example.org', redirectRoute: '/meinifb/merkliste' });
  line(available ? 'neue Adresse' : 'bekannte Adresse', route.navigateTo);
}
console.log('');
