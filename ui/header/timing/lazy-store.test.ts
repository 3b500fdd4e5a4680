import { describe, expect, it } from 'vitest';
import { lazyStore } from './lazy-store';
import type { ExternalStore } from './timed-store';

/** A store that appends every action to its view: what it saw, in order. */
const recordingStore = (): ExternalStore<string, string> & { disposed: boolean } => {
  let view = 'loaded:';
  const listeners = new Set<() => void>();
  const store = {
    disposed: false,
    dispatch: (action: string) => {
      view += action;
      for (const listener of listeners) listener();
    },
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => view,
    dispose: () => {
      store.disposed = true;
    },
  };
  return store;
};

/** A load the test finishes (or fails) when it wants. */
const deferredLoad = () => {
  const store = recordingStore();
  let finish: (ok: boolean) => void = () => undefined;
  let calls = 0;
  const load = () => {
    calls += 1;
    return new Promise<ExternalStore<string, string>>((resolve, reject) => {
      finish = (ok) => {
        if (ok) resolve(store);
        else reject(new Error('offline'));
      };
    });
  };
  return { store, load, finish: (ok = true) => { finish(ok); }, calls: () => calls };
};

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('lazyStore', () => {
  it('shows the initial view and loads nothing until it is subscribed to or gets an action', async () => {
    const { load, calls } = deferredLoad();
    const store = lazyStore(load, 'initial');
    await settled();
    expect(store.getSnapshot()).toBe('initial');
    expect(calls()).toBe(0);
    store.subscribe(() => undefined);
    expect(calls()).toBe(1);
  });

  it('actions dispatched while loading reach the loaded store in the order they came, and listeners hear it', async () => {
    const { load, finish } = deferredLoad();
    const store = lazyStore(load, 'initial');
    let heard = 0;
    store.subscribe(() => {
      heard += 1;
    });
    store.dispatch('a');
    store.dispatch('b');
    expect(store.getSnapshot()).toBe('initial');
    finish();
    await settled();
    expect(store.getSnapshot()).toBe('loaded:ab');
    expect(heard).toBeGreaterThan(0);
    store.dispatch('c');
    expect(store.getSnapshot()).toBe('loaded:abc');
  });

  it('a failed load is tried again at the next action, which keeps the waiting ones', async () => {
    const { load, finish, calls } = deferredLoad();
    const store = lazyStore(load, 'initial');
    store.dispatch('a');
    finish(false);
    await settled();
    expect(store.getSnapshot()).toBe('initial');
    store.dispatch('b');
    expect(calls()).toBe(2);
    finish();
    await settled();
    expect(store.getSnapshot()).toBe('loaded:ab');
  });

  it('a store disposed before its pipeline arrives disposes the pipeline when it does', async () => {
    const { load, finish, store: loaded } = deferredLoad();
    const store = lazyStore(load, 'initial');
    store.dispatch('a');
    store.dispose();
    finish();
    await settled();
    expect(loaded.disposed).toBe(true);
    expect(store.getSnapshot()).toBe('initial');
  });
});
