import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { browserContainer } from './composition-root';
import { ServicesProvider } from './di/services-context';
import { createRoutes } from './routes';
import { resolveLazyMatches } from './routing/resolve-lazy';

const root = document.getElementById('root');
if (root) {
  const container = browserContainer();
  const routes = createRoutes(container);
  // Page components load lazily; the ones of this page must be there before hydration, or the
  // first client render would differ from the server's HTML (react-router's SSR + lazy rule).
  void resolveLazyMatches(routes, window.location).then(() => {
    // The server's loader data comes along in window.__staticRouterHydrationData.
    const router = createBrowserRouter(routes);
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
  });
}
