import { Link, useLoaderData } from 'react-router';
import { ENTITLEMENT_PAGES } from './entitlement-pages';
import { ENTITLEMENT_BODIES, entitlementPath } from './entitlement-paths';
import { ENTITLEMENT_TEXTS, paperworkLaw } from './entitlement-texts';
import type { EntitlementPageData } from './entitlement.loader';
import * as formStyles from '../../forms/forms.styles';
import { switches } from '../../theme/switches.styles';
import * as pageParts from '../../theme/page.styles';
import * as cardParts from '../../theme/card.styles';
import * as cardListParts from '../../theme/card-list.styles';
import * as columnParts from '../../theme/columns.styles';

/** /schulungsanspruch/{br|sbv|jav}: the training entitlement of one body, its seminars and the papers for the employer. */
export const EntitlementPage = () => {
  const { body, seminars, rubricName, rubricHref, portalHref, legalBasis } = useLoaderData<EntitlementPageData>();
  const text = ENTITLEMENT_TEXTS[body];
  const law = paperworkLaw(text);
  return (
    <article className={pageParts.page}>
      <nav aria-label="Schulungsanspruch für">
        <ul className={switches}>
          {ENTITLEMENT_BODIES.map((each) => (
            <li key={each}>
              <Link to={entitlementPath(each)} aria-current={each === body ? 'page' : undefined}>
                {ENTITLEMENT_PAGES[each].label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <h1 className={pageParts.pageHeading}>{ENTITLEMENT_PAGES[body].title}</h1>
      <p className={`${pageParts.lead} ${pageParts.narrow}`}>{text.lead}</p>
      <p className={`${formStyles.noticeInfo} ${pageParts.narrow}`} role="note">
        Diese Seite erklärt die Rechtslage allgemein und vereinfacht. Sie ist keine Rechtsberatung und ersetzt nicht die Prüfung Ihres
        Einzelfalls.
      </p>
      <div className={columnParts.pageColumns}>
        <div className={columnParts.mainColumn}>
          {text.sections.map((section, index) => (
            <section key={section.heading} aria-labelledby={`anspruch-${String(index + 1)}`}>
              <h2 id={`anspruch-${String(index + 1)}`} className={pageParts.sectionHeading}>
                {section.heading}
              </h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph} className={pageParts.narrow}>
                  {paragraph}
                </p>
              ))}
            </section>
          ))}
          <section aria-labelledby="so-gehts">
            <h2 id="so-gehts" className={pageParts.sectionHeading}>
              So kommen Sie zum Seminar
            </h2>
            <p className={pageParts.narrow}>{text.decision}</p>
            <p className={pageParts.narrow}>
              Nach Ihrer Buchung finden Sie in <a href={portalHref}>Mein Bereich</a> zu jedem Teilnehmer zwei Vorlagen als PDF, schon mit
              den Daten der Buchung ausgefüllt: den <strong>Entsendungsbeschluss</strong> ({law.trainingBasis}) und das Schreiben zur{' '}
              <strong>Kostenübernahme</strong> an den Arbeitgeber ({law.costBasis}). Bitte prüfen Sie beide und passen Sie sie an Ihren
              Betrieb an.
            </p>
          </section>
        </div>
        <aside aria-labelledby="rechtsgrundlage" className={`${cardParts.card} ${cardParts.cardAccent}`}>
          <h2 id="rechtsgrundlage" className={cardParts.cardTitle}>
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
        <h2 id="passende-seminare" className={pageParts.sectionHeading}>
          Passende Seminare
        </h2>
        {seminars.length === 0 ? (
          <p className={pageParts.narrow}>Derzeit sind in dieser Rubrik keine Termine geplant.</p>
        ) : (
          <ul className={cardListParts.cards}>
            {seminars.map((seminar) => (
              <li key={seminar.href} className={cardListParts.card}>
                <h3>
                  <a href={seminar.href}>{seminar.title}</a>
                </h3>
                <p className={pageParts.smallPrint}>{seminar.subtitle}</p>
                <p className={pageParts.smallPrint}>Nächster Termin: {seminar.nextDate}</p>
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
