import type { FieldErrors } from '../errors/app-error';
import { hotelOverNightOptionRule } from '../validation/choice-rules';
import { normalizeInput } from '../validation/field-rule';
import { VALIDATION_MESSAGES } from '../validation/messages';
import { personalNotesRule } from '../validation/text-rules';
import * as E from 'fp-ts/Either';

/** The board and lodging a participant can choose for a presence seminar. */
export const HOTEL_OVERNIGHT_OPTIONS = [
  'Mit Übernachtung und Vollpension',
  'Ohne Übernachtung, mit Tagesverpflegung',
  'Ohne Übernachtung und ohne Verpflegung',
] as const;

/** Only this option includes a night at the hotel, so only it needs a room type. */
export const WITH_OVERNIGHT_STAY = HOTEL_OVERNIGHT_OPTIONS[0];

export const ROOM_TYPES = ['Einzelzimmer', 'Doppelzimmer zur Einzelnutzung', 'Barrierefreies Zimmer'] as const;

export const HOTEL_MESSAGES = {
  roomTypeRequired: 'Bitte wählen Sie eine Zimmerart aus.',
} as const;

export interface HotelPreferences {
  readonly hotelOverNightOption: string;
  /** Null without an overnight stay. */
  readonly roomType: string | null;
  readonly notes: string;
}

export interface HotelPreferencesInput {
  readonly hotelOverNightOption?: string | undefined;
  readonly roomType?: string | undefined;
  readonly notes?: string | undefined;
}

const isOneOf = (options: readonly string[], value: string): boolean => options.includes(value);

/**
 * The §5 rule (an overnight option is required, with its message) narrowed to the options
 * offered; a room type is asked only with an overnight stay and dropped otherwise.
 */
export const validateHotelPreferences = (input: HotelPreferencesInput): E.Either<FieldErrors, HotelPreferences> => {
  const option = normalizeInput(input.hotelOverNightOption ?? '');
  const roomType = normalizeInput(input.roomType ?? '');
  const notes = input.notes ?? '';
  const optionProblem =
    hotelOverNightOptionRule(option) ?? (isOneOf(HOTEL_OVERNIGHT_OPTIONS, option) ? undefined : VALIDATION_MESSAGES.hotelOverNightOption);
  const staysOvernight = option === WITH_OVERNIGHT_STAY;
  const roomProblem = staysOvernight && !isOneOf(ROOM_TYPES, roomType) ? HOTEL_MESSAGES.roomTypeRequired : undefined;
  const notesProblem = personalNotesRule(notes);
  const errors = {
    ...(optionProblem === undefined ? {} : { hotelOverNightOption: optionProblem }),
    ...(roomProblem === undefined ? {} : { roomType: roomProblem }),
    ...(notesProblem === undefined ? {} : { notes: notesProblem }),
  };
  return Object.keys(errors).length > 0
    ? E.left(errors)
    : E.right({ hotelOverNightOption: option, roomType: staysOvernight ? roomType : null, notes: normalizeInput(notes) });
};
