import { Link, useLoaderData } from 'react-router';
import { EVENT_LIST_PATH, RUBRICS_PATH } from './catalogue-paths';
import type { RubricPageData } from './overview.loaders';
import { Breadcrumbs } from './Breadcrumbs';
import { ThemeTiles } from './ThemeTiles';
import { actionLink } from '../../theme/action-link.styles';
import { lead, page as pageFrame, pageHeading } from '../../theme/page.styles';
import { formatCount } from '../../../domain/text/german-numbers';

/** /seminare/r/{rubric}: the seminars of one rubric. */
export const RubricPage = () => {
  const { rubric, themes } = useLoaderData<RubricPageData>();
  return (
    <div className={pageFrame}>
      <Breadcrumbs
        trail={[
          { label: 'Startseite', to: '/' },
          { label: 'Seminare', to: '/seminare' },
          { label: 'Rubriken', to: RUBRICS_PATH },
          { label: rubric.name },
        ]}
      />
      <h1 className={pageHeading}>{rubric.name}</h1>
      <p className={lead}>{rubric.description}</p>
      <ThemeTiles themes={themes} headingLevel={2} />
      <Link className={actionLink} to={`${EVENT_LIST_PATH}?rubric=${encodeURIComponent(rubric.slug)}`}>
        Alle {formatCount(rubric.upcomingEvents)} Termine dieser Rubrik
      </Link>
    </div>
  );
};
