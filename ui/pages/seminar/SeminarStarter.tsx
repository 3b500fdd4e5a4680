import { Link } from 'react-router';
import { SEMINAR_SUB_PAGES, seminarSubPath } from './sub-pages';
import { useSeminar } from './use-seminar';
import { sectionHeading } from '../../theme/page.styles';
import * as styles from './seminar.styles';

/** /seminare/p/{slug}/starterpaket: what comes with the seminar for a good start. */
export const SeminarStarter = () => {
  const seminar = useSeminar();
  return (
    <section aria-labelledby="starterpaket">
      <h2 id="starterpaket" className={sectionHeading}>
        Das Starterpaket zu „{seminar.title}“
      </h2>
      <p>
        {seminar.subtitle}: Damit Sie das Gelernte gleich im Betrieb anwenden, erhalten Sie mit Ihrer Buchung ein
        Starterpaket für das Handlungsfeld {seminar.actionField}.
      </p>
      <ul>
        <li>Aktuelle Textausgabe der wichtigsten Gesetze für Ihre Arbeit</li>
        <li>Arbeitsmappe mit Mustern, Checklisten und Beispielen aus dem Seminar</li>
        <li>Zugang zu den Unterlagen im Kundenbereich meinifb</li>
        <li>Teilnahmebescheinigung für Ihre Unterlagen</li>
      </ul>
      {seminar.targetGroups.length > 0 ? (
        <p>Besonders geeignet für: {seminar.targetGroups.join(', ')}.</p>
      ) : null}
      <Link className={styles.more} to={seminarSubPath(seminar.slug, SEMINAR_SUB_PAGES[1])}>
        Termin wählen und Starterpaket sichern
      </Link>
    </section>
  );
};
