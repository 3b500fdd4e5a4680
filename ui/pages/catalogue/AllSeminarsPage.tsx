import { Link, useLoaderData } from 'react-router';
import { seminarPath } from './catalogue-paths';
import type { AllSeminarsPageData } from './overview.loaders';
import type { ThemeSummaryJson } from './ThemeTiles';
import { Breadcrumbs } from './Breadcrumbs';
import * as styles from './catalogue.styles';
import { lead, page as pageFrame, pageHeading } from '../../theme/page.styles';
import { formatCount } from '../../../domain/text/german-numbers';
import { AtoZ } from '../../layout/AtoZ';

/** Groups the (already German-sorted) seminars by their first letter; umlauts go with their base letter. */
const byLetter = (themes: readonly ThemeSummaryJson[]): readonly (readonly [string, readonly ThemeSummaryJson[]])[] => {
  const groups = new Map<string, ThemeSummaryJson[]>();
  for (const theme of themes) {
    const letter = theme.title.normalize('NFD').charAt(0).toUpperCase();
    const key = /[A-Z]/.test(letter) ? letter : '#';
    groups.set(key, [...(groups.get(key) ?? []), theme]);
  }
  return [...groups.entries()];
};

/** /seminare/p: all seminars A–Z. */
export const AllSeminarsPage = () => {
  const { themes } = useLoaderData<AllSeminarsPageData>();
  return (
    <div className={pageFrame}>
      <Breadcrumbs trail={[{ label: 'Startseite', to: '/' }, { label: 'Seminare', to: '/seminare' }, { label: 'Seminare A–Z' }]} />
      <h1 className={pageHeading}>
        Alle Seminare von <AtoZ />
      </h1>
      <p className={lead}>{formatCount(themes.length)} Seminare und Ausbildungen.</p>
      <div className={styles.letterGroups}>
        {byLetter(themes).map(([letter, group]) => (
          <section key={letter} aria-labelledby={`buchstabe-${letter}`}>
            <h2 id={`buchstabe-${letter}`}>{letter}</h2>
            <ul>
              {group.map((theme) => (
                <li key={theme.themeId}>
                  <Link to={seminarPath(theme.slug)}>{theme.title}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
};
