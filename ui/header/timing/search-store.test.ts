import { TestScheduler } from 'rxjs/testing';
import { describe, expect, it } from 'vitest';
import type { SearchFieldAction } from '../../../domain/header/search-field';
import { searchStates } from './search-store';

const scheduler = () =>
  new TestScheduler((actual, expected) => {
    expect(actual).toEqual(expected);
  });

const ACTIONS: Record<string, SearchFieldAction> = {
  i: { type: 'searchIconClicked' },
  f: { type: 'focused' },
  b: { type: 'blurred' },
};

describe('header search timing (spec §2, §9: hides 300 ms after losing focus)', () => {
  it('the field hides 300 ms after it lost focus', () => {
    const test = scheduler();
    test.run(({ expectObservable }) => {
      expectObservable(searchStates(test.createHotObservable('-i 9ms b', ACTIONS), test)).toBe('ab 9ms c 299ms d', {
        a: 'inactive',
        b: 'active',
        c: 'hiding',
        d: 'inactive',
      });
    });
  });

  it('focus coming back within the 300 ms keeps it open', () => {
    const test = scheduler();
    test.run(({ expectObservable }) => {
      expectObservable(searchStates(test.createHotObservable('-i 9ms b 199ms f', ACTIONS), test)).toBe('ab 9ms c 199ms d', {
        a: 'inactive',
        b: 'active',
        c: 'hiding',
        d: 'active',
      });
    });
  });
});
