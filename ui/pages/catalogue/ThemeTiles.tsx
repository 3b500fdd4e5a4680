import type * as t from 'io-ts';
import { Link } from 'react-router';
import type { ThemeSummaryWire } from '../../../application/catalogue/theme.codecs';
import { berlinDateText } from '../../dates/instant-text';
import { seminarPath } from './catalogue-paths';
import * as styles from './catalogue.styles';
import { tileGrid } from '../../theme/tile-grid.styles';
import { useHyphenated } from './hyphenated';
import { formatCount } from '../../../domain/text/german-numbers';

export type ThemeSummaryJson = t.OutputOf<typeof ThemeSummaryWire>;

const nextDateText = (theme: ThemeSummaryJson): string =>
  theme.nextDate === null
    ? 'Termine auf Anfrage (auch als Inhouse-Seminar)'
    : `Nächster Termin: ${berlinDateText(theme.nextDate)} · ${formatCount(theme.upcomingEvents)} ${theme.upcomingEvents === 1 ? 'Termin' : 'Termine'}`;

/** Seminars (themes) as tiles: title, what it is about, and when it runs next. */
export const ThemeTiles = ({ themes, headingLevel = 3 }: { readonly themes: readonly ThemeSummaryJson[]; readonly headingLevel?: 2 | 3 }) => {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const hyphenated = useHyphenated();
  return (
    <ul className={tileGrid}>
      {themes.map((theme) => (
        <li key={theme.themeId}>
          <article className={styles.tile}>
            <p>{theme.rubric.name}</p>
            <Heading>
              <Link to={seminarPath(theme.slug)}>{hyphenated(theme.title)}</Link>
            </Heading>
            <p>{theme.subtitle}</p>
            <p className={styles.tileFacts}>{nextDateText(theme)}</p>
          </article>
        </li>
      ))}
    </ul>
  );
};
