import * as t from 'io-ts';
import { CentsCodec } from '../codecs/cents.codec';
import { InstantCodec } from '../codecs/instant.codec';
import { HotelWire } from './event.codecs';
import { slugFromString } from './query-params.codecs';

/** GET /api/get-conference-by-url/{url}: the {x} of /fachtagung/{x}. */
export const ConferenceParams = t.type({ url: slugFromString('ConferenceUrl', 'Bitte geben Sie eine gültige Fachtagung an.') });

/** A Fachtagung in the list of upcoming ones. */
export const ConferenceSummaryWire = t.type({
  conferenceId: t.number,
  /** Its id among the bookables (shared with the seminar dates' event ids): its calendar entry is /seminare/warenkorb/kalender/{bookableId}. */
  bookableId: t.number,
  url: t.string,
  title: t.string,
  subtitle: t.string,
  startDate: InstantCodec,
  endDate: InstantCodec,
  venue: HotelWire,
  price: CentsCodec,
  capacity: t.number,
});
export type ConferenceSummaryWire = t.TypeOf<typeof ConferenceSummaryWire>;

export const ConferenceSummariesWire = t.array(ConferenceSummaryWire);
export type ConferenceSummariesWire = t.TypeOf<typeof ConferenceSummariesWire>;

export const ProgramItemWire = t.type({ position: t.number, startDate: InstantCodec, title: t.string, speaker: t.string });
export type ProgramItemWire = t.TypeOf<typeof ProgramItemWire>;

/** The conference page: the summary with the description and the programme in time order. */
export const ConferenceWire = t.intersection([
  ConferenceSummaryWire,
  t.type({ description: t.string, program: t.array(ProgramItemWire) }),
]);
export type ConferenceWire = t.TypeOf<typeof ConferenceWire>;
