import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { browserContainer } from './composition-root';
import { ServicesProvider } from './di/services-context';
import { NAVIGATION } from './di/ui.tokens';
import { completeNavigation } from './layout/hydration-navigation';
import { temporalReady } from './platform/temporal-ready';
import { createRoutes } from './routes';
import { resolveLazyMatches } from './routing/resolve-lazy';
import { routeDiscovery } from './routing/route-discovery';
import { familiesNamed, loadFamilies } from './routing/route-families';

const root = document.getElementById('root');
if (root) {
  const container = browserContainer();
  // The route families of this page (the server names them on the root element); the rest
  // of the table comes later (ui/routing/route-discovery.ts).
  const families = familiesNamed(root.dataset.routeFamilies);
  const discovery = routeDiscovery(container, families);
  // The page's data has the navigation's top level; the rest comes while the chunks load.
  const navigationComplete = completeNavigation(container.get(NAVIGATION), (window as { __staticRouterHydrationData?: Parameters<typeof completeNavigation>[1] }).__staticRouterHydrationData);
  // Page code reads Temporal from the engine: where it has none, the polyfill is installed first.
  void temporalReady()
    .then(() => loadFamilies(families))
    .then(async (loaded) => {
      const routes = createRoutes(container, loaded);
      // Page components load lazily; the ones of this page must be there before hydration, or the
      // first client render would differ from the server's HTML (react-router's SSR + lazy rule).
      await Promise.all([resolveLazyMatches(routes, window.location), navigationComplete]);
      return routes;
    })
    .then((routes) => {
      // The server's loader data comes along in window.__staticRouterHydrationData.
      const router = createBrowserRouter(routes, { patchRoutesOnNavigation: discovery.patchRoutesOnNavigation });
      // As a transition, hydration yields to the browser every few milliseconds instead of holding
      // the main thread for the whole page: a tap during start-up is handled at once (TBT).
      startTransition(() => {
        hydrateRoot(
          root,
          <StrictMode>
            <ServicesProvider container={container}>
              <RouterProvider router={router} />
            </ServicesProvider>
          </StrictMode>,
        );
      });
      discovery.warmUpOnIntent(document);
    });
}
