import { map } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import { describe, expect, it } from 'vitest';
import type { FlyoutAction } from '../../../domain/header/flyout-layer';
import { flyoutViews, type FlyoutView } from './flyout-store';

const scheduler = () =>
  new TestScheduler((actual, expected) => {
    expect(actual).toEqual(expected);
  });

/** 'open:3/-' = layer 3 open, nothing closing; 'closed/3' = layer 3 playing its close. */
const label = ({ state, leaving }: FlyoutView): string =>
  `${state.kind === 'open' ? `open:${String(state.trigger)}` : 'closed'}/${leaving === null ? '-' : String(leaving)}`;

const click = (trigger: number): FlyoutAction => ({ type: 'triggerClicked', trigger });
const ACTIONS = {
  o: click(1),
  p: click(2),
  e: { type: 'escapePressed' } as FlyoutAction,
  u: { type: 'underlayClicked' } as FlyoutAction,
  n: { type: 'windowResized', width: 1199 } as FlyoutAction,
  w: { type: 'windowResized', width: 1200 } as FlyoutAction,
};

const viewsOf = (marbles: string, test: TestScheduler) => flyoutViews(test.createHotObservable(marbles, ACTIONS), test).pipe(map(label));

describe('flyout layer timing (spec §4: closes in 500 ms)', () => {
  it('a closed layer stays rendered, closing, for 500 ms', () => {
    const test = scheduler();
    test.run(({ expectObservable }) => {
      expectObservable(viewsOf('-o 9ms e', test)).toBe('ab 9ms c 499ms d', { a: 'closed/-', b: 'open:1/-', c: 'closed/1', d: 'closed/-' });
    });
  });

  it('clicking the open trigger again closes it the same way', () => {
    const test = scheduler();
    test.run(({ expectObservable }) => {
      expectObservable(viewsOf('-o 9ms o', test)).toBe('ab 9ms c 499ms d', { a: 'closed/-', b: 'open:1/-', c: 'closed/1', d: 'closed/-' });
    });
  });

  it('another trigger swaps the layer at once, with no close transition', () => {
    const test = scheduler();
    test.run(({ expectObservable }) => {
      expectObservable(viewsOf('-o 9ms p', test)).toBe('ab 9ms c', { a: 'closed/-', b: 'open:1/-', c: 'open:2/-' });
    });
  });

  it('opening again during the 500 ms ends the close transition', () => {
    const test = scheduler();
    test.run(({ expectObservable }) => {
      expectObservable(viewsOf('-o 9ms u 99ms o', test)).toBe('ab 9ms c 99ms d', { a: 'closed/-', b: 'open:1/-', c: 'closed/1', d: 'open:1/-' });
    });
  });

  it('a window narrower than 1200 px closes the layer; 1200 px keeps it', () => {
    const test = scheduler();
    test.run(({ expectObservable }) => {
      expectObservable(viewsOf('-o-w 9ms n', test)).toBe('ab 11ms c 499ms d', { a: 'closed/-', b: 'open:1/-', c: 'closed/1', d: 'closed/-' });
    });
  });
});
