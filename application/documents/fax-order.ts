import * as t from 'io-ts';

/** The page's form asks for the PDF with this parameter (the page itself is the same path). */
export const FAX_PDF_PARAM = 'pdf';

/** Participant lines of the fax form: six empty ones on paper, a larger group prints them all. */
export const FAX_PARTICIPANT_LINES = 6;
export const MAX_FAX_PARTICIPANTS = 20;

export interface FaxParticipant {
  readonly salutation: string;
  readonly firstname: string;
  readonly lastname: string;
  readonly email: string;
  /** 'Buchung' or 'Reservierung' as typed; the form prints what it is given. */
  readonly bookingType: string;
}

/**
 * The order form to fax, filled in on the page (or from the cart) before it is printed: every
 * field may stay empty, for the council to write in by hand.
 */
export interface FaxOrder {
  readonly participants: readonly FaxParticipant[];
  readonly company: string;
  readonly streetAndNumber: string;
  readonly postalCodeAndCity: string;
  readonly contact: string;
  readonly phone: string;
  readonly email: string;
  readonly overnight: 'with' | 'without' | '';
}

/** The query names of the page's form: participant fields carry their line number (vorname1 …). */
export const FAX_PARTICIPANT_PARAMS = {
  salutation: 'anrede',
  firstname: 'vorname',
  lastname: 'nachname',
  email: 'email',
  bookingType: 'art',
} as const satisfies Record<keyof FaxParticipant, string>;

export const FAX_ORDER_PARAMS = {
  company: 'firma',
  streetAndNumber: 'strasse',
  postalCodeAndCity: 'ort',
  contact: 'ansprechpartner',
  phone: 'telefon',
  email: 'kontaktEmail',
  overnight: 'uebernachtung',
} as const satisfies Record<Exclude<keyof FaxOrder, 'participants'>, string>;

const MAX_TEXT = 200;
const TOO_LONG = `Bitte kürzen Sie die Angaben auf höchstens ${String(MAX_TEXT)} Zeichen je Feld.`;

const text = (query: Readonly<Record<string, unknown>>, name: string): string | undefined => {
  const value = query[name];
  if (value === undefined) return '';
  return typeof value === 'string' && value.length <= MAX_TEXT ? value.trim() : undefined;
};

/**
 * ?vorname1=…&firma=…&uebernachtung=with of the fax form's PDF. A value that is not one line of
 * text (an array, an overlong text) is refused with a German message; anything else is printed.
 */
export const FaxOrderQuery = new t.Type<FaxOrder, Record<string, string>, unknown>(
  'FaxOrderQuery',
  (value): value is FaxOrder => typeof value === 'object' && value !== null && 'participants' in value,
  (input, context) => {
    const query = typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {};
    const participants: FaxParticipant[] = [];
    for (let line = 1; line <= MAX_FAX_PARTICIPANTS; line += 1) {
      const fields = Object.fromEntries(
        Object.entries(FAX_PARTICIPANT_PARAMS).map(([field, param]) => [field, text(query, `${param}${String(line)}`)]),
      ) as Record<keyof FaxParticipant, string | undefined>;
      if (Object.values(fields).some((value) => value === undefined)) return t.failure(input, context, TOO_LONG);
      const participant = fields as unknown as FaxParticipant;
      if (participant.firstname !== '' || participant.lastname !== '' || participant.email !== '') participants.push(participant);
    }
    const value = (field: keyof typeof FAX_ORDER_PARAMS) => text(query, FAX_ORDER_PARAMS[field]);
    const [company, streetAndNumber, postalCodeAndCity, contact, phone, email, overnight] = [
      value('company'),
      value('streetAndNumber'),
      value('postalCodeAndCity'),
      value('contact'),
      value('phone'),
      value('email'),
      value('overnight'),
    ];
    if (
      company === undefined ||
      streetAndNumber === undefined ||
      postalCodeAndCity === undefined ||
      contact === undefined ||
      phone === undefined ||
      email === undefined ||
      overnight === undefined
    ) {
      return t.failure(input, context, TOO_LONG);
    }
    return t.success({
      participants,
      company,
      streetAndNumber,
      postalCodeAndCity,
      contact,
      phone,
      email,
      overnight: overnight === 'with' || overnight === 'without' ? overnight : '',
    });
  },
  (order) => {
    const query: Record<string, string> = {};
    order.participants.forEach((participant, index) => {
      for (const [field, param] of Object.entries(FAX_PARTICIPANT_PARAMS)) query[`${param}${String(index + 1)}`] = participant[field as keyof FaxParticipant];
    });
    for (const [field, param] of Object.entries(FAX_ORDER_PARAMS)) query[param] = order[field as keyof typeof FAX_ORDER_PARAMS];
    return query;
  },
);

export const EMPTY_FAX_ORDER: FaxOrder = {
  participants: [],
  company: '',
  streetAndNumber: '',
  postalCodeAndCity: '',
  contact: '',
  phone: '',
  email: '',
  overnight: '',
};
