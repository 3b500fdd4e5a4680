import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { unavailable } from '../../domain/errors/app-error';
import type { OrderStore, OrderTransaction } from './orders.repository';
import { SeatChangeNotifyingStore } from './seat-change-notifying-store';

/** A store whose transaction hands out a transaction that only records what was called on it. */
const recordingStore = () => {
  const calls: string[] = [];
  const tx = new Proxy({} as OrderTransaction, {
    get: (_target, property) => (property === 'handle' ? {} : () => Promise.resolve(calls.push(String(property)))),
  });
  const store = { transaction: (work: (t: OrderTransaction) => Promise<unknown>) => work(tx) } as unknown as OrderStore;
  return { store, calls };
};

const setUp = () => {
  const { store, calls } = recordingStore();
  let told = 0;
  const notifying = new SeatChangeNotifyingStore(store, { seatsChanged: () => (told += 1) });
  return { notifying, calls, told: () => told };
};

describe('SeatChangeNotifyingStore', () => {
  it('tells once after a committed transaction that changed seats, however many it changed', async () => {
    const { notifying, calls, told } = setUp();
    const answer = await notifying.transaction(async (tx) => {
      await tx.lockEvent(1);
      await tx.insertParticipant({} as never);
      await tx.setParticipantStatus(1, {} as never);
      return E.right('ok');
    });
    expect(answer).toEqual(E.right('ok'));
    expect(calls).toEqual(['lockEvent', 'insertParticipant', 'setParticipantStatus']);
    expect(told()).toBe(1);
  });

  it('tells nothing for a transaction that only read, or that was rolled back (a Left)', async () => {
    const { notifying, told } = setUp();
    await notifying.transaction(async (tx) => {
      await tx.seatsTaken(1);
      return E.right(0);
    });
    await notifying.transaction(async (tx) => {
      await tx.insertWaitlistEntry({} as never);
      return E.left(unavailable());
    });
    expect(told()).toBe(0);
  });

  it.each(['lapseReservations', 'expireOffers', 'markOffered', 'markAccepted', 'cancelWaitlistEntryOf', 'insertWaitlistEntry'] as const)(
    'counts %s as a change of seats',
    async (method) => {
      const { notifying, told } = setUp();
      await notifying.transaction(async (tx) => {
        await (tx[method] as (...args: unknown[]) => Promise<unknown>)();
        return E.right(null);
      });
      expect(told()).toBe(1);
    },
  );
});
