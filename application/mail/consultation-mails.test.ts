import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { consultationBookedPayload, exampleConsultationBooked } from '../consultation/consultation.arbitraries';
import type { PdfRenderer } from '../documents/pdf-renderer';
import { composeMails } from './compose-mails';
import { OUTBOX_PAYLOAD_CODECS } from './outbox-payloads';

const pdf: PdfRenderer = { render: () => Promise.reject(new Error('a consultation mail has no PDF')) };
const settings = { operator: { address: 'seminare@example.org' }, siteUrl: 'https://seminare.example.org/' };

describe('consultation mails', () => {
  it('confirms the appointment to the visitor in Berlin time, with the calendar file attached', async () => {
    const [toVisitor] = await composeMails({ kind: 'consultation_booked', payload: exampleConsultationBooked }, settings, pdf);
    expect(toVisitor?.to).toEqual([{ address: 'petra.schulz@example.org', name: 'Frau Petra Schulz' }]);
    expect(toVisitor?.subject).toBe('Ihr Beratungstermin am 01.12.2026 um 10:30 Uhr');
    expect(toVisitor?.text).toContain('Sehr geehrte Frau Schulz,');
    expect(toVisitor?.text).toContain('Termin: 01.12.2026, 10:30–11:00 Uhr');
    expect(toVisitor?.text).toContain('Wir rufen Sie unter 030 1234567 an.');
    const [attachment] = toVisitor?.attachments ?? [];
    expect(attachment?.filename).toBe('Beratungstermin.ics');
    // Long lines are folded (RFC 5545 3.1); unfold before reading.
    const ics = new TextDecoder().decode(attachment?.content).replace(/\r\n /g, '');
    expect(ics).toContain('DTSTART:20261201T093000Z');
    expect(ics).toContain('DTEND:20261201T100000Z');
    expect(ics).toContain('SUMMARY:Beratung mit Katrin Vogel (Telefon)');
    expect(ics).toContain('URL:https://seminare.example.org/service/beratung/termin/Qm9va2VkLWJ5LVBldHJh');
  });

  it('sends the request to the consultant, who answers the visitor directly', async () => {
    const [, toConsultant, ...rest] = await composeMails({ kind: 'consultation_booked', payload: exampleConsultationBooked }, settings, pdf);
    expect(rest).toEqual([]);
    expect(toConsultant?.to).toEqual([{ address: 'katrin.vogel@example.org', name: 'Katrin Vogel' }]);
    expect(toConsultant?.replyTo).toEqual({ address: 'petra.schulz@example.org', name: 'Frau Petra Schulz' });
    expect(toConsultant?.text).toContain('Wie viele Seminartage stehen uns zu?');
    expect(toConsultant?.text).toContain('Telefon: 030 1234567');
  });

  it('a booked consultation survives encode, JSON storage and decode unchanged', () => {
    fc.assert(
      fc.property(consultationBookedPayload, (payload) => {
        const codec = OUTBOX_PAYLOAD_CODECS.consultation_booked;
        expect(codec.decode(JSON.parse(JSON.stringify(codec.encode(payload))))).toEqual({ _tag: 'Right', right: payload });
      }),
    );
  });
});
