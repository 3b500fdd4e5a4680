import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { browserContainer } from './composition-root';
import { ServicesProvider } from './di/services-context';
import { createRoutes } from './routes';

const root = document.getElementById('root');
if (root) {
  const container = browserContainer();
  // The server's loader data comes along in window.__staticRouterHydrationData.
  const router = createBrowserRouter(createRoutes(container));
  hydrateRoot(
    root,
    <StrictMode>
      <ServicesProvider container={container}>
        <RouterProvider router={router} />
      </ServicesProvider>
    </StrictMode>,
  );
}
