import { Link, useLoaderData } from 'react-router';
import { ContentBody } from '../works-council/ContentBody';
import { lead, narrow, page as pageFrame, pageHeading } from '../../theme/page.styles';
import { breadcrumbs } from '../../theme/breadcrumbs.styles';
import { chips } from '../../theme/chips.styles';
import { guidePath, tagPath, topicPath } from '../../../application/content/content-paths';
import { KNOWLEDGE_PATHS } from '../../../application/content/knowledge-paths';
import type { ItemData } from '../works-council/works-council.loaders';
import type { GuidesPageData } from './knowledge.loaders';
import * as cardList from '../../theme/card-list.styles';

/** /leitfaden: the guides as cards, each linked to its page. */
export const GuidesPage = () => {
  const { guides } = useLoaderData<GuidesPageData>();
  return (
    <div className={pageFrame}>
      <h1 className={pageHeading}>Leitfäden für die Betriebsratsarbeit</h1>
      <p className={lead}>Schritt für Schritt durch wiederkehrende Aufgaben: vom ersten Tag im Amt bis zur Betriebsvereinbarung.</p>
      {guides.length === 0 ? (
        <p>Zurzeit sind keine Leitfäden veröffentlicht.</p>
      ) : (
        <ul className={cardList.cards}>
          {guides.map((guide) => (
            <li key={guide.id} className={cardList.card}>
              <h2>
                <Link to={guidePath(guide.slug)}>{guide.title}</Link>
              </h2>
              <p>{guide.teaser}</p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
};

/** /leitfaden/{x}: one guide with its steps, its topic and tags, and the way back to all guides. */
export const GuidePage = () => {
  const guide = useLoaderData<ItemData>();
  return (
    <article className={`${pageFrame} ${narrow}`}>
      <nav aria-label="Brotkrumen" className={breadcrumbs}>
        <Link to={KNOWLEDGE_PATHS.guides}>Alle Leitfäden</Link>
      </nav>
      <h1 className={pageHeading}>{guide.title}</h1>
      <ContentBody body={guide.body} />
      {(guide.tags.length > 0 || guide.topicSlug !== null) && (
        <footer className={chips}>
          {guide.topicSlug !== null && <Link to={topicPath(guide.topicSlug)}>Zum Thema</Link>}
          {guide.tags.map((tag) => (
            <Link key={tag.slug} to={tagPath(tag.slug)}>
              #{tag.name}
            </Link>
          ))}
        </footer>
      )}
    </article>
  );
};
