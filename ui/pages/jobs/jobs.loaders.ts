import * as E from 'fp-ts/Either';
import type { LoaderFunctionArgs } from 'react-router';
import { JOB_CATEGORIES, categoryOf, type ContentCategory } from '../../../application/content/content-categories';
import { ContentItemWire } from '../../../application/content/content.codecs';
import { MAX_CONTENT_PAGE_SIZE } from '../../../application/content/content-query.codecs';
import { resolveService, type PageContainer } from '../../di/page-container';
import { CONTENT } from '../../di/ui.tokens';
import { runTask } from '../../routing/run-task';
import { listingPage, pageNotFound } from '../election-news/content-listing';
import type { PageData } from '../works-council/works-council.loaders';
import { jobPostingJsonLd, type JobData } from './job-posting-json-ld';
import { hereOf, linkTo } from '../recommendations/site-link';
import { CONTACT_PAGE_PATH } from '../../../application/forms/contact.paths';

export type { JobData };


export interface JobsPageData {
  /** null on the overview of all open positions. */
  readonly category: ContentCategory | null;
  readonly categories: readonly ContentCategory[];
  readonly page: PageData;
}

export interface JobPageData {
  readonly job: JobData;
  readonly category: ContentCategory;
  /** schema.org JobPosting, computed here so the route's meta needs no Temporal at start-up. */
  readonly jsonLd: object | undefined;
  /** The contact form, which only the main site has: absolute from the works-council host. */
  readonly contactHref: string;
}

const UNKNOWN_CATEGORY = 'Diesen Bereich gibt es bei unseren offenen Stellen nicht. Alle Stellen finden Sie in der Übersicht.';
const UNKNOWN_JOB = 'Diese Stelle ist nicht mehr ausgeschrieben. Vielleicht passt eine unserer anderen offenen Stellen.';

/** /jobs-karriere/offene-stellen and …/{x}: the open positions, all or of one category, newest first. */
export const jobsLoader =
  (container: PageContainer) =>
  async ({ request, params }: LoaderFunctionArgs): Promise<JobsPageData> => {
    const category = params.category === undefined ? null : (categoryOf(JOB_CATEGORIES, params.category) ?? pageNotFound(UNKNOWN_CATEGORY));
    return {
      category,
      categories: JOB_CATEGORIES,
      page: await listingPage(container, request, 'job', MAX_CONTENT_PAGE_SIZE, category?.slug),
    };
  };

/**
 * /jobs-karriere/offene-stellen/{x}/{id}: one offer by its number within its category. The port
 * reads items by slug, so the category's offers are listed and the one with the id is read.
 */
export const jobLoader =
  (container: PageContainer) =>
  async ({ params, request }: LoaderFunctionArgs): Promise<JobPageData> => {
    const category = categoryOf(JOB_CATEGORIES, params.category) ?? pageNotFound(UNKNOWN_CATEGORY);
    const id = Number(params.id);
    if (!Number.isSafeInteger(id) || id <= 0 || String(id) !== params.id) pageNotFound(UNKNOWN_JOB);
    const content = resolveService(container, CONTENT);
    const offers = await content.list('job', { section: category.slug, pageSize: MAX_CONTENT_PAGE_SIZE })();
    const offer = E.isRight(offers) ? offers.right.items.find((item) => item.id === id) : undefined;
    if (offer === undefined) return pageNotFound(UNKNOWN_JOB);
    const item = ContentItemWire.encode(await runTask(content.detail('job', offer.slug, category.slug)));
    if (item.kind !== 'job') return pageNotFound(UNKNOWN_JOB);
    const contactHref = linkTo('main', CONTACT_PAGE_PATH, hereOf(container)).href;
    return { job: item, category, jsonLd: jobPostingJsonLd(item, new URL(request.url).origin), contactHref };
  };
