import { useMemo } from 'react';
import { useRouteLoaderData } from 'react-router';
import type { SiteNavigationWire } from '../../application/navigation/navigation.codecs';
import { expandNavigation } from './compact-navigation';
import type { SiteLayoutData } from './site-layout.loader';

/** The root loader's data as components use it: the navigation in its full form. */
export type SiteLayout = Omit<SiteLayoutData, 'navigation'> & { readonly navigation: SiteNavigationWire | null };

const EMPTY: SiteLayoutData = { navigation: null, user: null, cartCount: null, keptEventIds: null };

/** The root loader's data from anywhere in the page (also inside error boundaries). */
export const useSiteLayout = (): SiteLayout => {
  const data = useRouteLoaderData<SiteLayoutData>('root') ?? EMPTY;
  const navigation = useMemo(() => (data.navigation === null ? null : expandNavigation(data.navigation)), [data.navigation]);
  return { ...data, navigation };
};
