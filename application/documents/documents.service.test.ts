import * as E from 'fp-ts/Either';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { participantCount } from '../../domain/pricing/participant-count';
import { exampleOrder } from '../mail/outbox-payloads.arbitraries';
import { DocumentsService } from './documents.service';
import { renderText } from './render-text';
import { catalogueEvent, conferenceRecord, memoryDocumentPorts } from './testing/documents-fixtures';

const clock = { now: () => Temporal.Instant.from('2027-03-01T09:00:00Z') };

const serviceOver = (ports: ReturnType<typeof memoryDocumentPorts>) =>
  new DocumentsService(ports.catalogue, ports.repository, ports.orderRepository, ports.renderer, clock);

const anonymousOrder = { ...exampleOrder, orderNumber: 'IFB-2027-000043', userId: null, sessionId: 'session-a' };

describe('DocumentsService', () => {
  it('calculates with the rate of the event hotel and the participants from the request', async () => {
    const service = serviceOver(memoryDocumentPorts({ rates: new Map([[103, 8900]]) }));
    const result = await service.costCalculation({ eventId: 10001, participants: participantCount(3), overnight: 'with' })();
    expect(result).toMatchObject(
      E.right({ seminarTotal: 357000, groupDiscount: 30000, overnightCosts: { nights: 2, perParticipant: 17800, total: 53400 }, total: 410400 }),
    );
  });

  it('answers an unknown event with NotFound and a failing database with Unavailable', async () => {
    const request = { eventId: 4711, participants: participantCount(1), overnight: 'without' as const };
    expect(await serviceOver(memoryDocumentPorts()).costCalculationPdf(request)()).toEqual(
      E.left({ _tag: 'NotFound', message: 'Diese Veranstaltung gibt es nicht (mehr).' }),
    );
    const failing = await serviceOver(memoryDocumentPorts({ failing: true })).onlineFaxPdf(10001)();
    expect(E.isLeft(failing) && failing.left._tag).toBe('Unavailable');
  });

  it('lists the other upcoming dates in the PDF of one date, and says when there are none', async () => {
    const later = catalogueEvent({ eventId: 10002, startDate: Temporal.Instant.from('2027-06-07T07:00:00Z'), endDate: Temporal.Instant.from('2027-06-09T14:30:00Z') });
    const ports = memoryDocumentPorts({ events: [catalogueEvent(), later] });
    expect(await serviceOver(ports).eventPdf(10001)()).toMatchObject(E.right({ filename: 'Seminar-10001.pdf' }));
    expect(renderText(ports.rendered.at(-1)?.blocks ?? [])).toMatch(/Weitere Termine[^]*07\.06\.2027 bis 09\.06\.2027 +Hamburg +10002 +Preis ab 1\.090,00\u00a0€/);
    const alone = memoryDocumentPorts();
    await serviceOver(alone).eventPdf(10001)();
    expect(renderText(alone.rendered.at(-1)?.blocks ?? [])).not.toContain('Weitere Termine');
  });

  it('finds a seminar by number or URL name', async () => {
    const ports = memoryDocumentPorts();
    expect(await serviceOver(ports).seminarPdf(12)()).toMatchObject(E.right({ filename: 'Seminar-betriebsverfassungsrecht-teil-i.pdf' }));
    expect(await serviceOver(ports).seminarPdf('betriebsverfassungsrecht-teil-i')()).toMatchObject(E.right({}));
    expect(await serviceOver(ports).seminarPdf('unbekannt')()).toEqual(E.left({ _tag: 'NotFound', message: 'Dieses Seminar gibt es nicht (mehr).' }));
  });

  describe('calendar entry', () => {
    const ports = memoryDocumentPorts({ conferences: [conferenceRecord()] });
    const entry = async (eventId: number) => {
      const file = await serviceOver(ports).eventCalendar(eventId, 'https://www.ifb.de')();
      if (E.isLeft(file)) throw new Error(file.left._tag);
      return { filename: file.right.filename, content: file.right.content.replace(/\r\n /g, '') };
    };

    it('gives a seminar date with its hotel and its seminar page', async () => {
      const { filename, content } = await entry(10001);
      expect(filename).toBe('Seminartermin-10001.ics');
      expect(content).toContain('SUMMARY:Betriebsverfassungsrecht Teil I');
      expect(content).toContain('LOCATION:Seehotel am Stadtpark\\, Südring 34\\, 22303 Hamburg');
      expect(content).toContain('URL:https://www.ifb.de/seminare/p/betriebsverfassungsrecht-teil-i');
    });

    it('gives a Fachtagung by its bookable id, with its venue and its page', async () => {
      const { filename, content } = await entry(90003);
      expect(filename).toBe('Fachtagung-90003.ics');
      expect(content).toContain('SUMMARY:Fachtagung Arbeitsschutz 2027');
      expect(content).toContain('DTSTART:20270520T073000Z');
      expect(content).toContain('LOCATION:Seehotel am Stadtpark\\, Südring 34\\, 22303 Hamburg');
      expect(content).toContain('DESCRIPTION:Fachtagung: Fachtagung Arbeitsschutz 2027');
      expect(content).toContain('URL:https://www.ifb.de/fachtagung/fachtagung-arbeitsschutz-2027');
    });

    it('answers an unknown id with NotFound', async () => {
      expect(await serviceOver(ports).eventCalendar(4711, 'https://www.ifb.de')()).toEqual(E.left({ _tag: 'NotFound', message: 'Diese Veranstaltung gibt es nicht (mehr).' }));
    });
  });

  describe('order confirmation PDF', () => {
    const ports = memoryDocumentPorts({ orders: [exampleOrder, anonymousOrder] });
    const service = serviceOver(ports);

    it('gives the session its last order, also without an account', async () => {
      expect(await service.orderConfirmationPdf({ sessionId: 'session-a', userId: null }, undefined)()).toMatchObject(
        E.right({ filename: 'Bestellbestaetigung-IFB-2027-000043.pdf' }),
      );
      expect(await service.orderConfirmationPdf({ sessionId: 'session-a', userId: null }, 'IFB-2027-000043')()).toMatchObject(E.right({}));
    });

    it('gives the account its order from another session', async () => {
      expect(await service.orderConfirmationPdf({ sessionId: 'session-b', userId: 7 }, 'IFB-2027-000042')()).toMatchObject(E.right({}));
    });

    it('refuses everyone else without telling whether the order exists', async () => {
      expect(await service.orderConfirmationPdf({ sessionId: undefined, userId: null }, undefined)()).toEqual(
        E.left({ _tag: 'NotFound', message: 'Es liegt keine Bestellung vor.' }),
      );
      expect(await service.orderConfirmationPdf({ sessionId: 'session-c', userId: null }, undefined)()).toEqual(
        E.left({ _tag: 'NotFound', message: 'Es liegt keine Bestellung vor.' }),
      );
      for (const orderNumber of ['IFB-2027-000042', 'IFB-2027-999999']) {
        expect(await service.orderConfirmationPdf({ sessionId: 'session-c', userId: null }, orderNumber)()).toEqual(
          E.left({ _tag: 'Unauthenticated', message: 'Bitte melden Sie sich an, um diese Bestellung abzurufen.' }),
        );
        expect(await service.orderConfirmationPdf({ sessionId: 'session-c', userId: 8 }, orderNumber)()).toEqual(
          E.left({ _tag: 'NotFound', message: 'Diese Bestellung gibt es nicht.' }),
        );
      }
    });
  });
});
