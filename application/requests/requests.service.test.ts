import * as E from 'fp-ts/Either';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import type { AuditAction } from '../audit/audit-log';
import { CountOpenRequests } from './count-open-requests';
import { REQUEST_MESSAGES } from './messages';
import type { StoredRequest } from './request.repository';
import { RequestInboxService } from './requests.service';
import { MemoryRequests } from './testing/memory-requests';

const RECEIVED = Temporal.Instant.from('2026-03-02T08:00:00Z');
const NOW = Temporal.Instant.from('2026-03-05T12:00:00Z');

const contact: Omit<StoredRequest, 'requestId'> = {
  kind: 'contact-request',
  receivedAt: RECEIVED,
  payload: { firstname: 'Anna', lastname: 'Müller', email: 'anna@example.org', message: 'Bitte rufen Sie zurück.' },
  email: 'anna@example.org',
  name: 'Anna Müller',
  status: 'neu',
  assignee: null,
  note: null,
  doneAt: null,
};

const inhouse: Omit<StoredRequest, 'requestId'> = {
  ...contact,
  kind: 'inhouse-request',
  payload: { salutation: 'Frau', firstname: 'Anna', lastname: 'Müller', email: 'anna@example.org', companyName: 'Muster GmbH', message: 'BR-Grundlagen vor Ort' },
};

const setUp = () => {
  const requests = new MemoryRequests();
  // The entries the store writes with each change, in its transaction.
  const audit = requests.audit;
  const service = new RequestInboxService({
    requests,
    audit: {
      entry: (userId, origin, action: AuditAction, subject, details) =>
        Promise.resolve({ at: NOW, action, actor: { userId, email: 'kundenservice@example.org' }, origin: origin.address, via: origin.via, subject, details }),
    },
    clock: { now: () => NOW },
  });
  const inbox = service.forStaff({ userId: 7, via: 'session' }, '203.0.113.5');
  return { requests, audit, inbox };
};

describe('the request inbox', () => {
  it('lists requests newest first and filters by status and kind', async () => {
    const { requests, inbox } = setUp();
    requests.add(contact);
    requests.add({ ...inhouse, receivedAt: NOW });
    const all = await inbox.list({})();
    expect(E.isRight(all) && all.right.requests.map((request) => request.kindLabel)).toEqual(['Inhouse-Anfrage', 'Kontaktanfrage']);
    const onlyContact = await inbox.list({ art: 'contact-request' })();
    expect(E.isRight(onlyContact) && onlyContact.right.total).toBe(1);
    const done = await inbox.list({ status: 'erledigt' })();
    expect(E.isRight(done) && done.right.requests).toEqual([]);
  });

  it('shows the fields with their German labels', async () => {
    const { requests, inbox } = setUp();
    requests.add(contact);
    const shown = await inbox.request(1)();
    expect(E.isRight(shown) && shown.right.fields).toContainEqual({ label: 'Nachricht', value: 'Bitte rufen Sie zurück.' });
  });

  it('answers an unknown request with NotFound in German', async () => {
    const { inbox } = setUp();
    expect(await inbox.request(99)()).toEqual(E.left({ _tag: 'NotFound', message: REQUEST_MESSAGES.unknown }));
  });

  it('sets status, assignee and note, and logs before → after', async () => {
    const { requests, audit, inbox } = setUp();
    requests.add(contact);
    const handled = await inbox.handle(1, { status: 'in-bearbeitung', assignee: 'Jonas Weber', note: 'zurückgerufen' })();
    expect(E.isRight(handled) && handled.right.statusLabel).toBe('in Bearbeitung');
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'request.handle',
        actor: { userId: 7, email: 'kundenservice@example.org' },
        origin: '203.0.113.5',
        subject: 'Anfrage 1 (anna@example.org)',
        details: { status: 'neu → in Bearbeitung', assignee: '– → Jonas Weber', note: '– → zurückgerufen' },
      }),
    ]);
  });

  it('keeps done_at from the moment a request is done (the privacy deletion counts from it)', async () => {
    const { requests, inbox } = setUp();
    requests.add(contact);
    await inbox.handle(1, { status: 'erledigt', assignee: null, note: null })();
    expect(requests.requests[0]?.doneAt).toEqual(NOW);
    await inbox.handle(1, { status: 'neu', assignee: null, note: null })();
    expect(requests.requests[0]?.doneAt).toBeNull();
  });

  it('logs nothing when nothing changed', async () => {
    const { requests, audit, inbox } = setUp();
    requests.add(contact);
    await inbox.handle(1, { status: 'neu', assignee: null, note: null })();
    expect(audit).toEqual([]);
  });

  it('mails an offer for an inhouse request and puts it in Bearbeitung', async () => {
    const { requests, audit, inbox } = setUp();
    requests.add(inhouse);
    const sent = await inbox.sendOffer(1, { title: 'Inhouse-Seminar BR-Grundlagen', price: '4900,50', text: 'Drei Tage bei Ihnen vor Ort.' })();
    expect(sent).toEqual(E.right({ requestId: 1, sentTo: 'anna@example.org' }));
    expect(requests.offers).toMatchObject([{ price: 490050, company: 'Muster GmbH', recipient: { email: 'anna@example.org', lastname: 'Müller' } }]);
    expect(requests.requests[0]?.status).toBe('in-bearbeitung');
    expect(audit.map((entry) => entry.action)).toEqual(['request.offer']);
  });

  it('refuses an offer with a wrong price at the field, and one for another kind of request', async () => {
    const { requests, inbox } = setUp();
    requests.add(inhouse);
    requests.add(contact);
    expect(await inbox.sendOffer(1, { title: 'x', price: '4.900,00', text: 'y' })()).toMatchObject(E.left({ _tag: 'Invalid', fieldErrors: { price: REQUEST_MESSAGES.offerPrice } }));
    expect(await inbox.sendOffer(2, { title: 'x', price: '100', text: 'y' })()).toMatchObject(E.left({ _tag: 'Invalid', message: REQUEST_MESSAGES.offerOnlyInhouse }));
    expect(requests.offers).toEqual([]);
  });
});

describe('CountOpenRequests', () => {
  it('counts the requests that are neu or in Bearbeitung', async () => {
    const requests = new MemoryRequests();
    requests.add(contact);
    requests.add({ ...contact, status: 'in-bearbeitung' });
    requests.add({ ...contact, status: 'erledigt', doneAt: NOW });
    expect(await new CountOpenRequests(requests).run()).toBe(2);
  });
});
