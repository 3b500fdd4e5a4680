import { useLoaderData } from 'react-router';
import type { LegalText } from './legal-texts';
import * as pageParts from '../../theme/page.styles';
import * as styles from './legal.styles';

/** One legal page: the text comes from the loader, so the server renders it in full. */
export const LegalPage = () => {
  const text = useLoaderData<LegalText>();
  return (
    <article className={`${pageParts.page} ${pageParts.narrow}`}>
      <h1 className={pageParts.pageHeading}>{text.title}</h1>
      <p className={pageParts.lead}>{text.intro}</p>
      {text.sections.map((section) => (
        <section key={section.heading} className={styles.section}>
          <h2 className={pageParts.sectionHeading}>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.list && (
            <ul>
              {section.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
      <p className={pageParts.smallPrint}>Stand: {text.revised}</p>
    </article>
  );
};
