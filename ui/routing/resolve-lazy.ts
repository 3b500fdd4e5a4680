import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Loads the lazy parts of the routes that match the location and writes them onto the route
 * objects, as react-router asks for before hydrating a server-rendered page.
 */
export const resolveLazyMatches = async (routes: RouteObject[], location: { pathname: string }): Promise<void> => {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
};
