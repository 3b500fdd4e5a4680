import { TestScheduler } from 'rxjs/testing';
import { describe, expect, it } from 'vitest';
import { firstAddNotice, firstAddNoticePendingTimer, type FirstAddNoticeAction } from '../../../domain/header/first-add-notice';
import { createFirstAddNoticeStore } from './popover-notice-store';
import { timedStates } from './timed-store';

const added = (storedCount: number, windowWidth: number): FirstAddNoticeAction => ({ type: 'cartItemAdded', storedCount, windowWidth });

describe('first-add notice timing (spec §9)', () => {
  it('closes by itself 10000 ms after the first addition on a window wider than 1199 px', () => {
    new TestScheduler((actual, expected) => { expect(actual).toEqual(expected); }).run(({ cold, expectObservable }) => {
      const test = cold('-a', { a: added(0, 1440) });
      const states = timedStates(test, firstAddNotice, 'idle', firstAddNoticePendingTimer);
      expectObservable(states).toBe('ab 9999ms c', { a: 'idle', b: 'shown', c: 'done' });
    });
  });

  it('a click on close ends it early and no timer fires afterwards', () => {
    new TestScheduler((actual, expected) => { expect(actual).toEqual(expected); }).run(({ cold, expectObservable }) => {
      const test = cold('-a 99ms c', { a: added(0, 1440), c: { type: 'closeClicked' } as const });
      const states = timedStates(test, firstAddNotice, 'idle', firstAddNoticePendingTimer);
      expectObservable(states).toBe('ab 99ms c', { a: 'idle', b: 'shown', c: 'done' });
    });
  });

  it('stays idle when something was in the cart before or the window is narrow', () => {
    new TestScheduler((actual, expected) => { expect(actual).toEqual(expected); }).run(({ cold, expectObservable }) => {
      const test = cold('-ab', { a: added(1, 1440), b: added(0, 1199) });
      expectObservable(timedStates(test, firstAddNotice, 'idle', firstAddNoticePendingTimer)).toBe('a', { a: 'idle' });
    });
  });

  it('the store shows the state React reads', () => {
    const scheduler = new TestScheduler((actual, expected) => { expect(actual).toEqual(expected); });
    scheduler.run(({ flush }) => {
      const store = createFirstAddNoticeStore(scheduler);
      store.dispatch(added(0, 1600));
      expect(store.getSnapshot()).toBe('shown');
      scheduler.schedule(() => undefined, 10_000);
      flush();
      expect(store.getSnapshot()).toBe('done');
      store.dispose();
    });
  });
});
