import { Link, useLoaderData } from 'react-router';
import { normAnchor } from './content-anchors';
import { LISTINGS } from './content-labels';
import type { ItemData } from './works-council.loaders';
import * as styles from './works-council.styles';
import { breadcrumbs } from '../../theme/breadcrumbs.styles';
import { lead, narrow, page, pageHeading, sectionHeading, smallPrint, stack } from '../../theme/page.styles';

type LawData = Extract<ItemData, { kind: 'law' }>;
type Norm = LawData['details']['norms'][number];


/** The norms grouped by Teil, in the law's order (a Teil starts where the part changes). */
const byPart = (norms: readonly Norm[]): { part: string; norms: Norm[] }[] =>
  norms.reduce<{ part: string; norms: Norm[] }[]>((groups, norm) => {
    const last = groups.at(-1);
    if (last?.part === norm.part) last.norms.push(norm);
    else groups.push({ part: norm.part, norms: [norm] });
    return groups;
  }, []);

/** /gesetze/{x}: a law with a table of contents and an anchor per norm (#p37). */
export const LawPage = () => {
  const law = useLoaderData<LawData>();
  const parts = byPart(law.details.norms);
  return (
    <article className={`${page} ${narrow}`}>
      <p className={breadcrumbs}>
        <Link to={LISTINGS.law.path}>← {LISTINGS.law.title}</Link>
      </p>
      <h1 className={pageHeading}>
        {law.title} ({law.details.abbreviation})
      </h1>
      <p className={lead}>{law.teaser}</p>
      <nav className={styles.toc} aria-labelledby="inhaltsuebersicht">
        <h2 id="inhaltsuebersicht">Inhaltsübersicht</h2>
        {/* Unnumbered: each entry carries its own § number, a list number beside it would only confuse. */}
        <ul>
          {law.details.norms.map((norm) => (
            <li key={norm.number}>
              <a href={`#${normAnchor(norm.number)}`}>
                {norm.number} {norm.heading}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {parts.map((group) => (
        <section key={group.part} className={stack}>
          {group.part && <h2 className={sectionHeading}>{group.part}</h2>}
          {group.norms.map((norm) => (
            <section key={norm.number} id={normAnchor(norm.number)} className={styles.norm} aria-labelledby={`${normAnchor(norm.number)}-titel`}>
              <h3 id={`${normAnchor(norm.number)}-titel`}>
                {norm.number} {norm.heading}
              </h3>
              {norm.chapter && <p className={smallPrint}>{norm.chapter}</p>}
              <ol className={styles.paragraphs}>
                {norm.paragraphs.map((paragraph, index) => (
                  <li key={`${String(index)}-${paragraph.slice(0, 20)}`}>{paragraph}</li>
                ))}
              </ol>
            </section>
          ))}
        </section>
      ))}
    </article>
  );
};
