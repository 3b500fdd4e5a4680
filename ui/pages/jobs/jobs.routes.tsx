import type { Container } from 'inversify';
import type { RouteObject } from 'react-router';
import { JOBS_PATH, jobCategoryPath } from '../../../application/content/content-paths';
import type { ChunkHandle } from '../../routing/page-chunks';
import { SITE_NAME, type RouteHandle } from '../../routing/page-meta';
import { jobPostingJsonLd } from './job-posting-json-ld';
import { jobLoader, jobsLoader, type JobPageData, type JobsPageData } from './jobs.loaders';

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
export const jobsRoutes = (container: Container): RouteObject[] => [
  { path: 'jobs-karriere/offene-stellen', loader: jobsLoader(container), lazy: lazyPage('JobsPage'), handle: listHandle },
  { path: 'jobs-karriere/offene-stellen/:category', loader: jobsLoader(container), lazy: lazyPage('JobsPage'), handle: listHandle },
  {
    path: 'jobs-karriere/offene-stellen/:category/:id',
    loader: jobLoader(container),
    lazy: lazyPage('JobPage'),
    handle: {
      meta: (loaderData, url) => {
        const { job } = loaderData as JobPageData;
        const jsonLd = jobPostingJsonLd(job, url.origin);
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
