import { Form, Link, useLoaderData } from 'react-router';
import { lead, page as pageFrame, pageHeading, smallPrint } from '../../theme/page.styles';
import { primaryButton } from '../../theme/controls.styles';
import { downloadFilePath } from '../../../application/content/content-paths';
import { KNOWLEDGE_PATHS } from '../../../application/content/knowledge-paths';
import { FILE_KIND_LABEL, fileSizeText } from '../../../application/content/download-files';
import { FacetSelect } from './FacetSelect';
import type { DownloadsPageData } from './knowledge.loaders';
import * as filters from '../../theme/filter-form.styles';
import * as cardList from '../../theme/card-list.styles';

const downloadsCount = (count: number) => (count === 1 ? '1 Download' : `${String(count)} Downloads`);

/**
 * Downloads (/downloads): a GET form filters by text, file kind, topic and tag (the filter data
 * of /download/filter-data with its counts), so every filtered list is a plain link.
 */
export const DownloadsPage = () => {
  const { filter, facets, topics, downloads } = useLoaderData<DownloadsPageData>();
  const topicTitle = (slug: string) => topics.find((topic) => topic.slug === slug)?.title ?? slug;
  const filtered = filter.q !== '' || filter.art !== '' || filter.thema !== '' || filter.tag !== '';
  return (
    <div className={pageFrame}>
      <h1 className={pageHeading}>Downloads für Betriebsräte</h1>
      <p className={lead}>Musterbeschlüsse, Checklisten und Vorlagen für Ihre Arbeit im Gremium.</p>
      <Form method="get" action={KNOWLEDGE_PATHS.downloads} aria-label="Downloads filtern" className={filters.filterForm}>
        <label>
          Suchbegriff
          <input type="search" name="q" defaultValue={filter.q} maxLength={200} />
        </label>
        <FacetSelect label="Dateiart" name="art" value={filter.art} all="Alle Dateiarten" options={facets.fileKinds.map((kind) => ({ value: kind.value, text: FILE_KIND_LABEL[kind.value] ?? kind.value, count: kind.count }))} />
        <FacetSelect label="Thema" name="thema" value={filter.thema} all="Alle Themen" options={facets.topics.map((topic) => ({ value: topic.slug, text: topicTitle(topic.slug), count: topic.count }))} />
        <FacetSelect label="Schlagwort" name="tag" value={filter.tag} all="Alle Schlagwörter" options={facets.tags.map((tag) => ({ value: tag.slug, text: tag.name, count: tag.count }))} />
        <div className={filters.formButtons}>
          <button type="submit" className={primaryButton}>
            Filtern
          </button>
          {filtered ? <Link to={KNOWLEDGE_PATHS.downloads}>Filter zurücksetzen</Link> : null}
        </div>
      </Form>
      <p className={filters.resultSummary} role="status">
        {filtered ? `${downloadsCount(downloads.length)} von ${String(facets.total)} passen zu Ihrer Auswahl.` : `${downloadsCount(facets.total)}.`}
      </p>
      {downloads.length === 0 ? (
        <p>Kein Download passt zu Ihrer Auswahl. Setzen Sie den Filter zurück oder wählen Sie weniger Merkmale.</p>
      ) : (
        <ul className={cardList.cards} aria-label="Downloads">
          {downloads.map((item) =>
            item.kind === 'download' ? (
              <li key={item.id} id={item.slug} className={cardList.card}>
                <h2>{item.title}</h2>
                <p>{item.teaser}</p>
                <p className={smallPrint}>
                  {FILE_KIND_LABEL[item.details.fileKind]}, {fileSizeText(item.details.sizeBytes)}
                  {item.topicSlug === null ? null : ` · ${topicTitle(item.topicSlug)}`}
                </p>
                <p>
                  <a href={downloadFilePath(item.slug)} download={item.details.fileName}>
                    {item.title} herunterladen ({FILE_KIND_LABEL[item.details.fileKind]})
                  </a>
                </p>
              </li>
            ) : null,
          )}
        </ul>
      )}
    </div>
  );
};
