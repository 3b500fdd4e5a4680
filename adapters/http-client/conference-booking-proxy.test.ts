import { randomUUID } from 'node:crypto';
import { asc, gt } from 'drizzle-orm';
import * as E from 'fp-ts/Either';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conferences } from '../db/schema';
import { startAccountsTestApp, type AccountsTestApp } from '../http-api/session/testing/accounts-test-app';
import { TEST_NOW } from '../http-api/testing/test-app';
import { AccountsProxy } from './accounts-proxy';
import { ConferenceBookingProxy } from './conference-booking-proxy';

let app: AccountsTestApp;

beforeAll(async () => {
  app = await startAccountsTestApp();
}, 120_000);

afterAll(async () => {
  await app.close();
});

const CONTACT = { salutation: 'Frau', firstname: 'Anna', lastname: 'Müller', email: 'anna.mueller@example.org' };

describe('ConferenceBookingProxy against the real server', () => {
  it('signs up and books a Fachtagung once per idempotency key, and reads refusals back as AppErrors', async () => {
    const [conference] = await app.database.db.select({ url: conferences.url }).from(conferences).where(gt(conferences.startAt, TEST_NOW.toString())).orderBy(asc(conferences.startAt)).limit(1);
    const url = conference?.url ?? '';
    const transport = app.browser().transport();
    await new AccountsProxy(transport).xsrfToken()();
    const proxy = new ConferenceBookingProxy(transport);

    expect(await proxy.register({ ...CONTACT, conferenceUrl: url })()).toMatchObject(E.right({ conferenceUrl: url }));
    expect(await proxy.register({ ...CONTACT, email: 'x' })()).toMatchObject(E.left({ _tag: 'Invalid', fieldErrors: { email: expect.any(String) as unknown } }));

    const key = randomUUID();
    const request = { contact: CONTACT, acceptTerms: true, participants: [{ ...CONTACT, function: 'Schriftführung' }] };
    const booked = await proxy.book(url, request, key)();
    expect(booked).toMatchObject(E.right({ status: 'booked', participants: [{ firstname: 'Anna' }] }));
    expect(await proxy.book(url, request, key)()).toEqual(booked);
    if (E.isRight(booked)) expect(await proxy.booking(booked.right.orderNumber)()).toEqual(booked);
    expect(await proxy.booking('IFB-1999-000001')()).toMatchObject(E.left({ _tag: 'NotFound' }));
    expect(await proxy.book(url, { ...request, participants: [] }, key)()).toMatchObject(E.left({ _tag: 'Invalid' }));
    expect(await proxy.book('gibt-es-nicht', request, randomUUID())()).toMatchObject(E.left({ _tag: 'NotFound' }));
  });
});
