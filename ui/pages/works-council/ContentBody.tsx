import { Link } from 'react-router';
import type { ContentBody as Body } from '../../../application/content/content-blocks';
import type { SummaryData } from './works-council.loaders';
import { KIND_LABEL } from './content-labels';
import { germanDate } from './content-dates';
import { badge } from '../../theme/badge.styles';
import { card } from '../../theme/card-list.styles';
import { smallPrint } from '../../theme/page.styles';
import { pager } from '../../theme/pager.styles';
import { prose } from '../../theme/prose.styles';

/** The body's blocks as elements: text only, so stored content can never inject markup. */
export const ContentBody = ({ body }: { readonly body: Body }) => (
  <div className={prose}>
    {body.map((block, index) => {
      const key = `${String(index)}-${block.type}`;
      switch (block.type) {
        case 'heading':
          return <h2 key={key}>{block.text}</h2>;
        case 'paragraph':
          return <p key={key}>{block.text}</p>;
        case 'quote':
          return <blockquote key={key}>{block.text}</blockquote>;
        case 'list':
          return (
            <ul key={key}>
              {block.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          );
      }
    })}
  </div>
);

/** Kinds with a page on this site (FAQ, downloads and videos: their overview, at the item's anchor); entitlements are linked elsewhere. */
const HAS_PAGE: ReadonlySet<string> = new Set(['article', 'news', 'interview', 'law', 'lexicon', 'ruling', 'election-news', 'job', 'faq', 'guide', 'download', 'video']);

/** One item in a listing: kind, date, linked title, teaser. Headings at the level the page needs. */
export const Teaser = ({ item, level = 2 }: { readonly item: SummaryData; readonly level?: 2 | 3 }) => {
  const Heading = level === 2 ? 'h2' : 'h3';
  const date = germanDate(item.publishedAt);
  return (
    <li className={card}>
      <p className={smallPrint}>
        <span className={badge}>{KIND_LABEL[item.kind]}</span> {date && <time dateTime={item.publishedAt ?? undefined}>{date}</time>}
      </p>
      <Heading>{HAS_PAGE.has(item.kind) ? <Link to={item.path}>{item.title}</Link> : item.title}</Heading>
      <p>{item.teaser}</p>
    </li>
  );
};

/** ?page= links under a listing; plain links, so they work without JavaScript. */
export const Pager = ({ path, page, pageSize, total }: { path: string; page: number; pageSize: number; total: number }) => {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const link = (n: number) => (n === 1 ? path : `${path}?page=${String(n)}`);
  return (
    <nav className={pager} aria-label="Seiten">
      {page > 1 ? <Link to={link(page - 1)}>← Vorherige Seite</Link> : <span />}
      <span>
        Seite {page} von {pages}
      </span>
      {page < pages ? <Link to={link(page + 1)}>Nächste Seite →</Link> : <span />}
    </nav>
  );
};
