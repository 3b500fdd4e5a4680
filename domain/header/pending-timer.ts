/**
 * A delay a header state is waiting for. The rxjs wiring starts a timer of `delayMs` whenever
 * the pending timer of the state changes, cancels it when it changes again or disappears, and
 * dispatches `then` when it fires. Reducers ignore a `then` that no longer matches their state,
 * so a late timer can never do harm.
 */
export interface PendingTimer<Action> {
  readonly delayMs: number;
  readonly then: Action;
}
