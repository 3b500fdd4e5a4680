import * as t from 'io-ts';

/** A contact person who organises seminars, with how many upcoming dates they look after. */
export const EventManagersWire = t.array(
  t.type({ managerId: t.number, name: t.string, phone: t.string, email: t.string, upcomingEvents: t.number }),
);
export type EventManagersWire = t.TypeOf<typeof EventManagersWire>;
