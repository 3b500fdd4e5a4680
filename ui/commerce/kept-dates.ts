import type * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../../domain/errors/app-error';
import { isRight } from '../state/either-tags';
import { ValueCell } from '../state/page-state';
import type { VisitorCommerce } from './visitor-commerce';

/**
 * The dates on the visitor's Merkliste, as the page's "Merken" buttons show them ("Gemerkt"):
 * seeded with what the server rendered (a page rendered for the visitor), asked once after
 * hydration on a page whose HTML is everyone's (a cached public page), and followed as the
 * visitor keeps or removes dates on the page.
 */
export class KeptDates {
  readonly #ids$: ValueCell<ReadonlySet<number>>;
  /** What the server's HTML showed: hydration renders the same before anything is asked. */
  readonly #rendered: ReadonlySet<number>;
  #asked = false;

  constructor(serverKept: readonly number[] | null) {
    this.#rendered = new Set(serverKept ?? []);
    this.#ids$ = new ValueCell(this.#rendered);
    // The server already told: nothing to ask.
    this.#asked = serverKept !== null;
  }

  has(eventId: number): boolean {
    return this.#ids$.value.has(eventId);
  }

  /** As the server's HTML showed it (useSyncExternalStore's server snapshot). */
  rendered(eventId: number): boolean {
    return this.#rendered.has(eventId);
  }

  /** For useSyncExternalStore. */
  readonly subscribe = (listener: () => void): (() => void) => {
    const subscription = this.#ids$.subscribe(() => {
      listener();
    });
    return () => {
      subscription.unsubscribe();
    };
  };

  /** Asks the server once per page life; a failed call leaves the buttons saying "Merken". */
  ask(keptEventIds: () => TE.TaskEither<AppError, readonly number[]>): void {
    if (this.#asked) return;
    this.#asked = true;
    void keptEventIds()().then((answer) => {
      if (isRight(answer)) this.#ids$.next(new Set([...this.#ids$.value, ...answer.right]));
    });
  }

  kept(eventId: number): void {
    if (!this.has(eventId)) this.#ids$.next(new Set([...this.#ids$.value, eventId]));
  }

  removed(eventId: number): void {
    if (!this.has(eventId)) return;
    const rest = new Set(this.#ids$.value);
    rest.delete(eventId);
    this.#ids$.next(rest);
  }
}

/** One KeptDates per page's VisitorCommerce, made by the first button that asks: the pages without dates never load this module. */
const keptDatesByPage = new WeakMap<VisitorCommerce, KeptDates>();

export const keptDatesOf = (commerce: VisitorCommerce): KeptDates => {
  let kept = keptDatesByPage.get(commerce);
  if (kept === undefined) keptDatesByPage.set(commerce, (kept = new KeptDates(commerce.serverKept)));
  return kept;
};
