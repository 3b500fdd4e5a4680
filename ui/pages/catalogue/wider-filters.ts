/**
 * For a filtered date list that came back empty: the same search with one kind of filter let
 * go, so the visitor sees the nearest dates instead of a dead end. The topics (search text,
 * seminar, rubric) always stay; the time span goes first (the same topics in another month),
 * then the place (another place), then the form (online, presence, one day).
 */
export interface WiderFilters {
  /** What the visitor is shown instead, as a heading. */
  readonly heading: string;
  readonly query: Readonly<Record<string, string>>;
}

const LOOSENINGS: readonly { readonly heading: string; readonly names: readonly string[] }[] = [
  { heading: 'Dieselben Seminare zu anderen Terminen', names: ['from', 'to'] },
  { heading: 'Dieselben Seminare an anderen Orten', names: ['city'] },
  { heading: 'Dieselben Seminare in anderer Form', names: ['kind', 'oneDay'] },
];

/** Each loosening that lets go of a filter the query has, in the order above; `page` starts anew. */
export const widerFilters = (query: Readonly<Record<string, string>>): readonly WiderFilters[] =>
  LOOSENINGS.flatMap(({ heading, names }) => {
    if (!names.some((name) => name in query)) return [];
    const wider = Object.fromEntries(Object.entries(query).filter(([name]) => !names.includes(name) && name !== 'page'));
    return [{ heading, query: wider }];
  });
