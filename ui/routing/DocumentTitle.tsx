import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router';
import { metaOfMatches } from './page-meta';

/**
 * Keeps <title> in step on client-side navigation: the server writes it for the first page,
 * later pages would otherwise keep the first one's title (WCAG 2.4.2, and screen readers
 * announce it). Renders nothing.
 */
export const DocumentTitle = () => {
  const matches = useMatches();
  const location = useLocation();
  useEffect(() => {
    const meta = metaOfMatches(matches, new URL(location.pathname + location.search, window.location.origin));
    if (document.title !== meta.title) document.title = meta.title;
  }, [matches, location]);
  return null;
};
