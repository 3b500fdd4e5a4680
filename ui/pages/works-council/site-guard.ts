import { data } from 'react-router';
import type { Site } from '../../../domain/site/site';
import { resolveService, type PageContainer } from '../../di/page-container';
import { SITE } from '../../di/ui.tokens';
import type { PageError } from '../../routing/run-task';

/**
 * Pages that belong to one host answer 404 on the other: the knowledge content lives only on the
 * works-council site, the contact form only on the main site (spec §2). A 404, not a redirect,
 * because the loader cannot know the other host's name and a search engine must not see the same
 * article under two hosts.
 */
export const requireSite = (container: PageContainer, site: Site): void => {
  if (resolveService(container, SITE) === site) return;
  const error: PageError = { message: 'Seite nicht gefunden', status: 404 };
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router's way to answer with a status
  throw data(error, { status: 404 });
};
