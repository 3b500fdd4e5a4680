import type { PageContainer } from '../../di/page-container';
import type { RouteObject } from 'react-router';
import { JOBS_PATH, jobCategoryPath } from '../../../application/content/content-paths';
import type { ChunkHandle } from '../../routing/page-chunks';
import { SITE_NAME, type RouteHandle } from '../../routing/page-meta';
import { onFirstCall } from '../../routing/on-first-call';
import type { JobPageData, JobsPageData } from './jobs.loaders';

const MODULES = ['ui/pages/jobs/JobsPages.tsx'];
const lazyPage = (name: 'JobsPage' | 'JobPage') => async () => ({ Component: (await import('./JobsPages'))[name] });

const listHandle: RouteHandle & ChunkHandle = {
  meta: (loaderData) => {
    const { category } = loaderData as JobsPageData;
    return {
      title: `${category === null ? 'Offene Stellen' : `Offene Stellen: ${category.name}`} | ${SITE_NAME}`,
      description: 'Jobs und Karriere: unsere offenen Stellen in Seminarorganisation, Redaktion, IT und als Referentin oder Referent.',
      canonicalPath: category === null ? JOBS_PATH : jobCategoryPath(category.slug),
    };
  },
  modules: MODULES,
};

/** Jobs and careers (spec §2 Others: /jobs-karriere/offene-stellen/{x}/{id}) with the overview, on both sites. */
export const jobsRoutes = (container: PageContainer): RouteObject[] => {
  const jobsLoader = onFirstCall(async () => (await import('./jobs.loaders')).jobsLoader(container));
  const jobLoader = onFirstCall(async () => (await import('./jobs.loaders')).jobLoader(container));
  return [
  { path: 'jobs-karriere/offene-stellen', loader: jobsLoader, lazy: lazyPage('JobsPage'), handle: listHandle },
  { path: 'jobs-karriere/offene-stellen/:category', loader: jobsLoader, lazy: lazyPage('JobsPage'), handle: listHandle },
  {
    path: 'jobs-karriere/offene-stellen/:category/:id',
    loader: jobLoader,
    lazy: lazyPage('JobPage'),
    handle: {
      meta: (loaderData) => {
        const { job, jsonLd } = loaderData as JobPageData;
        return {
          title: `${job.title} – Stellenangebot | ${SITE_NAME}`,
          description: job.teaser.slice(0, 160),
          canonicalPath: job.path,
          ...(jsonLd === undefined ? {} : { jsonLd: [jsonLd] }),
        };
      },
      modules: MODULES,
    } satisfies RouteHandle & ChunkHandle,
  },
];
};
