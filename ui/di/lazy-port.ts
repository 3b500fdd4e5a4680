import type * as TE from 'fp-ts/TaskEither';
import { unavailable, type AppError } from '../../domain/errors/app-error';
import { left } from '../state/either-tags';

/**
 * A port whose implementation loads on its first call: the browser's HTTP proxies bring their
 * codecs (io-ts, fp-ts, Temporal) along, and most pages hydrate without calling any of them,
 * so they stay out of the JavaScript every page loads at start.
 *
 * Only for ports whose every method answers a TaskEither (the browser's ports; the content
 * export's AsyncIterable is the CLI's). A chunk that fails to load is the service being
 * unreachable, answered as such rather than as a rejected promise.
 */
export const lazyPort = <Port extends object>(load: () => Promise<Port>): Port => {
  let loading: Promise<Port> | undefined;
  const port = (): Promise<Port> => {
    loading ??= load().catch((cause: unknown) => {
      loading = undefined; // the next call tries again
      throw cause;
    });
    return loading;
  };
  return new Proxy({} as Port, {
    // Not a thenable (`await port` must not call a method) and no symbol-keyed methods.
    get: (_target, name) =>
      name === 'then' || typeof name === 'symbol'
        ? undefined
        : (...args: unknown[]): TE.TaskEither<AppError, unknown> =>
        async () => {
          let loaded: Port;
          try {
            loaded = await port();
          } catch (cause) {
            return left(unavailable(undefined, cause));
          }
          const method = (loaded as Record<PropertyKey, (...a: unknown[]) => TE.TaskEither<AppError, unknown>>)[name];
          if (method === undefined) throw new Error(`the port has no method ${name}`);
          return method.apply(loaded, args)();
        },
  });
};
