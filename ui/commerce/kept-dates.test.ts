import * as TE from 'fp-ts/TaskEither';
import { describe, expect, it } from 'vitest';
import { unavailable } from '../../domain/errors/app-error';
import { KeptDates } from './kept-dates';

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('KeptDates: which "Merken" buttons say "Gemerkt"', () => {
  it('shows what the server rendered for the visitor and asks nothing more', async () => {
    let asked = 0;
    const kept = new KeptDates([4, 9]);
    kept.ask(() => {
      asked += 1;
      return TE.right([1]);
    });
    await settled();
    expect([kept.has(4), kept.has(9), kept.has(1), asked]).toEqual([true, true, false, 0]);
  });

  it('on a page whose HTML is everyone\'s, starts as that HTML (nothing kept) and takes the answer asked once', async () => {
    let asked = 0;
    const kept = new KeptDates(null);
    const changes: boolean[] = [];
    kept.subscribe(() => changes.push(kept.has(7)));
    const answer = () => {
      asked += 1;
      return TE.right([7]);
    };
    kept.ask(answer);
    kept.ask(answer);
    expect(kept.rendered(7)).toBe(false);
    await settled();
    expect([kept.has(7), kept.rendered(7), asked]).toEqual([true, false, 1]);
    expect(changes).toEqual([false, true]);
  });

  it('follows the dates kept and removed on the page, and a failed call leaves them as they were', async () => {
    const kept = new KeptDates(null);
    kept.kept(3);
    kept.ask(() => TE.left(unavailable()));
    await settled();
    expect(kept.has(3)).toBe(true);
    kept.removed(3);
    expect(kept.has(3)).toBe(false);
  });
});
