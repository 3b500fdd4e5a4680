import { useMatches } from 'react-router';
import type { TitleBreaks } from './title-breaks';

const breaksIn = (data: unknown): Readonly<Record<string, string>> | undefined =>
  typeof data === 'object' && data !== null && 'titleBreaks' in data ? (data as TitleBreaks).titleBreaks : undefined;

/** The title to show: with the soft hyphens a loader of this page worked out for it, else as written. */
export const useHyphenated = (): ((title: string) => string) => {
  const matches = useMatches();
  return (title) => {
    for (const match of matches) {
      const hyphenated = breaksIn(match.loaderData)?.[title];
      if (hyphenated !== undefined) return hyphenated;
    }
    return title;
  };
};
