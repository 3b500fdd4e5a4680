import { Link, useLoaderData } from 'react-router';
import { ENTITLEMENT_PAGES } from './entitlement-pages';
import { ENTITLEMENT_BODIES, entitlementPath } from './entitlement-paths';
import { ENTITLEMENT_TEXTS, paperworkLaw } from './entitlement-texts';
import type { EntitlementPageData } from './entitlement.loader';
import * as styles from './entitlement.styles';

/** /schulungsanspruch/{br|sbv|jav}: the training entitlement of one body, its seminars and the papers for the employer. */
export const EntitlementPage = () => {
  const { body, seminars, rubricName, rubricHref, portalHref, legalBasis } = useLoaderData<EntitlementPageData>();
  const text = ENTITLEMENT_TEXTS[body];
  const law = paperworkLaw(text);
  return (
    <article className={styles.page}>
      <nav aria-label="Schulungsanspruch für" className={styles.bodies}>
        <ul>
          {ENTITLEMENT_BODIES.map((each) => (
            <li key={each}>
              <Link to={entitlementPath(each)} aria-current={each === body ? 'page' : undefined}>
                {ENTITLEMENT_PAGES[each].label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <h1 className={styles.heading}>{ENTITLEMENT_PAGES[body].title}</h1>
      <p className={styles.lead}>{text.lead}</p>
      <p className={styles.notice} role="note">
        Diese Seite erklärt die Rechtslage allgemein und vereinfacht. Sie ist keine Rechtsberatung und ersetzt nicht die Prüfung Ihres
        Einzelfalls.
      </p>
      <div className={styles.columns}>
        <div>
          {text.sections.map((section, index) => (
            <section key={section.heading} aria-labelledby={`anspruch-${String(index + 1)}`}>
              <h2 id={`anspruch-${String(index + 1)}`} className={styles.sectionHeading}>
                {section.heading}
              </h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph} className={styles.text}>
                  {paragraph}
                </p>
              ))}
            </section>
          ))}
          <section aria-labelledby="so-gehts">
            <h2 id="so-gehts" className={styles.sectionHeading}>
              So kommen Sie zum Seminar
            </h2>
            <p className={styles.text}>{text.decision}</p>
            <p className={styles.text}>
              Nach Ihrer Buchung finden Sie in <a href={portalHref}>Mein Bereich</a> zu jedem Teilnehmer zwei Vorlagen als PDF, schon mit
              den Daten der Buchung ausgefüllt: den <strong>Entsendungsbeschluss</strong> ({law.trainingBasis}) und das Schreiben zur{' '}
              <strong>Kostenübernahme</strong> an den Arbeitgeber ({law.costBasis}). Bitte prüfen Sie beide und passen Sie sie an Ihren
              Betrieb an.
            </p>
          </section>
        </div>
        <aside aria-labelledby="rechtsgrundlage" className={styles.basis}>
          <h2 id="rechtsgrundlage" className={styles.smallHeading}>
            Rechtsgrundlage
          </h2>
          <ul>
            {legalBasis.map((norm) => (
              <li key={norm.text}>{norm.href === null ? norm.text : <a href={norm.href}>{norm.text}</a>}</li>
            ))}
          </ul>
        </aside>
      </div>
      <section aria-labelledby="passende-seminare">
        <h2 id="passende-seminare" className={styles.sectionHeading}>
          Passende Seminare
        </h2>
        {seminars.length === 0 ? (
          <p className={styles.text}>Derzeit sind in dieser Rubrik keine Termine geplant.</p>
        ) : (
          <ul className={styles.seminars}>
            {seminars.map((seminar) => (
              <li key={seminar.href}>
                <h3 className={styles.seminarTitle}>
                  <a href={seminar.href}>{seminar.title}</a>
                </h3>
                <p className={styles.seminarText}>{seminar.subtitle}</p>
                <p className={styles.seminarDate}>Nächster Termin: {seminar.nextDate}</p>
              </li>
            ))}
          </ul>
        )}
        <p>
          <a href={rubricHref}>Alle Seminare der Rubrik {rubricName}</a>
        </p>
      </section>
    </article>
  );
};
