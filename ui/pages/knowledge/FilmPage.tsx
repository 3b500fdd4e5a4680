import { Link, useLoaderData } from 'react-router';
import { ContentBody } from '../works-council/ContentBody';
import { RelatedItems } from '../recommendations/RelatedItems';
import { germanDate } from '../works-council/content-dates';
import { lead, narrow, page as pageFrame, pageHeading, sectionHeading, stack } from '../../theme/page.styles';
import { breadcrumbs } from '../../theme/breadcrumbs.styles';
import { factGrid } from '../../theme/fact-list.styles';
import { contentPath, topicPath } from '../../../application/content/content-paths';
import { durationText } from '../../../application/content/video-embeds';
import type { FilmPageData } from './knowledge.loaders';
import * as styles from './knowledge.styles';
import { noticeInfo } from '../../forms/forms.styles';

/**
 * /mediathek/{id}: one of the provider's own films. The films are not online (the record holds
 * no media, and no player host): the page says what the film covers, that it is shown in the
 * seminars and sent on request, and which seminars fit it. No player, no VideoObject.
 */
export const FilmPage = () => {
  const { film, topic, contact } = useLoaderData<FilmPageData>();
  if (film.kind !== 'video') return null;
  const date = germanDate(film.publishedAt);
  return (
    <article className={`${pageFrame} ${narrow}`}>
      <nav aria-label="Brotkrumen" className={breadcrumbs}>
        <Link to={contentPath({ id: film.id, kind: film.kind, section: film.section, slug: film.slug })}>Alle Videos</Link>
      </nav>
      <h1 className={pageHeading}>{film.title}</h1>
      <p className={lead}>{film.teaser}</p>
      <dl className={factGrid}>
        <dt>Art</dt>
        <dd>Erklärfilm</dd>
        <dt>Länge</dt>
        <dd>{durationText(film.details.durationSeconds)}</dd>
        {topic === null ? null : (
          <>
            <dt>Thema</dt>
            <dd>
              <Link to={topicPath(topic.slug)}>{topic.title}</Link>
            </dd>
          </>
        )}
        {date === null ? null : (
          <>
            <dt>Erschienen</dt>
            <dd>
              <time dateTime={film.publishedAt ?? undefined}>{date}</time>
            </dd>
          </>
        )}
      </dl>
      <section className={`${noticeInfo} ${styles.filmNotice}`} aria-labelledby="film-ansehen">
        <h2 id="film-ansehen">So sehen Sie den Film</h2>
        <p>Diesen Film zeigen wir in unseren Seminaren. Online ist er nicht abrufbar; auf Anfrage senden wir ihn Ihrem Gremium gern zu.</p>
        <p>{contact.external ? <a href={contact.href}>Film anfragen über das Kontaktformular</a> : <Link to={contact.href}>Film anfragen über das Kontaktformular</Link>}</p>
      </section>
      {film.body.length === 0 ? null : (
        <section aria-labelledby="film-inhalt" className={stack}>
          <h2 id="film-inhalt" className={sectionHeading}>
            Inhalt des Films
          </h2>
          <ContentBody body={film.body} />
        </section>
      )}
      <RelatedItems id="passende-seminare" heading="Seminare, in denen Sie mehr erfahren" cards={film.related.themes} />
      <RelatedItems id="verwandte-themen" heading="Verwandte Themen" cards={film.related.topics} />
    </article>
  );
};
