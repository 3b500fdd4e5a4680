import { Temporal } from 'temporal-polyfill';
import type { ContentBlock } from '../../../application/content/content-blocks';
import { jobOfferValidThrough, SCHEMA_EMPLOYMENT_TYPES } from '../../../domain/jobs/job-offer';
import { SITE_NAME } from '../../routing/page-meta';
import type { ItemData } from '../works-council/works-council.loaders';

/** A job offer as its page's loader hands it on. */
export type JobData = Extract<ItemData, { kind: 'job' }>;

const escapeHtml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The offer's text as the simple HTML schema.org's description allows (escaped: stored text is never markup). */
const descriptionHtml = (teaser: string, body: readonly ContentBlock[]): string =>
  [
    `<p>${escapeHtml(teaser)}</p>`,
    ...body.map((block) =>
      block.type === 'list'
        ? `<ul>${block.items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`
        : block.type === 'heading'
          ? `<h3>${escapeHtml(block.text)}</h3>`
          : `<p>${escapeHtml(block.text)}</p>`,
    ),
  ].join('');

const REMOTE = /remote/i;

/**
 * schema.org JobPosting of an offer, with what search engines require: title, description,
 * datePosted, validThrough (domain/jobs: eight weeks after publication), employmentType,
 * hiringOrganization and jobLocation (and remote work where the offer allows it).
 */
export const jobPostingJsonLd = (job: JobData, origin: string): object | undefined => {
  // An offer without a publication date is not published: nothing to announce.
  if (job.publishedAt === null) return undefined;
  const posted = Temporal.Instant.from(job.publishedAt);
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: descriptionHtml(job.teaser, job.body),
    datePosted: posted.toZonedDateTimeISO('Europe/Berlin').toPlainDate().toString(),
    validThrough: jobOfferValidThrough(posted).toString(),
    employmentType: SCHEMA_EMPLOYMENT_TYPES[job.details.employment],
    identifier: { '@type': 'PropertyValue', name: SITE_NAME, value: String(job.id) },
    url: `${origin}${job.path}`,
    hiringOrganization: { '@type': 'Organization', name: SITE_NAME, sameAs: origin },
    jobLocation: {
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: job.details.location.replace(/ oder remote$/i, ''), addressCountry: 'DE' },
    },
    ...(REMOTE.test(job.details.location)
      ? { jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: { '@type': 'Country', name: 'Deutschland' } }
      : {}),
  };
};
