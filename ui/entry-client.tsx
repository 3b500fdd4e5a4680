import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { browserServices } from './composition-root';
import { createRoutes } from './routes';

const root = document.getElementById('root');
if (root) {
  // The server's loader data comes along in window.__staticRouterHydrationData.
  const router = createBrowserRouter(createRoutes(browserServices()));
  hydrateRoot(
    root,
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}
