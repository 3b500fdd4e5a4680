import type { CostCalculation } from '../../domain/cost-calculator/cost-calculation';
import type { SeminarEvent } from '../../domain/event/event';
import { locationText } from '../../domain/event/location-text';
import { participantLabel } from '../../domain/tracking/participant-label';
import type { CostCalculationWire } from './documents.codecs';

/** The calculation as the JSON of /seminare/warenkorb/kostenrechner/{eventId} carries it. */
export const costCalculationWire = (event: SeminarEvent, calculation: CostCalculation): CostCalculationWire => ({
  eventId: event.eventId,
  title: event.content.title,
  startDate: event.startDate,
  endDate: event.endDate,
  location: locationText(event),
  participants: calculation.participants.length,
  overnight: calculation.overnight === null ? 'without' : 'with',
  participantPrices: calculation.participants.map((line) => ({
    position: line.position,
    label: participantLabel(line.position),
    price: line.price,
  })),
  singlePrice: calculation.singlePrice,
  seminarTotal: calculation.seminarTotal,
  groupDiscount: calculation.groupDiscount,
  overnightCosts:
    calculation.overnight === null
      ? null
      : {
          stays: calculation.overnight.lines.map((line) => ({
            hotelId: line.stay.hotel.hotelId,
            hotelName: line.stay.hotel.name,
            place: line.stay.hotel.location.name,
            arrival: line.stay.arrival,
            departure: line.stay.departure,
            nights: line.stay.nights,
            ratePerNight: line.ratePerNight,
            perParticipant: line.perParticipant,
          })),
          nights: calculation.overnight.nights,
          perParticipant: calculation.overnight.perParticipant,
          total: calculation.overnight.total,
          complete: calculation.overnight.complete,
        },
  total: calculation.total,
});
