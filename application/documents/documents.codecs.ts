import * as t from 'io-ts';
import { MAX_CALCULATOR_PARTICIPANTS, type OvernightOption } from '../../domain/cost-calculator/cost-calculation';
import { participantCount, type ParticipantCount } from '../../domain/pricing/participant-count';
import { boundedIntFromString, idFromString, withMessage } from '../catalogue/query-params.codecs';
import { oneOf } from '../codecs/one-of.codec';
import { CentsCodec } from '../codecs/cents.codec';
import { InstantCodec, PlainDateCodec } from '../codecs/instant.codec';

/** {eventId} of the cart's document paths (Kostenrechner, online fax, seminar PDF). */
export const EventIdParams = t.type({
  eventId: idFromString('EventId', 'Bitte geben Sie eine gültige Veranstaltungsnummer an.'),
});

/** /seminare/p-pdf/{id}: the seminar (theme) by its number or by the name in its URL. */
export const SeminarKeyParams = t.type({
  id: withMessage(
    t.union([idFromString('ThemeId', ''), t.refinement(t.string, (text) => /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(text) && text.length <= 200)]),
    'Bitte geben Sie eine gültige Seminarnummer an.',
  ),
});
export type SeminarKeyParams = t.TypeOf<typeof SeminarKeyParams>;

const ParticipantsFromString = new t.Type<ParticipantCount, string, unknown>(
  'CalculatorParticipants',
  (value): value is ParticipantCount => typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_CALCULATOR_PARTICIPANTS,
  (input, context) => {
    const result = boundedIntFromString('Participants', 1, MAX_CALCULATOR_PARTICIPANTS, '').validate(input, context);
    return result._tag === 'Right'
      ? t.success(participantCount(result.right))
      : t.failure(input, context, `Bitte geben Sie eine Teilnehmerzahl von 1 bis ${String(MAX_CALCULATOR_PARTICIPANTS)} an.`);
  },
  String,
);

export const OVERNIGHT_OPTIONS: readonly OvernightOption[] = ['with', 'without'];

/** ?participants=n&overnight=with|without of the Kostenrechner; one participant without hotel when left out. */
export const CostCalculatorQuery = t.exact(
  t.partial({
    participants: ParticipantsFromString,
    overnight: withMessage(oneOf(OVERNIGHT_OPTIONS), 'Bitte wählen Sie mit (with) oder ohne (without) Übernachtung.'),
  }),
);
export type CostCalculatorQuery = t.TypeOf<typeof CostCalculatorQuery>;

/** ?order=IFB-2026-000123 of the checkout PDF; without it, the session's last order. */
export const OrderPdfQuery = t.exact(
  t.partial({
    order: withMessage(
      t.refinement(t.string, (text) => /^[A-Za-z0-9-]{1,40}$/.test(text)),
      'Bitte geben Sie eine gültige Bestellnummer an.',
    ),
  }),
);
export type OrderPdfQuery = t.TypeOf<typeof OrderPdfQuery>;

const ParticipantPriceWire = t.type({ position: t.number, label: t.string, price: CentsCodec });

const OvernightStayWire = t.type({
  hotelId: t.number,
  hotelName: t.string,
  place: t.string,
  arrival: PlainDateCodec,
  departure: PlainDateCodec,
  nights: t.number,
  /** Null: no rate on file, the stay is priced on request. */
  ratePerNight: t.union([CentsCodec, t.null]),
  perParticipant: t.union([CentsCodec, t.null]),
});

/** GET /seminare/warenkorb/kostenrechner/{eventId}: the calculation in cents (formatted by the caller). */
export const CostCalculationWire = t.type({
  eventId: t.number,
  title: t.string,
  startDate: InstantCodec,
  endDate: InstantCodec,
  location: t.string,
  participants: t.number,
  overnight: oneOf(OVERNIGHT_OPTIONS),
  participantPrices: t.array(ParticipantPriceWire),
  singlePrice: CentsCodec,
  seminarTotal: CentsCodec,
  groupDiscount: t.number,
  overnightCosts: t.union([
    t.type({
      stays: t.array(OvernightStayWire),
      nights: t.number,
      perParticipant: CentsCodec,
      total: CentsCodec,
      complete: t.boolean,
    }),
    t.null,
  ]),
  total: CentsCodec,
});
export type CostCalculationWire = t.TypeOf<typeof CostCalculationWire>;
