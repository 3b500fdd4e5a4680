import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { renderText } from '../../documents/render-text';
import { bookableCancelledMail, bookableMovedMail } from './bookable-changed.mail';

const EVENT = {
  eventId: 7,
  title: 'Betriebsverfassungsrecht Teil I',
  startDate: Temporal.Instant.from('2027-04-12T07:00:00Z'),
  endDate: Temporal.Instant.from('2027-04-16T14:30:00Z'),
  location: 'Hamburg',
};
const RECIPIENT = { salutation: 'Frau', firstname: 'Anna', lastname: 'Müller', email: 'anna@example.org' };

describe('the mails of a called-off or moved date', () => {
  it('a called-off date says so in German, that nothing is owed, and names the date and the order', () => {
    const mail = bookableCancelledMail({ recipient: RECIPIENT, event: EVENT, cancelledAt: EVENT.startDate.subtract({ hours: 240 }), orderNumber: 'IFB-2027-000042' }, 'https://example.org');
    expect(mail.subject).toBe('Abgesagt: Betriebsverfassungsrecht Teil I am 12.04.2027');
    const text = renderText(mail.blocks);
    expect(text).toContain('Sehr geehrte Frau Müller');
    expect(text).toContain('Es entstehen Ihnen keine Kosten');
    expect(text).toContain('IFB-2027-000042');
    expect(text).toContain('https://example.org/meinifb');
  });

  it('a moved date names the new dates and the ones booked before', () => {
    const mail = bookableMovedMail(
      { recipient: RECIPIENT, event: EVENT, previous: { startDate: Temporal.Instant.from('2027-03-01T08:00:00Z'), endDate: Temporal.Instant.from('2027-03-05T14:00:00Z') } },
      'https://example.org',
    );
    expect(mail.subject).toBe('Neuer Termin: Betriebsverfassungsrecht Teil I ab 12.04.2027');
    const text = renderText(mail.blocks);
    expect(text).toContain('Bisher: 01.03.2027 bis 05.03.2027');
    expect(text).toContain('12.04.2027 bis 16.04.2027');
    expect(text).not.toContain('Modul');
  });

  it('a moved training series names each module\'s new dates and place', () => {
    const modules = [
      { startDate: EVENT.startDate, endDate: Temporal.Instant.from('2027-04-13T14:30:00Z'), location: 'Hotel am See, Hamburg' },
      { startDate: Temporal.Instant.from('2027-04-16T07:00:00Z'), endDate: EVENT.endDate, location: 'online' },
    ];
    const mail = bookableMovedMail({ recipient: RECIPIENT, event: EVENT, previous: { startDate: EVENT.startDate, endDate: EVENT.endDate }, modules }, 'https://example.org');
    const text = renderText(mail.blocks);
    expect(text).toContain('Die Module finden nun so statt:');
    expect(text).toMatch(/Modul 1\W+12\.04\.2027, 09:00 Uhr bis 13\.04\.2027, 16:30 Uhr, Hotel am See, Hamburg/);
    expect(text).toMatch(/Modul 2\W+16\.04\.2027, 09:00 – 16:30 Uhr, online/);
  });
});
