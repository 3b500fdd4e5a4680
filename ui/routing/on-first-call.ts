/**
 * A loader or action whose module is imported on its first call: a loader runs in the browser
 * only when the visitor navigates, so its code (codecs, Temporal) need not be part of the
 * JavaScript that starts the page. The server imports it on its first request.
 */
export const onFirstCall = <Args extends unknown[], Result>(load: () => Promise<(...args: Args) => Result>) => {
  let loading: Promise<(...args: Args) => Result> | undefined;
  return async (...args: Args): Promise<Awaited<Result>> => {
    loading ??= load().catch((cause: unknown) => {
      loading = undefined; // a chunk that failed to load is tried again next time
      throw cause;
    });
    return await (await loading)(...args);
  };
};
