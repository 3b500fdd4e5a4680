import * as t from 'io-ts';
import { CHANNELS, CONSULTATION_MESSAGES as M } from '../../domain/consultation/appointment-request';
import { oneOf } from '../codecs/one-of.codec';
import { randomToken } from '../codecs/random-token.codec';
import { InstantCodec, PlainDateCodec } from '../codecs/instant.codec';
import { idFromString, objectBody, positiveId, text } from '../portal/request.codecs';

/** GET /consultant/get-consultant: all consultants, or those for a topic (rubric slug) and a state (e.g. 'NW'). */
export const ConsultantQuery = t.exact(
  t.partial({
    consultantId: idFromString('ConsultantId', M.consultantUnknown),
    slug: text(100),
    topic: text(100),
    region: text(10),
  }),
);
export type ConsultantQuery = t.TypeOf<typeof ConsultantQuery>;

const Named = t.type({ slug: t.string, name: t.string });
export const ChannelCodec = oneOf(CHANNELS, 'Channel');

export const ConsultantWire = t.type({
  consultantId: t.number,
  slug: t.string,
  name: t.string,
  role: t.string,
  /** A portrait under /assets/…; null shows the initials instead. */
  photoUrl: t.union([t.string, t.null]),
  /** The consultant's office: whose public holidays they keep. */
  state: t.type({ code: t.string, name: t.string }),
  topics: t.array(Named),
  regions: t.array(t.type({ code: t.string, name: t.string })),
});
export type ConsultantWire = t.TypeOf<typeof ConsultantWire>;

export const ConsultantsWire = t.array(ConsultantWire);
export type ConsultantsWire = t.TypeOf<typeof ConsultantsWire>;

/** GET /consultant/get-available-appointments?consultantId=…&from=yyyy-mm-dd&days=…: the free slots of those days. */
export const AppointmentsQuery = t.exact(
  t.intersection([
    t.type({ consultantId: idFromString('ConsultantId', M.consultantUnknown) }),
    t.partial({ from: PlainDateCodec, days: idFromString('Days', 'Bitte geben Sie eine Anzahl Tage von 1 bis 28 an.') }),
  ]),
);
export type AppointmentsQuery = t.TypeOf<typeof AppointmentsQuery>;

export const SlotWire = t.type({ start: InstantCodec, end: InstantCodec });
export type SlotWire = t.TypeOf<typeof SlotWire>;

export const AvailableAppointmentsWire = t.type({
  consultantId: t.number,
  from: PlainDateCodec,
  to: PlainDateCodec,
  /** The first and last day that can be booked at all (today and the horizon), for paging. */
  firstBookableDay: PlainDateCodec,
  lastBookableDay: PlainDateCodec,
  slots: t.array(SlotWire),
});
export type AvailableAppointmentsWire = t.TypeOf<typeof AvailableAppointmentsWire>;

/** POST /consultant/book-consultant-appointment. Texts are only bounded here; their rules are the domain's. */
export const BookAppointmentRequest = objectBody(
  t.exact(
    t.intersection([
      t.type({
        consultantId: positiveId('ConsultantId', M.consultantUnknown),
        start: text(40),
        salutation: text(100),
        firstname: text(200),
        lastname: text(200),
        email: text(300),
        phone: text(100),
        topic: text(100),
        channel: text(20),
      }),
      t.partial({ message: text(6000) }),
    ]),
  ),
  'BookAppointmentRequest',
);
export type BookAppointmentRequest = t.TypeOf<typeof BookAppointmentRequest>;

export const AppointmentWire = t.type({
  reference: t.string,
  consultant: t.type({ name: t.string, role: t.string, slug: t.string }),
  start: InstantCodec,
  end: InstantCodec,
  channel: ChannelCodec,
  topic: Named,
  salutation: t.string,
  firstname: t.string,
  lastname: t.string,
  email: t.string,
  phone: t.string,
  message: t.string,
  bookedAt: InstantCodec,
});
export type AppointmentWire = t.TypeOf<typeof AppointmentWire>;

export const AppointmentReferenceParams = t.type({ reference: randomToken('AppointmentReference', M.appointmentUnknown) });
