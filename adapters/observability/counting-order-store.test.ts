import * as E from 'fp-ts/Either';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { conflict } from '../../domain/errors/app-error';
import type { BusinessMetrics } from '../../application/ports/business-metrics';
import type { NewOrder, NewParticipant, OrderStore, OrderTransaction } from '../../application/orders/orders.repository';
import { CountingOrderStore } from './counting-order-store';

const NOW = Temporal.Instant.from('2026-11-22T09:00:00Z');

/** What the counters were told, in order. */
const recordingMetrics = () => {
  const told: string[] = [];
  const metrics: BusinessMetrics = {
    orderPlaced: (kind) => told.push(`order ${kind}`),
    seatsBooked: (n) => told.push(`seats ${String(n)}`),
    waitlistOffered: (n) => told.push(`offers ${String(n)}`),
    reservationsLapsed: (n) => told.push(`lapsed ${String(n)}`),
    mailSent: () => told.push('mail sent'),
    mailFailed: () => told.push('mail failed'),
    invoiceIssued: () => told.push('invoice'),
  };
  return { told, metrics };
};

/** A store whose transaction hands out a fake transaction: the writes answer, the participant read answers a reservation. */
const fakeStore = (): OrderStore => {
  const tx = {
    handle: {},
    insertOrder: () => Promise.resolve(7),
    insertParticipant: () => Promise.resolve(11),
    findParticipant: () => Promise.resolve({ status: 'reserved', seats: 1 }),
    setParticipantStatus: () => Promise.resolve(),
    markOffered: () => Promise.resolve(),
    lapseReservations: () => Promise.resolve(3),
    seatsTaken: () => Promise.resolve(5),
  } as unknown as OrderTransaction;
  return { transaction: (work) => work(tx) } as OrderStore;
};

const order = { channel: 'fax' } as NewOrder;
const seat = (status: NewParticipant['status']) => ({ status, seats: 1 }) as NewParticipant;

describe('CountingOrderStore: the business counters read off committed transactions', () => {
  it('counts the order by its kind, its booked seats (not reserved or waiting ones), offers and lapses once the transaction commits', async () => {
    const { told, metrics } = recordingMetrics();
    const store = new CountingOrderStore(fakeStore(), metrics);
    const result = await store.transaction(async (tx) => {
      await tx.insertOrder(order);
      await tx.insertParticipant(seat('booked'));
      await tx.insertParticipant(seat('booked'));
      await tx.insertParticipant(seat('reserved'));
      await tx.insertParticipant(seat('waitlisted'));
      await tx.markOffered('entry', NOW, NOW);
      await tx.lapseReservations(1, NOW);
      // A confirmed reservation books its seat.
      await tx.setParticipantStatus(11, { status: 'booked', reservedUntil: null, at: NOW, by: null });
      // Reads pass through untouched.
      expect(await tx.seatsTaken(1)).toBe(5);
      return E.right('ok');
    });
    expect(result).toEqual(E.right('ok'));
    expect(told).toEqual(['order fax', 'seats 3', 'offers 1', 'lapsed 3']);
  });

  it('a rolled-back transaction (a Left answer or a throw) counts nothing', async () => {
    const { told, metrics } = recordingMetrics();
    const store = new CountingOrderStore(fakeStore(), metrics);
    await store.transaction(async (tx) => {
      await tx.insertOrder(order);
      await tx.insertParticipant(seat('booked'));
      return E.left(conflict('voll'));
    });
    await expect(
      store.transaction(async (tx) => {
        await tx.insertOrder(order);
        throw new Error('kaputt');
      }),
    ).rejects.toThrow('kaputt');
    expect(told).toEqual([]);
  });
});
