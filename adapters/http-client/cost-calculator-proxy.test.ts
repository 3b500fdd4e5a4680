import { and, eq, isNotNull } from 'drizzle-orm';
import * as E from 'fp-ts/Either';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CostCalculationWire } from '../../application/documents/documents.codecs';
import { participantCount } from '../../domain/pricing/participant-count';
import { events } from '../db/schema';
import { startAccountsTestApp, type AccountsTestApp } from '../http-api/session/testing/accounts-test-app';
import { CostCalculatorProxy } from './cost-calculator-proxy';

let app: AccountsTestApp;
let eventId = 0;

beforeAll(async () => {
  app = await startAccountsTestApp();
  const [presence] = await app.database.db
    .select({ eventId: events.eventId })
    .from(events)
    .where(and(eq(events.kind, 'presence'), eq(events.oneDay, false), isNotNull(events.priceParticipantTwo)))
    .orderBy(events.eventId)
    .limit(1);
  if (presence === undefined) throw new Error('the demo data has no multi-day presence seminar with tier prices');
  eventId = presence.eventId;
}, 120_000);

afterAll(async () => {
  await app.close();
});

describe('CostCalculatorProxy against the real server', () => {
  it('brings back the calculation the server answers on the Kostenrechner path, decoded', async () => {
    const proxy = new CostCalculatorProxy(app.browser().transport());
    const result = await proxy.costCalculation({ eventId, participants: participantCount(3), overnight: 'with' })();
    if (E.isLeft(result)) throw new Error(JSON.stringify(result.left));
    const calculation = result.right;
    expect(calculation.eventId).toBe(eventId);
    expect(calculation.participants).toBe(3);
    expect(calculation.overnight).toBe('with');
    expect(calculation.participantPrices.map((line) => line.label)).toEqual(['1. Teilnehmer', '2. Teilnehmer', '3. Teilnehmer']);
    expect(calculation.overnightCosts).not.toBeNull();
    // The same numbers and instants a JSON caller reads from the path itself (the server writes
    // Berlin offsets, the codec UTC: compared as encoded by the one codec).
    const url = `${app.urlOf('main')}/seminare/warenkorb/kostenrechner/${String(eventId)}?participants=3&overnight=with`;
    const direct = CostCalculationWire.decode(await (await fetch(url, { headers: { accept: 'application/json' } })).json());
    if (E.isLeft(direct)) throw new Error('the server answered no calculation');
    expect(CostCalculationWire.encode(calculation)).toEqual(CostCalculationWire.encode(direct.right));
  });

  it('brings the server’s 400 back as Invalid with its German message, and an unknown event as NotFound', async () => {
    const proxy = new CostCalculatorProxy(app.browser().transport());
    expect(await proxy.costCalculation({ eventId, participants: participantCount(51), overnight: 'without' })()).toMatchObject(
      E.left({ _tag: 'Invalid', fieldErrors: { participants: 'Bitte geben Sie eine Teilnehmerzahl von 1 bis 50 an.' } }),
    );
    expect(await proxy.costCalculation({ eventId: 999_999, participants: participantCount(1), overnight: 'without' })()).toMatchObject(
      E.left({ _tag: 'NotFound' }),
    );
  });
});
