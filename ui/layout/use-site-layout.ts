import { useRouteLoaderData } from 'react-router';
import type { SiteLayoutData } from './site-layout.loader';

const EMPTY: SiteLayoutData = { navigation: null, user: null, cartCount: null, keptEventIds: null };

/** The root loader's data from anywhere in the page (also inside error boundaries). */
export const useSiteLayout = (): SiteLayoutData => useRouteLoaderData<SiteLayoutData>('root') ?? EMPTY;
