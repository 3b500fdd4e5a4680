import type * as TE from 'fp-ts/TaskEither';
import type { SessionUserWire } from '../../application/accounts/accounts.codecs';
import type { AppError } from '../../domain/errors/app-error';
import { isRight } from '../state/either-tags';
import { ValueCell } from '../state/page-state';

/**
 * Who is logged in, asked once after hydration (get-user) when the page's HTML was everyone's
 * (a cached public page): the header greets from here. Unknown (null) until the answer comes,
 * and after a failed call, which leaves the header as for a guest.
 */
export class LateVisitor {
  readonly #user$ = new ValueCell<SessionUserWire | null>(null);
  #asked = false;

  get user(): SessionUserWire | null {
    return this.#user$.value;
  }

  /** For useSyncExternalStore. */
  readonly subscribe = (listener: () => void): (() => void) => {
    const subscription = this.#user$.subscribe(() => {
      listener();
    });
    return () => {
      subscription.unsubscribe();
    };
  };

  /** Asks the server once per page life; later calls (other components, re-renders) change nothing. */
  ask(currentUser: () => TE.TaskEither<AppError, SessionUserWire | null>): void {
    if (this.#asked) return;
    this.#asked = true;
    void currentUser()().then((answer) => {
      if (isRight(answer)) this.#user$.next(answer.right);
    });
  }
}
