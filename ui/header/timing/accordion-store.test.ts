import { map } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import { describe, expect, it } from 'vitest';
import { accordionViews, type AccordionAction, type AccordionView } from './accordion-store';

const scheduler = () =>
  new TestScheduler((actual, expected) => {
    expect(actual).toEqual(expected);
  });

const label = ({ state, leaving }: AccordionView): string => `${[...state].sort().join(',')}/${leaving === null ? '-' : String(leaving)}`;

const ACTIONS: Record<string, AccordionAction> = {
  a: { type: 'toggled', section: 7 },
  b: { type: 'toggled', section: 8 },
};

const viewsOf = (marbles: string, test: TestScheduler) => accordionViews(test.createHotObservable(marbles, ACTIONS), test).pipe(map(label));

describe('mobile menu accordion timing (spec §9: 300 ms)', () => {
  it('a collapsed section stays rendered, collapsing, for 300 ms', () => {
    const test = scheduler();
    test.run(({ expectObservable }) => {
      expectObservable(viewsOf('-a 9ms a', test)).toBe('xy 9ms z 299ms w', { x: '/-', y: '7/-', z: '/7', w: '/-' });
    });
  });

  it('sections open independently; expanding has no collapse transition', () => {
    const test = scheduler();
    test.run(({ expectObservable }) => {
      expectObservable(viewsOf('-ab', test)).toBe('xyz', { x: '/-', y: '7/-', z: '7,8/-' });
    });
  });
});
