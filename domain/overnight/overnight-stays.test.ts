import { describe, expect, it } from 'vitest';
import { Temporal } from 'temporal-polyfill';
import { at, hotel, module, threeDaySeminar } from './overnight.arbitraries';
import { overnightStays } from './overnight-stays';

describe('overnightStays', () => {
  it('gives a presence seminar over three days one stay of two nights at its hotel', () => {
    expect(overnightStays(threeDaySeminar())).toEqual([
      {
        hotel: hotel(103, 'Hamburg'),
        arrival: Temporal.PlainDate.from('2027-03-08'),
        departure: Temporal.PlainDate.from('2027-03-10'),
        nights: 2,
      },
    ]);
  });

  it('gives a one-day seminar no stay', () => {
    expect(overnightStays(threeDaySeminar({ endDate: at('2027-03-08T15:30:00Z') }))).toEqual([]);
  });

  it('gives an online seminar no stay', () => {
    expect(overnightStays(threeDaySeminar({ isOnlineEvent: true, hotel: null }))).toEqual([]);
  });

  it('gives a training series one stay per presence module with nights, none for online modules', () => {
    const berlin = hotel(101, 'Berlin');
    const series = threeDaySeminar({
      hotel: berlin,
      startDate: at('2027-04-05T07:00:00Z'),
      endDate: at('2027-06-09T14:30:00Z'),
      modules: [
        module(101, berlin, '2027-04-05T07:00:00Z', '2027-04-07T14:30:00Z'),
        module(522, null, '2027-05-03T07:00:00Z', '2027-05-04T14:30:00Z'),
        module(105, hotel(105, 'München'), '2027-05-20T07:00:00Z', '2027-05-20T14:30:00Z'),
        module(105, null, '2027-06-08T07:00:00Z', '2027-06-09T14:30:00Z'),
      ],
    });
    expect(overnightStays(series).map((stay) => [stay.hotel.location.name, stay.arrival.toString(), stay.nights])).toEqual([
      ['Berlin', '2027-04-05', 2],
      // The last module names no hotel record: it is held at the event's hotel.
      ['Berlin', '2027-06-08', 1],
    ]);
  });
});
