import { TestScheduler } from 'rxjs/testing';
import { map } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { initialPopoverState, shownPopover, type PopoverAction } from '../../../domain/header/header-popover';
import { popoverStates, popoverViews } from './popover-store';

const scheduler = () => new TestScheduler((actual, expected) => { expect(actual).toEqual(expected); });

const enter = (id: string, keepOpened = false): PopoverAction => ({ type: 'pointerEntered', id, keepOpened });
const leave = (id: string): PopoverAction => ({ type: 'pointerLeft', id });
const click = (id: string, keepOpened = false): PopoverAction => ({ type: 'clicked', id, keepOpened });

/** The popover shown after each change ('-' for none), as marble values. */
const shownOf = (actions: Record<string, PopoverAction>, marbles: string, test: TestScheduler) =>
  popoverStates(test.createHotObservable(marbles, actions), initialPopoverState(1440), test).pipe(
    map((state) => shownPopover(state) ?? '-'),
  );

describe('header popover timing (spec §4, §9)', () => {
  it('a hovered popover opens after 50 ms', () => {
    const test = scheduler();
    test.run(({ expectObservable }) => {
      // starts closed; entering at 1 ms is 'opening' (still nothing shown), shown at 51 ms
      expectObservable(shownOf({ e: enter('cart') }, '-e', test)).toBe('ab 49ms c', { a: '-', b: '-', c: 'cart' });
    });
  });

  it('a pointer that leaves before 50 ms opens nothing', () => {
    const test = scheduler();
    test.run(({ expectObservable }) => {
      expectObservable(shownOf({ e: enter('cart'), l: leave('cart') }, '-e 20ms l', test)).toBe('ab 20ms c', {
        a: '-',
        b: '-',
        c: '-',
      });
    });
  });

  it('hovering another popover while one is open swaps it in at once', () => {
    const test = scheduler();
    test.run(({ expectObservable }) => {
      expectObservable(shownOf({ c: click('cart'), w: enter('wishlist') }, '-c 9ms w', test)).toBe('ab 9ms c', {
        a: '-',
        b: 'cart',
        c: 'wishlist',
      });
    });
  });

  it('leaving closes after 150 ms', () => {
    const test = scheduler();
    test.run(({ expectObservable }) => {
      // open at 1 ms, leave at 11 ms (closing: still shown), closed at 161 ms
      expectObservable(shownOf({ c: click('cart'), l: leave('cart') }, '-c 9ms l', test)).toBe('ab 9ms c 149ms d', {
        a: '-',
        b: 'cart',
        c: 'cart',
        d: '-',
      });
    });
  });

  it('a pointer that returns within 150 ms keeps the popover open', () => {
    const test = scheduler();
    test.run(({ expectObservable }) => {
      const marbles = '-c 9ms l 99ms e';
      expectObservable(shownOf({ c: click('cart'), l: leave('cart'), e: enter('cart') }, marbles, test)).toBe(
        'ab 9ms c 99ms d',
        { a: '-', b: 'cart', c: 'cart', d: 'cart' },
      );
    });
  });

  it('a keep-open popover stays when the pointer leaves', () => {
    const test = scheduler();
    test.run(({ expectObservable }) => {
      expectObservable(shownOf({ c: click('user', true), l: leave('user') }, '-c 9ms l', test)).toBe('ab', {
        a: '-',
        b: 'user',
      });
    });
  });

  it('a click toggles and an outside click closes', () => {
    const test = scheduler();
    test.run(({ expectObservable }) => {
      const actions = { c: click('cart'), o: { type: 'outsideClicked' } as const };
      expectObservable(shownOf(actions, '-cc-c-o', test)).toBe('abc-d-e', { a: '-', b: 'cart', c: '-', d: 'cart', e: '-' });
    });
  });

  it('asks for a new position only when the width moves more than 20 %', () => {
    const test = scheduler();
    test.run(({ expectObservable }) => {
      const actions: Record<string, PopoverAction> = {
        c: click('cart'),
        s: { type: 'windowResized', width: 1200 }, // -16.7 %: stays
        b: { type: 'windowResized', width: 1100 }, // -23.6 %: reposition
      };
      const requested = popoverStates(test.createHotObservable('-csb', actions), initialPopoverState(1440), test).pipe(
        map((state) => (state.phase.kind === 'open' ? state.phase.repositionRequested : null)),
      );
      expectObservable(requested).toBe('abcd', { a: null, b: false, c: false, d: true });
    });
  });

  it('a closed popover stays rendered 100 ms while it fades, a swapped one does not fade', () => {
    const test = scheduler();
    test.run(({ expectObservable }) => {
      const actions = { c: click('cart'), w: click('wishlist'), o: { type: 'outsideClicked' } as const };
      const states = popoverStates(test.createHotObservable('-cw-o', actions), initialPopoverState(1440), test);
      const rendered = popoverViews(states, test).pipe(map((view) => `${view.rendered ?? '-'}${view.fading ? ':fading' : ''}`));
      expectObservable(rendered).toBe('abc-d 99ms e', {
        a: '-',
        b: 'cart',
        c: 'wishlist',
        d: 'wishlist:fading',
        e: '-',
      });
    });
  });
});
