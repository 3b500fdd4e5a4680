import { useEffect } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router';
import { metaOfMatches } from './page-meta';

/**
 * Keeps <title> in step on client-side navigation: the server writes it for the first page,
 * later pages would otherwise keep the first one's title (WCAG 2.4.2, and screen readers
 * announce it). Renders nothing. Rendered by the route above the pages and by their error
 * boundary, which replaces it and gives its own title (an error page is not the page it stands
 * in for, as the server's title already says).
 */
export const DocumentTitle = ({ title }: { readonly title?: string }) => {
  const matches = useMatches();
  const location = useLocation();
  useEffect(() => {
    const wanted = title ?? metaOfMatches(matches, new URL(location.pathname + location.search, window.location.origin)).title;
    if (document.title !== wanted) document.title = wanted;
  }, [title, matches, location]);
  return null;
};

/** The route above every page: the page, and its title kept in step. */
export const PagesOutlet = () => (
  <>
    <DocumentTitle />
    <Outlet />
  </>
);
