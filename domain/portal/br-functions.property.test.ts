import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { BR_FUNCTIONS, selectBrFunctions } from './br-functions';

describe('selectBrFunctions (properties)', () => {
  it('an accepted selection is a duplicate-free subsequence of the list holding exactly the chosen functions', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...BR_FUNCTIONS), { maxLength: 10 }), (chosen) => {
        const result = selectBrFunctions(chosen);
        if (E.isLeft(result)) return;
        const selected = result.right;
        expect(new Set(selected)).toEqual(new Set(chosen));
        const positions = selected.map((name) => BR_FUNCTIONS.indexOf(name));
        expect(positions).toEqual([...positions].sort((a, b) => a - b));
        expect(new Set(selected).size).toBe(selected.length);
      }),
    );
  });

  it('selecting is idempotent: the selection of a selection is itself', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...BR_FUNCTIONS), { maxLength: 10 }), (chosen) => {
        const once = selectBrFunctions(chosen);
        if (E.isRight(once)) expect(selectBrFunctions(once.right)).toEqual(once);
      }),
    );
  });
});
