import { MAX_GROUP_SEATS } from '../../../application/orders/orders.codecs';

/** The fields of a seat request without the cart (reservation, waiting list): seats and the contact. */
export const CONTACT_FIELDS = ['salutation', 'firstname', 'lastname', 'email', 'company'] as const;
export const SEAT_FIELDS = ['seats', ...CONTACT_FIELDS] as const;

/** The request body as the API takes it; text the codecs refuse stays text, so they say what is wrong. */
export const seatRequestOf = (eventId: number, values: Readonly<Record<string, string>>) => ({
  eventId,
  seats: /^\d{1,3}$/.test(values.seats ?? '') ? Number(values.seats) : values.seats,
  contact: Object.fromEntries(CONTACT_FIELDS.flatMap((name) => (values[name] === undefined ? [] : [[name, values[name]]]))),
});

export const SEAT_CHOICES: readonly string[] = Array.from({ length: MAX_GROUP_SEATS }, (_, index) => String(index + 1));

/** A refused request names contact fields as 'contact.firstname': the form shows them by their own names. */
export const flatErrors = (errors: Readonly<Record<string, string>>): Record<string, string> =>
  Object.fromEntries(Object.entries(errors).map(([name, message]) => [name.replace(/^contact\./, ''), message]));
