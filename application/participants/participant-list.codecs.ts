import * as t from 'io-ts';
import { boundedIntFromString } from '../catalogue/query-params.codecs';
import { InstantCodec } from '../codecs/instant.codec';
import { PARTICIPANT_LIST_MESSAGES as M } from './messages';

export const PARTICIPANT_LIST_FORMATS = ['pdf', 'csv', 'xlsx'] as const;
export type ParticipantListFormat = (typeof PARTICIPANT_LIST_FORMATS)[number];

const ID = (name: string, message: string) => boundedIntFromString(name, 1, 2_147_483_647, message);

export const EventIdParams = t.type({ eventId: ID('EventId', M.unknownEvent) }, 'EventIdParams');

/** `teilnehmerliste.pdf`, `.csv`, `.xlsx`: the file's name says its format. */
export const ParticipantListFileParams = t.type(
  {
    eventId: ID('EventId', M.unknownEvent),
    file: new t.Type<ParticipantListFormat, string, unknown>(
      'ParticipantListFile',
      (value): value is ParticipantListFormat => typeof value === 'string' && (PARTICIPANT_LIST_FORMATS as readonly string[]).includes(value),
      (input, context) => {
        const format = typeof input === 'string' ? /^teilnehmerliste\.(pdf|csv|xlsx)$/.exec(input)?.[1] : undefined;
        return format === undefined ? t.failure(input, context, M.format) : t.success(format as ParticipantListFormat);
      },
      (format) => `teilnehmerliste.${format}`,
    ),
  },
  'ParticipantListFileParams',
);

/** The attendance form of one participant: a page's fields ("ja" / "nein") or JSON. */
export const AttendanceInput = t.exact(
  t.type({
    participantId: ID('ParticipantId', M.unknownParticipant),
    attended: new t.Type<boolean, string, unknown>(
      'Attended',
      (value): value is boolean => typeof value === 'boolean',
      (input, context) => (input === 'ja' || input === true ? t.success(true) : input === 'nein' || input === false ? t.success(false) : t.failure(input, context, M.attended)),
      (attended) => (attended ? 'ja' : 'nein'),
    ),
  }),
  'AttendanceInput',
);
export type AttendanceInput = t.TypeOf<typeof AttendanceInput>;

export const ParticipantWire = t.readonly(
  t.type({
    participantId: t.number,
    orderNumber: t.string,
    name: t.string,
    email: t.string,
    company: t.union([t.string, t.null]),
    function: t.string,
    overnight: t.string,
    statusLabel: t.string,
    attended: t.boolean,
    /** Whether staff may record attendance now (a booked participant, the date has begun). */
    attendanceOpen: t.boolean,
  }),
  'ParticipantWire',
);
export type ParticipantWire = t.TypeOf<typeof ParticipantWire>;

export const ParticipantListWire = t.readonly(
  t.type({
    event: t.type({ eventId: t.number, title: t.string, startDate: InstantCodec, endDate: InstantCodec, location: t.string }),
    participants: t.readonlyArray(ParticipantWire),
  }),
  'ParticipantListWire',
);
export type ParticipantListWire = t.TypeOf<typeof ParticipantListWire>;
