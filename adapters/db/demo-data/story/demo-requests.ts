import type { Temporal } from 'temporal-polyfill';
import type { SessionSlot } from '../../../../application/accounts/session';
import { RateLimiter } from '../../../../application/accounts/rate-limiter';
import type { FormKind } from '../../../../application/forms/form-definitions';
import type { FormRequest } from '../../../../application/forms/forms.codecs';
import { FormsService } from '../../../../application/forms/forms.service';
import type { Outbox } from '../../../../application/mail/outbox.port';
import type { AppDatabase } from '../../database';
import { DrizzleFormSubmissionRepository } from '../../portal/form-submission-repository';

/** Requests the site's forms brought in the last days, still open in the back office's inbox. */
const OPEN_REQUESTS: readonly { readonly daysAgo: number; readonly kind: FormKind; readonly values: FormRequest }[] = [
  {
    daysAgo: 4,
    kind: 'inhouse-request',
    values: {
      company: 'Hansewerft Rostock GmbH', salutation: 'Frau', firstname: 'Maren', lastname: 'Ohlsen', email: 'maren.ohlsen@hansewerft.example.net', phone: '0381 123456',
      street: 'Werftallee', streetNumber: '12', postalCode: '18055', city: 'Rostock', topic: 'Inhouse-Schulung Arbeitszeit',
      message: 'Wir möchten das Seminar zur Arbeitszeit für unser ganzes Gremium (11 Mitglieder) bei uns im Haus buchen. Welche Termine im Frühjahr sind möglich?',
    },
  },
  {
    daysAgo: 2,
    kind: 'contact-request',
    values: {
      salutation: 'Herr', firstname: 'Holger', lastname: 'Timm', email: 'holger.timm@stadtwerke.example.net', company: 'Stadtwerke Neustadt GmbH', topic: 'Warteliste',
      message: 'Ich stehe auf der Warteliste für ein ausgebuchtes Seminar. Gibt es einen weiteren Termin in der Nähe?',
    },
  },
  {
    daysAgo: 1,
    kind: 'catalogue-request',
    values: {
      salutation: 'Frau', firstname: 'Heike', lastname: 'Vogt', company: 'Klinikum Beispielstadt gGmbH', email: 'heike.vogt@klinikum.example.net',
      street: 'Am Klinikum', streetNumber: '1', postalCode: '34117', city: 'Kassel',
    },
  },
];

/** Forms are limited per address; the demo's requests come from none. */
const UNLIMITED = { count: () => Promise.resolve(0), increment: () => Promise.resolve(1), deleteBefore: () => Promise.resolve(0) };

/** The forms read no session. */
const NO_SESSION: SessionSlot = {
  current: () => {
    throw new Error('the demo requests have no session');
  },
  replace: () => undefined,
};

/**
 * Sends the demo's open requests through the forms' use case (FormsService), so they land in
 * the inbox as a visitor's would; their mails to the provider are not queued (`outbox`).
 */
export const sendDemoRequests = async (db: AppDatabase, outbox: Outbox, now: Temporal.Instant): Promise<void> => {
  for (const request of OPEN_REQUESTS) {
    const clock = { now: () => now.subtract({ hours: 24 * request.daysAgo }) };
    const forms = new FormsService({ submissions: new DrizzleFormSubmissionRepository(db, outbox), limiter: new RateLimiter(UNLIMITED, clock), clock });
    const sent = await forms.forRequest({ session: NO_SESSION, clientAddress: 'demo' }).submit(request.kind, request.values)();
    if (sent._tag === 'Left') throw new Error(`demo data: the ${request.kind} was refused: ${JSON.stringify(sent.left)}`);
  }
};
