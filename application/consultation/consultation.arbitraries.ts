import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { CHANNELS } from '../../domain/consultation/appointment-request';
import { instant, mailPerson } from '../mail/outbox-payloads.arbitraries';
import type { ConsultationBookedPayload } from '../mail/outbox-payloads';

/** Petra asked Katrin Vogel about Arbeitsrecht, by phone, for a Tuesday morning. */
export const exampleConsultationBooked: ConsultationBookedPayload = {
  reference: 'Qm9va2VkLWJ5LVBldHJh',
  consultant: { name: 'Katrin Vogel', email: 'katrin.vogel@example.org' },
  visitor: { salutation: 'Frau', firstname: 'Petra', lastname: 'Schulz', email: 'petra.schulz@example.org' },
  phone: '030 1234567',
  start: Temporal.Instant.from('2026-12-01T09:30:00Z'),
  end: Temporal.Instant.from('2026-12-01T10:00:00Z'),
  channel: 'Telefon',
  topic: 'Arbeitsrecht',
  message: 'Wie viele Seminartage stehen uns zu?',
  bookedAt: Temporal.Instant.from('2026-11-25T10:00:00Z'),
};

export const consultationBookedPayload: fc.Arbitrary<ConsultationBookedPayload> = fc.record({
  reference: fc.base64String({ minLength: 16, maxLength: 32 }),
  consultant: fc.record({ name: fc.string({ maxLength: 30 }), email: fc.emailAddress() }),
  visitor: mailPerson,
  phone: fc.string({ maxLength: 20 }),
  start: instant,
  end: instant,
  channel: fc.constantFrom(...CHANNELS),
  topic: fc.string({ maxLength: 30 }),
  message: fc.string({ maxLength: 60 }),
  bookedAt: instant,
});
