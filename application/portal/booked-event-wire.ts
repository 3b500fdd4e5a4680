import type { BookedEvent } from './bookings.port';
import type { BookedEventWire, RecipientWire } from './portal-events.codecs';

export const recipientWire = (recipient: BookedEvent['recipients'][number]): RecipientWire => ({
  recipientId: recipient.recipientId,
  salutation: recipient.salutation,
  firstname: recipient.firstname,
  lastname: recipient.lastname,
  email: recipient.email,
  status: recipient.status,
});

export const bookedEventWire = (event: BookedEvent): BookedEventWire => ({
  eventId: event.eventId,
  title: event.title,
  startDate: event.startDate,
  endDate: event.endDate,
  location: event.location,
  recipients: event.recipients.map(recipientWire),
});
