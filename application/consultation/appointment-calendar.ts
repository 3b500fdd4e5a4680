import type { Temporal } from 'temporal-polyfill';
import type { CalendarEntry } from '../../domain/calendar/ics';
import type { Channel } from '../../domain/consultation/appointment-request';

export interface CalendarAppointment {
  readonly reference: string;
  readonly consultantName: string;
  readonly start: Temporal.Instant;
  readonly end: Temporal.Instant;
  readonly channel: Channel;
  readonly topicName: string;
  readonly phone: string;
}

/** Where the visitor meets the consultant, as the calendar and the mails say it. */
export const meetingPlace = (appointment: Pick<CalendarAppointment, 'channel' | 'phone'>): string =>
  appointment.channel === 'Telefon'
    ? `Telefon: Wir rufen Sie unter ${appointment.phone} an.`
    : 'Video: Den Link zur Videoberatung erhalten Sie am Vortag per E-Mail.';

/** The appointment as a calendar entry: the same in the confirmation mail and on the confirmation page. */
export const appointmentCalendarEntry = (appointment: CalendarAppointment, pageUrl: string, stamp: Temporal.Instant): CalendarEntry => ({
  uid: `beratung-${appointment.reference}@ifb-seminare`,
  start: appointment.start,
  end: appointment.end,
  summary: `Beratung mit ${appointment.consultantName} (${appointment.channel})`,
  location: meetingPlace(appointment),
  description: `Thema: ${appointment.topicName}. Absagen oder verschieben: antworten Sie auf die Bestätigungsmail.`,
  url: pageUrl,
  stamp,
});
