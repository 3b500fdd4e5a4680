import { Link, useLoaderData } from 'react-router';
import { PRODUCTS } from '../../../application/content/content-kind';
import { indexLetter } from './content-anchors';
import { lexiconIndexPath, PRODUCT_LABEL } from './content-labels';
import type { ListPageData, SummaryData } from './works-council.loaders';
import * as styles from './works-council.styles';
import { switches } from '../../theme/switches.styles';
import { lead, page as pageFrame, pageHeading } from '../../theme/page.styles';
import { AtoZ } from '../../layout/AtoZ';

const groupByLetter = (items: readonly SummaryData[]): [string, SummaryData[]][] => {
  const groups = new Map<string, SummaryData[]>();
  for (const item of items) {
    const letter = indexLetter(item.title);
    groups.set(letter, [...(groups.get(letter) ?? []), item]);
  }
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b, 'de'));
};

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');

/** /betriebsratslexikon/{br|sbv|jav}: the lexicon of one committee from A to Z. */
export const LexiconIndexPage = () => {
  const { page, section } = useLoaderData<ListPageData>();
  const groups = groupByLetter(page.items);
  const present = new Set(groups.map(([letter]) => letter));
  const label = PRODUCT_LABEL[section as keyof typeof PRODUCT_LABEL];
  return (
    <div className={pageFrame}>
      <h1 className={pageHeading}>
        {label}-Lexikon <AtoZ />
      </h1>
      <p className={lead}>
        {page.total} Begriffe aus der Arbeit {section === 'br' ? 'des Betriebsrats' : section === 'sbv' ? 'der Schwerbehindertenvertretung' : 'der Jugend- und Auszubildendenvertretung'}, kurz und verständlich erklärt.
      </p>
      <nav aria-label="Lexika" className={switches}>
        {PRODUCTS.map((product) => (
          <Link key={product} to={lexiconIndexPath(product)} aria-current={product === section ? 'page' : undefined}>
            {PRODUCT_LABEL[product]}
          </Link>
        ))}
      </nav>
      <nav aria-label="Buchstaben" className={styles.letters}>
        {ALPHABET.map((letter) =>
          present.has(letter) ? (
            <a key={letter} href={`#buchstabe-${letter}`}>
              {letter}
            </a>
          ) : (
            <span key={letter} aria-hidden="true">
              {letter}
            </span>
          ),
        )}
      </nav>
      {groups.map(([letter, items]) => (
        <section key={letter} id={`buchstabe-${letter}`} className={styles.letterGroup} aria-labelledby={`buchstabe-${letter}-titel`}>
          <h2 id={`buchstabe-${letter}-titel`}>{letter}</h2>
          <ul>
            {items.map((item) => (
              <li key={item.id}>
                <Link to={item.path}>{item.title}</Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
};
