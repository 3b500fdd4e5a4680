import { formatDate, formatTime } from '../../../domain/calendar/calendar';
import { fullName, letterGreeting } from '../../../domain/correspondence/person-name';
import { meetingPlace } from '../../consultation/appointment-calendar';
import type { ConsultationBookedPayload } from '../outbox-payloads';
import { signOff, type MailContent } from './mail-content';

const when = (booked: ConsultationBookedPayload): string =>
  `${formatDate(booked.start)}, ${formatTime(booked.start)}–${formatTime(booked.end)} Uhr`;

/** The visitor's confirmation; the calendar file travels as an attachment. */
export const consultationConfirmationMail = (booked: ConsultationBookedPayload): MailContent => ({
  subject: `Ihr Beratungstermin am ${formatDate(booked.start)} um ${formatTime(booked.start)} Uhr`,
  blocks: [
    { type: 'paragraph', text: letterGreeting(booked.visitor) },
    { type: 'paragraph', text: `vielen Dank für Ihre Anfrage. Ihr Beratungstermin mit ${booked.consultant.name} ist fest eingeplant.` },
    {
      type: 'facts',
      rows: [
        { label: 'Termin', value: when(booked) },
        { label: 'Beratung', value: meetingPlace(booked) },
        { label: 'Thema', value: booked.topic },
        { label: 'Beraterin/Berater', value: booked.consultant.name },
      ],
    },
    { type: 'paragraph', text: 'Den Termin für Ihren Kalender finden Sie im Anhang. Müssen Sie absagen oder verschieben, antworten Sie einfach auf diese E-Mail.' },
    ...signOff(),
  ],
});

/** The consultant's copy: who asks, about what, and how to reach them. */
export const consultationRequestMail = (booked: ConsultationBookedPayload): MailContent => ({
  subject: `Neuer Beratungstermin: ${formatDate(booked.start)}, ${formatTime(booked.start)} Uhr (${booked.channel})`,
  blocks: [
    { type: 'paragraph', text: `Hallo ${booked.consultant.name},` },
    { type: 'paragraph', text: 'über die Website wurde ein Beratungstermin bei Ihnen gebucht.' },
    {
      type: 'facts',
      rows: [
        { label: 'Termin', value: when(booked) },
        { label: 'Art', value: booked.channel },
        { label: 'Thema', value: booked.topic },
        { label: 'Name', value: fullName(booked.visitor) },
        { label: 'E-Mail', value: booked.visitor.email },
        { label: 'Telefon', value: booked.phone },
        { label: 'Anliegen', value: booked.message === '' ? '(keine Angabe)' : booked.message },
      ],
    },
    { type: 'paragraph', text: `Referenz: ${booked.reference}` },
  ],
});
