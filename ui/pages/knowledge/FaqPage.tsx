import { Form, Link, useLoaderData } from 'react-router';
import { ContentBody } from '../works-council/ContentBody';
import { lead, page as pageFrame, pageHeading, sectionHeading, stack } from '../../theme/page.styles';
import { primaryButton } from '../../theme/controls.styles';
import { KNOWLEDGE_PATHS } from '../../../application/content/knowledge-paths';
import type { FaqPageData } from './knowledge.loaders';
import * as filters from '../../theme/filter-form.styles';
import * as styles from './knowledge.styles';

const hits = (count: number) => (count === 1 ? '1 Frage' : `${String(count)} Fragen`);

/**
 * Häufige Fragen (/faq): grouped by topic, each answer in a <details> (opens without
 * JavaScript), searchable by a GET form (?q=), so a search is a link one can share.
 */
export const FaqPage = () => {
  const { query, total, groups } = useLoaderData<FaqPageData>();
  const shown = groups.reduce((sum, group) => sum + group.items.length, 0);
  return (
    <div className={pageFrame}>
      <h1 className={pageHeading}>Häufige Fragen</h1>
      <p className={lead}>Antworten auf die Fragen, die Betriebsräte uns am häufigsten zu Seminaren, Kosten und Schulungsanspruch stellen.</p>
      <Form method="get" action={KNOWLEDGE_PATHS.faq} role="search" aria-label="Fragen durchsuchen" className={filters.filterForm}>
        <label>
          Suchbegriff
          <input type="search" name="q" defaultValue={query} maxLength={200} />
        </label>
        <div className={filters.formButtons}>
          <button type="submit" className={primaryButton}>
            Fragen durchsuchen
          </button>
          {query === '' ? null : <Link to={KNOWLEDGE_PATHS.faq}>Alle Fragen zeigen</Link>}
        </div>
      </Form>
      <p className={filters.resultSummary} role="status">
        {query === '' ? `${hits(total)} in ${String(groups.length)} Themen.` : shown === 0 ? `Keine Frage passt zu „${query}“. Versuchen Sie ein anderes Wort oder stellen Sie Ihre Frage unserem Assistenten.` : `${hits(shown)} zu „${query}“ gefunden.`}
      </p>
      {shown === 0 && query !== '' ? (
        <p>
          <a href="/chatbot">Zum Assistenten für Betriebsratsfragen</a>
        </p>
      ) : null}
      {groups.map((group) => {
        const id = `thema-${group.slug ?? 'weitere'}`;
        return (
          <section key={id} aria-labelledby={id} className={stack}>
            <h2 id={id} className={sectionHeading}>
              {group.title}
            </h2>
            <div className={styles.questions}>
              {group.items.map((item) => (
                <details key={item.id} id={item.slug} open={query !== ''}>
                  <summary>{item.title}</summary>
                  <div>
                    <ContentBody body={item.body} />
                  </div>
                </details>
              ))}
            </div>
          </section>
        );
      })}
    </div>
  );
};
