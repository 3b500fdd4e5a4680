import { useRouteLoaderData } from 'react-router';
import type { SeminarJson, SeminarPageData } from './seminar.loader';

export const SEMINAR_ROUTE_ID = 'seminar';

/** The seminar of the enclosing /seminare/p/{slug} route, for its sub-pages. */
const useSeminarData = (): SeminarPageData => {
  const data = useRouteLoaderData<SeminarPageData>(SEMINAR_ROUTE_ID);
  if (data === undefined) throw new Error('useSeminar outside the seminar route');
  return data;
};

export const useSeminar = (): SeminarJson => useSeminarData().seminar;

/** The seminar's recommendations (related seminars, news, videos). */
export const useSeminarRelated = (): SeminarPageData['related'] => useSeminarData().related;
