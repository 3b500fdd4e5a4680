/**
 * A reading kept for the rest of the current run of JavaScript (until the next microtask): what
 * cannot change while a render runs, but is asked for by every item of it, is read once. The
 * form token is one: each event card's forms carry it, and each reading parses document.cookie
 * (forty readings were some 10 ms of a phone's hydration).
 */
export const oncePerTurn = <T>(read: () => T): (() => T) => {
  let kept: { readonly value: T } | undefined;
  return () => {
    if (kept === undefined) {
      kept = { value: read() };
      queueMicrotask(() => {
        kept = undefined;
      });
    }
    return kept.value;
  };
};
