/**
 * Memos for the server renderer. The server renders the same few pages from the same cached
 * navigation tree for every request, and deriving the tree's forms anew each time put a few
 * thousand objects per request on the heap. A browser tab renders a page once and useMemo covers
 * its re-renders, so there these memos would only be start-up JavaScript (issue 28: the seminar
 * page went over its budget with them). Call sites therefore pick them with
 * `import.meta.env.SSR ? memo(f) : f`: Vite sets the flag at build time, the browser build drops
 * the memo, and this module with it.
 */

/** `make` once per key object; keyed weakly, so a tree dropped from its cache goes with its forms. */
export const oncePerObject = <K extends object, V>(make: (key: K) => V): ((key: K) => V) => {
  const made = new WeakMap<K, V>();
  return (key) => {
    const known = made.get(key);
    if (known !== undefined) return known;
    const value = make(key);
    made.set(key, value);
    return value;
  };
};

/**
 * `make` once per key object and text (a tree and a path): at most `perObject` texts per object,
 * so that requests for arbitrary paths cannot grow it without bound.
 */
export const oncePerObjectAndText = <K extends object, V>(make: (key: K, text: string) => V, perObject: number): ((key: K, text: string) => V) => {
  const byText = oncePerObject((_key: K) => new Map<string, V>());
  return (key, text) => {
    const made = byText(key);
    const known = made.get(text);
    if (known !== undefined) return known;
    const value = make(key, text);
    if (made.size >= perObject) made.clear();
    made.set(text, value);
    return value;
  };
};
