/**
 * The page's shared state that every page needs at start (cart count, consent, the late visitor,
 * cart changes) only holds a value and tells its listeners: a few lines here instead of rxjs's
 * Subject machinery in every page's start-up JavaScript (issue 11). The time-based pipelines stay
 * rxjs (ui/header/timing) and load after the first paint.
 */

/** What a listener gets back to stop listening (the shape of an rxjs Subscription). */
export interface Unsubscribable {
  readonly unsubscribe: () => void;
}

/** Something to listen to: the listener gets every value from now on. */
export interface Listenable<T> {
  readonly subscribe: (listener: (value: T) => void) => Unsubscribable;
}

/** Events without a current value (like an rxjs Subject): a listener hears what comes after it subscribed. */
export class Emitter<T> implements Listenable<T> {
  readonly #listeners = new Set<(value: T) => void>();

  readonly subscribe = (listener: (value: T) => void): Unsubscribable => {
    // A wrapper per subscription: the same function subscribed twice is heard twice, as with rxjs.
    const entry = (value: T) => {
      listener(value);
    };
    this.#listeners.add(entry);
    return {
      unsubscribe: () => {
        this.#listeners.delete(entry);
      },
    };
  };

  next(value: T): void {
    // A copy: a listener that unsubscribes (or subscribes another) while being told changes nothing for this value.
    for (const listener of [...this.#listeners]) listener(value);
  }
}

/** A current value and its changes (like an rxjs BehaviorSubject): a new listener gets the current value at once. */
export class ValueCell<T> implements Listenable<T> {
  readonly #changes = new Emitter<T>();

  constructor(private current: T) {}

  get value(): T {
    return this.current;
  }

  readonly subscribe = (listener: (value: T) => void): Unsubscribable => {
    const subscription = this.#changes.subscribe(listener);
    listener(this.current);
    return subscription;
  };

  next(value: T): void {
    this.current = value;
    this.#changes.next(value);
  }
}
