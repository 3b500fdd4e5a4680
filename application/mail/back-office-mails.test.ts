import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { cents } from '../../domain/money/money';
import { renderText } from '../documents/render-text';
import type { PdfRenderer } from '../documents/pdf-renderer';
import { composeMails } from './compose-mails';

const settings = { operator: { address: 'seminare@example.org' } };
/** The offer's PDF as text, so the test reads what was laid out. */
const asText: PdfRenderer = { render: (document) => Promise.resolve(new TextEncoder().encode(`${document.title}\n${renderText(document.blocks)}`)) };

describe('the back office’s mails', () => {
  it('sends an inhouse offer to the sender with the offer PDF, the operator as reply address', async () => {
    const [mail, ...more] = await composeMails(
      {
        kind: 'request_offer',
        payload: {
          requestId: 42,
          title: 'Inhouse-Seminar BetrVG, 2 Tage',
          price: cents(390_000),
          text: 'Zwei Tage bei Ihnen vor Ort.',
          offeredAt: Temporal.Instant.from('2026-11-22T09:00:00Z'),
          receivedAt: Temporal.Instant.from('2026-11-20T09:00:00Z'),
          recipient: { email: 'otto@angebot.example', salutation: 'Herr', firstname: 'Otto', lastname: 'Angebot' },
          company: 'Angebot AG',
        },
      },
      settings,
      asText,
    );
    expect(more).toEqual([]);
    expect(mail?.to).toEqual([{ address: 'otto@angebot.example', name: 'Herr Otto Angebot' }]);
    expect(mail?.replyTo).toEqual(settings.operator);
    expect(mail?.subject).toBe('Ihr Angebot ANG-000042: Inhouse-Seminar BetrVG, 2 Tage');
    expect(mail?.text).toContain('Sehr geehrter Herr Angebot,');
    const [attachment] = mail?.attachments ?? [];
    expect(attachment?.filename).toBe('Angebot-ANG-000042.pdf');
    const pdf = new TextDecoder().decode(attachment?.content);
    for (const expected of ['Angebot Inhouse-Seminar', 'Angebot AG', 'Inhouse-Seminar BetrVG, 2 Tage', 'Zwei Tage bei Ihnen vor Ort.']) expect(pdf).toContain(expected);
    expect(pdf).toMatch(/3\.900,00\s€/);
  });

  it('sends the participant the certificate as it was issued', async () => {
    const [mail] = await composeMails(
      {
        kind: 'attendance_certificate',
        payload: {
          participantId: 7,
          participant: { salutation: 'Frau', firstname: 'Lea', lastname: 'Adler', email: 'lea@example.org' },
          event: { title: 'BetrVG I', startDate: Temporal.Instant.from('2026-11-16T08:00:00Z'), endDate: Temporal.Instant.from('2026-11-18T15:00:00Z') },
          filename: 'Teilnahmebescheinigung-IFB-1-7.pdf',
          pdf: Buffer.from('%PDF-1.7 issued').toString('base64'),
        },
      },
      settings,
      { render: () => Promise.reject(new Error('the certificate is attached as issued')) },
    );
    expect(mail?.to).toEqual([{ address: 'lea@example.org', name: 'Frau Lea Adler' }]);
    expect(mail?.text).toContain('vielen Dank für Ihre Teilnahme an „BetrVG I“ (16.11.2026 bis 18.11.2026)');
    expect(mail?.attachments).toEqual([{ filename: 'Teilnahmebescheinigung-IFB-1-7.pdf', contentType: 'application/pdf', content: new Uint8Array(Buffer.from('%PDF-1.7 issued')) }]);
  });
});
