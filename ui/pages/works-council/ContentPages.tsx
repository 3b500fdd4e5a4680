import { Link, useLoaderData } from 'react-router';
import { ELECTION_NEWS_ARCHIVE_PATH, JOBS_PATH, LEXICON_PRODUCT, newsPdfPath } from '../../../application/content/content-paths';
import { tagFeedPath, topicFeedPath } from '../../../application/content/content.paths';
import { AskQuestion } from './AskQuestion';
import { ContentBody, Pager, Teaser } from './ContentBody';
import { KIND_LABEL, LISTINGS, lexiconIndexPath, PRODUCT_LABEL, rulingsPath } from './content-labels';
import { germanDate, germanPlainDate } from './content-dates';
import { RelatedItems } from '../recommendations/RelatedItems';
import type { ItemData, ItemPageData, ListPageData, TagPageData, TopicData, TopicPageData } from './works-council.loaders';
import * as styles from './works-council.styles';
import { badge } from '../../theme/badge.styles';
import { breadcrumbs } from '../../theme/breadcrumbs.styles';
import { card, cards } from '../../theme/card-list.styles';
import { chips } from '../../theme/chips.styles';
import { mainColumn, pageColumns } from '../../theme/columns.styles';
import { factGrid } from '../../theme/fact-list.styles';
import { lead, narrow, page as pageFrame, pageHeading, sectionHeading, smallPrint } from '../../theme/page.styles';
import { AtoZ } from '../../layout/AtoZ';
import type { ReactNode } from 'react';

type ListingKind = keyof typeof LISTINGS;

/** Where a listing lives and what it is called: the kind's own listing, or a section's. */
export const listingOf = (kind: string, section: string): { path: string; title: string; description: string } => {
  if (kind === 'ruling') {
    const label = section === 'sbv' ? PRODUCT_LABEL.sbv : PRODUCT_LABEL.br;
    return {
      path: rulingsPath(section),
      title: `Rechtsprechung für ${section === 'sbv' ? 'die ' : 'den '}${label}`,
      description: `Aktuelle Urteile der Arbeitsgerichte für ${label}: Leitsatz, Aktenzeichen und was sie für die Praxis bedeuten.`,
    };
  }
  return LISTINGS[kind as ListingKind];
};

/**
 * The visible way to a page's RSS feed (the head announces it too). A plain link: the feed is a
 * document of the server, not a page of the router. The label names what the feed is about.
 */
const FeedLink = ({ href, about }: { href: string; about: string }) => (
  <p className={smallPrint}>
    <a href={href} type="application/rss+xml" aria-label={`RSS-Feed ${about}`}>
      RSS-Feed
    </a>
  </p>
);

/** A kind's listing (Fachartikel, News, Interviews, Gesetze, Rechtsprechung), newest first or A–Z. */
export const ContentListPage = () => {
  const { kind, page, section } = useLoaderData<ListPageData>();
  const listing = listingOf(kind, section);
  return (
    <div className={pageFrame}>
      <h1 className={pageHeading}>{listing.title}</h1>
      <p className={lead}>{listing.description}</p>
      {page.items.length === 0 ? (
        <p>Hier gibt es noch keine Beiträge.</p>
      ) : (
        <ul className={styles.teasers}>
          {page.items.map((item) => (
            <Teaser key={item.id} item={item} />
          ))}
        </ul>
      )}
      <Pager path={listing.path} page={page.page} pageSize={page.pageSize} total={page.total} />
    </div>
  );
};

/** Breadcrumb back to where the item is listed. */
const backLinkOf = (item: ItemData): { path: string; label: ReactNode } | null => {
  switch (item.kind) {
    case 'article':
    case 'news':
    case 'interview':
    case 'law':
      return { path: LISTINGS[item.kind].path, label: LISTINGS[item.kind].title };
    case 'lexicon':
      return { path: lexiconIndexPath(item.section), label: <>{PRODUCT_LABEL[item.section]}-Lexikon <AtoZ /></> };
    case 'ruling':
      return { path: rulingsPath(item.section), label: listingOf('ruling', item.section).title };
    case 'election-news':
      return { path: ELECTION_NEWS_ARCHIVE_PATH, label: 'Wahl-News: Archiv' };
    case 'job':
      return { path: JOBS_PATH, label: 'Offene Stellen' };
    default:
      return null;
  }
};

/** What sits under the heading: author and date, the interviewee, or the court and file number. */
const Byline = ({ item }: { readonly item: ItemData }) => {
  const date = germanDate(item.publishedAt);
  if (item.kind === 'ruling') {
    return (
      <dl className={factGrid}>
        <dt>Gericht</dt>
        <dd>{item.details.court}</dd>
        <dt>Entscheidung vom</dt>
        <dd>{germanPlainDate(item.details.decidedOn)}</dd>
        <dt>Aktenzeichen</dt>
        <dd>{item.details.fileNumber}</dd>
      </dl>
    );
  }
  return (
    <p className={smallPrint}>
      <span className={badge}>{KIND_LABEL[item.kind]}</span>{' '}
      {item.kind === 'interview' && `Im Gespräch: ${item.details.interviewee}, ${item.details.intervieweeRole}. `}
      {item.author && `Von ${item.author}`}
      {item.author && date && ' · '}
      {date && <time dateTime={item.publishedAt ?? undefined}>{date}</time>}
    </p>
  );
};

/** The kinds read for an answer: beside them the assistant takes the next question. */
const ASKS_BESIDE: ReadonlySet<string> = new Set(['article', 'news', 'interview', 'lexicon', 'ruling']);

/** A Fachartikel, news item, interview, lexicon entry or ruling on its own page. */
export const ContentItemPage = () => {
  const item = useLoaderData<ItemPageData>();
  const back = backLinkOf(item);
  return (
    <article className={`${pageFrame} ${narrow}`}>
      {back && (
        <p className={breadcrumbs}>
          <Link to={back.path}>← {back.label}</Link>
        </p>
      )}
      <h1 className={pageHeading}>{item.title}</h1>
      <Byline item={item} />
      <p className={lead}>{item.teaser}</p>
      <ContentBody body={item.body} />
      {item.kind === 'news' && (
        <p className={smallPrint}>
          <a href={newsPdfPath(item.slug)}>Diese Meldung als PDF</a>
        </p>
      )}
      {item.kind === 'lexicon' && item.relatedTerms.length > 0 && (
        <section aria-labelledby="verwandte-begriffe">
          <h2 id="verwandte-begriffe" className={sectionHeading}>
            Verwandte Begriffe
          </h2>
          <ul>
            {item.relatedTerms.map((term) => (
              <li key={term.slug}>
                <Link to={`/${LEXICON_PRODUCT}slexikon/${item.section}/${term.slug}`}>{term.title}</Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {(item.tags.length > 0 || item.topicSlug) && (
        <footer className={chips}>
          {item.topicSlug && <Link to={`/themen/${item.topicSlug}`}>Zum Thema</Link>}
          {item.tags.map((tag) => (
            <Link key={tag.slug} to={`/tag/${tag.slug}`}>
              #{tag.name}
            </Link>
          ))}
        </footer>
      )}
      {ASKS_BESIDE.has(item.kind) && (
        <AskQuestion scope={item.section === 'sbv' ? 'sbv' : 'br'} lead="Noch eine Frage zum Thema? Der Assistent sucht die Antwort in unserem Wissen und nennt die Quelle." />
      )}
      <RelatedItems id="passende-seminare" heading="Passende Seminare" cards={item.related.themes} />
      <RelatedItems id="verwandte-themen" heading="Verwandte Themen" cards={item.related.topics} />
    </article>
  );
};

/** /themen: every topic with its description. */
export const TopicsPage = () => {
  const topics = useLoaderData<readonly TopicData[]>();
  return (
    <div className={pageFrame}>
      <h1 className={pageHeading}>Themen für Betriebsräte</h1>
      <p className={lead}>Alle Inhalte und passenden Seminare, nach Themen geordnet.</p>
      <ul className={cards}>
        {topics.map((topic) => (
          <li key={topic.slug} className={card}>
            <h2>
              <Link to={topic.path}>{topic.title}</Link>
            </h2>
            <p>{topic.description}</p>
          </li>
        ))}
      </ul>
    </div>
  );
};

/** /themen/{x}: the topic, its content newest first, and the seminars that fit it. */
export const TopicPage = () => {
  const { topic, items, seminars } = useLoaderData<TopicPageData>();
  return (
    <div className={pageFrame}>
      <p className={breadcrumbs}>
        <Link to="/themen">← Alle Themen</Link>
      </p>
      <h1 className={pageHeading}>{topic.title}</h1>
      <p className={lead}>{topic.description}</p>
      <FeedLink href={topicFeedPath('rss', topic.slug)} about={`zum Thema ${topic.title}`} />
      <div className={pageColumns}>
        <section aria-labelledby="thema-inhalte" className={mainColumn}>
          <h2 id="thema-inhalte" className={sectionHeading}>
            Beiträge zum Thema
          </h2>
          <ul className={styles.teasers}>
            {items.items.map((item) => (
              <Teaser key={item.id} item={item} level={3} />
            ))}
          </ul>
          <Pager path={topic.path} page={items.page} pageSize={items.pageSize} total={items.total} />
        </section>
        {seminars.length > 0 && (
          <aside className={card} aria-labelledby="thema-seminare">
            <h2 id="thema-seminare" className={sectionHeading}>
              Passende Seminare
            </h2>
            <ul>
              {seminars.map((seminar) => (
                <li key={seminar.slug}>
                  <a href={seminar.href}>{seminar.title}</a>
                </li>
              ))}
            </ul>
          </aside>
        )}
      </div>
    </div>
  );
};

/** /tag/{x}: Fachartikel, news and interviews with the tag. */
export const TagPage = () => {
  const { tag, items } = useLoaderData<TagPageData>();
  return (
    <div className={pageFrame}>
      <h1 className={pageHeading}>Beiträge zum Schlagwort „{tag.name}“</h1>
      <p className={lead}>{items.total} Beiträge</p>
      <FeedLink href={tagFeedPath('rss', tag.slug)} about={`zum Schlagwort ${tag.name}`} />
      <ul className={styles.teasers}>
        {items.items.map((item) => (
          <Teaser key={item.id} item={item} />
        ))}
      </ul>
      <Pager path={`/tag/${tag.slug}`} page={items.page} pageSize={items.pageSize} total={items.total} />
    </div>
  );
};
