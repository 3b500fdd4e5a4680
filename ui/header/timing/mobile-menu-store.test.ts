import { map } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import { describe, expect, it } from 'vitest';
import { pageStack, type MobileMenuAction } from '../../../domain/header/mobile-menu';
import { mobileMenuViews, type MobileMenuView } from './mobile-menu-store';

const scheduler = () =>
  new TestScheduler((actual, expected) => {
    expect(actual).toEqual(expected);
  });

/** 'root>4/-' = page stack root, 4; '/4' = page 4 sliding out. */
const label = ({ state, leaving }: MobileMenuView): string =>
  `${pageStack(state).map(String).join('>')}/${leaving === null ? '-' : String(leaving)}`;

const ACTIONS: Record<string, MobileMenuAction> = {
  m: { type: 'menuOpened' },
  s: { type: 'subPageOpened', itemId: 4 },
  b: { type: 'backClicked' },
  c: { type: 'closeClicked' },
  w: { type: 'windowResized', width: 1280 },
};

const viewsOf = (marbles: string, test: TestScheduler) => mobileMenuViews(test.createHotObservable(marbles, ACTIONS), test).pipe(map(label));

describe('mobile menu timing (spec §4: back pops in 500 ms)', () => {
  it('back pops the page, which stays rendered sliding out for 500 ms', () => {
    const test = scheduler();
    test.run(({ expectObservable }) => {
      expectObservable(viewsOf('-ms 8ms b', test)).toBe('abc 8ms d 499ms e', {
        a: '/-',
        b: 'root/-',
        c: 'root>4/-',
        d: 'root/4',
        e: 'root/-',
      });
    });
  });

  it('closing takes the menu away at once, with no page sliding out', () => {
    const test = scheduler();
    test.run(({ expectObservable }) => {
      expectObservable(viewsOf('-ms 8ms c', test)).toBe('abc 8ms d', { a: '/-', b: 'root/-', c: 'root>4/-', d: '/-' });
    });
  });

  it('a window of 1200 px or more closes the menu', () => {
    const test = scheduler();
    test.run(({ expectObservable }) => {
      expectObservable(viewsOf('-m 5ms w', test)).toBe('ab 5ms c', { a: '/-', b: 'root/-', c: '/-' });
    });
  });
});
