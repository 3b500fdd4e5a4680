export type QueryValue = string | number | boolean;

/** Query parameters as an object; undefined and null values are left out, as axios does. */
export type QueryParams = Readonly<Record<string, QueryValue | readonly QueryValue[] | null | undefined>>;

// A scheme followed by '//' or a protocol-relative '//': the path is a URL of its own.
const ABSOLUTE_URL = /^([a-z][a-z\d+\-.]*:)?\/\//i;

/** URLSearchParams encoding; an array repeats its key (`a=1&a=2`), which the server reads as a list. */
export const queryString = (query: QueryParams): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    for (const item of typeof value === 'object' ? value : [value]) params.append(key, String(item));
  }
  return params.toString();
};

/**
 * The URL of a call: the path joined to the base URL with exactly one slash, then the query.
 * An empty base URL keeps the path relative, which is what the browser wants on its own origin.
 */
export const requestUrl = (baseUrl: string, path: string, query: QueryParams = {}): string => {
  const joined =
    baseUrl === '' || ABSOLUTE_URL.test(path) ? path : `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  const search = queryString(query);
  if (search === '') return joined;
  return `${joined}${joined.includes('?') ? '&' : '?'}${search}`;
};
