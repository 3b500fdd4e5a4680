import { memo, Suspense, use, type ComponentType, type ReactNode } from 'react';

/**
 * A part of a page whose code is not part of the page's start-up JavaScript (issue 11) yet whose
 * server markup is the same as ever: the server loads the module before it renders (the route's
 * loader awaits `load()`), so its HTML carries the part. In the browser the part sits in its own
 * Suspense boundary: hydration leaves the server markup in place (its forms still post, its links
 * work) and hydrates the part when its chunk has arrived, just after the page's own. A navigation
 * in the browser runs the loader first, so the part is there when the page renders: no fallback.
 *
 * The boundary is memoised: a re-render of the page with the same props (the header hydrating,
 * the cart count) must not reach a boundary that is still waiting for its code, or React would
 * drop the server markup and render it anew (a layout shift).
 */
export interface DeferredPart<Props extends object> {
  readonly Part: ComponentType<Props>;
  /** Starts (once) loading the part's module; resolves when it can render without waiting. */
  readonly load: () => Promise<void>;
}

export const deferredPart = <Props extends object>(importPart: () => Promise<ComponentType<Props>>): DeferredPart<Props> => {
  /** The part's component once its module is there: a render then needs no promise at all. */
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const start = (): Promise<ComponentType<Props>> => {
    loading ??= importPart().then(
      (component) => (loaded = component),
      (cause: unknown) => {
        loading = undefined; // a chunk that failed to load is tried again on the next render
        throw cause;
      },
    );
    return loading;
  };
  const Loaded = (props: Props): ReactNode => {
    // Suspends (keeping the server markup while hydrating) until the module is there.
    const Component = loaded ?? use(start());
    return <Component {...props} />;
  };
  const Part = memo((props: Props) => (
    <Suspense fallback={null}>
      <Loaded {...props} />
    </Suspense>
  ));
  Part.displayName = 'DeferredPart';
  return {
    Part,
    load: async () => {
      await start();
    },
  };
};
