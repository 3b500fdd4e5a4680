/**
 * SQLSTATEs of a database that is busy rather than wrong: the statement ran out of time
 * (statement_timeout, or a cancel: 57014 query_canceled) or could not get its lock in time
 * (55P03 lock_not_available). The transaction was rolled back, so the same request may succeed
 * when it is sent again (the caller gets a 503 with Retry-After, not a 500).
 */
const BUSY_SQLSTATES: ReadonlySet<string> = new Set(['57014', '55P03']);

/**
 * pg-pool's own error when no connection was free within connectionTimeoutMillis: the same
 * overload, seen before a statement was sent. It carries no code, its message is all there is.
 */
const POOL_CHECKOUT_TIMEOUT = 'timeout exceeded when trying to connect';

/** At most this many wrappers deep (Drizzle wraps the driver's error in a DrizzleQueryError). */
const MAX_CAUSES = 5;

/** Whether a thrown error is the database being overloaded, anywhere in its chain of causes. */
export const isDatabaseBusy = (error: unknown): boolean => {
  let current: unknown = error;
  for (let depth = 0; depth < MAX_CAUSES && typeof current === 'object' && current !== null; depth += 1) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && BUSY_SQLSTATES.has(code)) return true;
    if (message === POOL_CHECKOUT_TIMEOUT) return true;
    current = cause;
  }
  return false;
};
