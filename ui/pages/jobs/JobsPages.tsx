import { Temporal } from 'temporal-polyfill';
import { Link, useLoaderData } from 'react-router';
import { JOBS_PATH, jobCategoryPath } from '../../../application/content/content-paths';
import { formatDate } from '../../../domain/calendar/calendar';
import { jobOfferValidThrough } from '../../../domain/jobs/job-offer';
import { ContentBody } from '../works-council/ContentBody';
import { germanDate } from '../works-council/content-dates';
import * as styles from '../works-council/works-council.styles';
import { switches } from '../../theme/switches.styles';
import { badge } from '../../theme/badge.styles';
import { breadcrumbs } from '../../theme/breadcrumbs.styles';
import { card } from '../../theme/card-list.styles';
import { factGrid } from '../../theme/fact-list.styles';
import { lead, narrow, page as pageFrame, pageHeading, smallPrint } from '../../theme/page.styles';
import type { JobPageData, JobsPageData } from './jobs.loaders';

/** /jobs-karriere/offene-stellen and …/{x}: the open positions with place and kind of employment. */
export const JobsPage = () => {
  const { category, categories, page } = useLoaderData<JobsPageData>();
  return (
    <div className={pageFrame}>
      <h1 className={pageHeading}>{category === null ? 'Offene Stellen' : `Offene Stellen: ${category.name}`}</h1>
      <p className={lead}>
        Wir bilden Betriebsräte aus, seit Jahrzehnten und bundesweit. Für unser Team in Organisation, Redaktion, IT und als Referentin oder
        Referent suchen wir Verstärkung.
      </p>
      <nav aria-label="Bereiche" className={switches}>
        <Link to={JOBS_PATH} aria-current={category === null ? 'page' : undefined}>
          Alle Stellen
        </Link>
        {categories.map((candidate) => (
          <Link key={candidate.slug} to={jobCategoryPath(candidate.slug)} aria-current={candidate.slug === category?.slug ? 'page' : undefined}>
            {candidate.name}
          </Link>
        ))}
      </nav>
      {page.items.length === 0 ? (
        <p>In diesem Bereich ist gerade keine Stelle offen.</p>
      ) : (
        <ul className={styles.teasers}>
          {page.items.map((item) =>
            item.kind === 'job' ? (
              <li key={item.id} className={card}>
                <p className={smallPrint}>
                  <span className={badge}>{item.details.employment}</span> <span>{item.details.location}</span>
                </p>
                <h2>
                  <Link to={item.path}>{item.title}</Link>
                </h2>
                <p>{item.teaser}</p>
              </li>
            ) : null,
          )}
        </ul>
      )}
    </div>
  );
};

/** /jobs-karriere/offene-stellen/{x}/{id}: one offer; its JobPosting JSON-LD is in the page's head. */
export const JobPage = () => {
  const { job, category, contactHref } = useLoaderData<JobPageData>();
  const until = job.publishedAt === null ? null : formatDate(jobOfferValidThrough(Temporal.Instant.from(job.publishedAt)));
  return (
    <article className={`${pageFrame} ${narrow}`}>
      <p className={breadcrumbs}>
        <Link to={JOBS_PATH}>← Offene Stellen</Link> · <Link to={jobCategoryPath(category.slug)}>{category.name}</Link>
      </p>
      <h1 className={pageHeading}>{job.title}</h1>
      <p className={lead}>{job.teaser}</p>
      <dl className={factGrid}>
        <dt>Arbeitsort</dt>
        <dd>{job.details.location}</dd>
        <dt>Anstellung</dt>
        <dd>{job.details.employment}</dd>
        <dt>Beginn</dt>
        <dd>{job.details.startText}</dd>
        {job.publishedAt === null ? null : (
          <>
            <dt>Ausgeschrieben am</dt>
            <dd>{germanDate(job.publishedAt)}</dd>
            <dt>Bewerbung bis</dt>
            <dd>{until}</dd>
          </>
        )}
      </dl>
      <ContentBody body={job.body} />
      <p>
        Interessiert? Schreiben Sie uns über das <a href={contactHref}>Kontaktformular</a> und nennen Sie die Stelle „{job.title}“ (Nr.{' '}
        {job.id}).
      </p>
    </article>
  );
};
