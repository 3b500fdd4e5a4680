import type { Cents } from '../money/money';
import { multiplyCents, sumCents } from '../money/money';
import type { ParticipantCount } from '../pricing/participant-count';
import type { OvernightStay } from './overnight-stays';

/** The price of one night for one person at a hotel; undefined when the hotel has none on file. */
export type OvernightRateOf = (hotelId: number) => Cents | undefined;

export interface OvernightCostLine {
  readonly stay: OvernightStay;
  /** Null: no rate on file for this hotel, so the stay is priced on request. */
  readonly ratePerNight: Cents | null;
  /** Rate times nights, for one participant; null with the rate. */
  readonly perParticipant: Cents | null;
}

export interface OvernightCosts {
  readonly lines: readonly OvernightCostLine[];
  readonly nights: number;
  /** Sum of the priced lines for one participant. */
  readonly perParticipant: Cents;
  /** perParticipant times the number of participants: everyone sleeps at the venue. */
  readonly total: Cents;
  /** False when some stay has no rate: the sums then leave it out and say so. */
  readonly complete: boolean;
}

const costLine = (stay: OvernightStay, rateOf: OvernightRateOf): OvernightCostLine => {
  const rate = rateOf(stay.hotel.hotelId);
  return rate === undefined
    ? { stay, ratePerNight: null, perParticipant: null }
    : { stay, ratePerNight: rate, perParticipant: multiplyCents(rate, stay.nights) };
};

/** Overnight costs: per stay rate × nights, summed per participant, times the participants. */
export const overnightCosts = (
  stays: readonly OvernightStay[],
  rateOf: OvernightRateOf,
  count: ParticipantCount,
): OvernightCosts => {
  const lines = stays.map((stay) => costLine(stay, rateOf));
  const perParticipant = sumCents(lines.flatMap((line) => (line.perParticipant === null ? [] : [line.perParticipant])));
  return {
    lines,
    nights: stays.reduce((nights, stay) => nights + stay.nights, 0),
    perParticipant,
    total: multiplyCents(perParticipant, count),
    complete: lines.every((line) => line.ratePerNight !== null),
  };
};
