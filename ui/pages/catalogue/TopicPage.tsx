import { useLoaderData } from 'react-router';
import type { TopicPageData } from './overview.loaders';
import { Breadcrumbs } from './Breadcrumbs';
import { ThemeTiles } from './ThemeTiles';
import { lead, page as pageFrame, pageHeading } from '../../theme/page.styles';
import { formatCount } from '../../../domain/text/german-numbers';

/** /seminare/t/{topic}: the seminars on one topic (a keyword of the seminars). */
export const TopicPage = () => {
  const { topic, themes } = useLoaderData<TopicPageData>();
  return (
    <div className={pageFrame}>
      <Breadcrumbs trail={[{ label: 'Startseite', to: '/' }, { label: 'Seminare', to: '/seminare' }, { label: topic }]} />
      <h1 className={pageHeading}>Seminare zum Thema {topic}</h1>
      <p className={lead}>
        {themes.length === 1 ? 'Ein Seminar' : `${formatCount(themes.length)} Seminare`} zum Thema {topic}.
      </p>
      <ThemeTiles themes={themes} headingLevel={2} />
    </div>
  );
};
