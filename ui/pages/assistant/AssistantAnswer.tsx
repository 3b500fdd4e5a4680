import { Temporal } from 'temporal-polyfill';
import type * as t from 'io-ts';
import type { AssistantAnswerWire } from '../../../application/assistant/assistant.codecs';
import { formatDate } from '../../../domain/calendar/calendar';
import { linkTo, type Here } from '../recommendations/site-link';
import { NOTHING_FOUND } from './assistant-texts';
import * as styles from './assistant.styles';
import { smallPrint } from '../../theme/page.styles';

type Answer = t.OutputOf<typeof AssistantAnswerWire>;

/**
 * One answer: the quoted passages with their sources, then seminars that fit. With nothing
 * found it says so and offers a person instead (the consultation lives on the main site).
 */
export const AssistantAnswer = ({ answer, here }: { readonly answer: Answer; readonly here: Here }) => {
  if (answer.passages.length === 0) {
    const consultation = linkTo('main', '/service/beratung', here);
    return (
      <p>
        {NOTHING_FOUND} Versuchen Sie es gern mit anderen Worten – oder sprechen Sie mit uns: <a href={consultation.href}>Persönliche Beratung vereinbaren</a>.
      </p>
    );
  }
  return (
    <>
      <p>Das steht in unserem Wissen dazu:</p>
      {answer.passages.map((passage) => (
        <figure key={passage.source.path} className={styles.passage}>
          <blockquote cite={passage.source.path}>
            <p>{passage.text}</p>
          </blockquote>
          <figcaption>
            Quelle: {passage.source.kindLabel} – <a href={passage.source.path}>{passage.source.title}</a>
          </figcaption>
        </figure>
      ))}
      {answer.seminars.length === 0 ? null : (
        <>
          <h3 className={styles.seminarsHeading}>Passende Seminare</h3>
          <ul>
            {answer.seminars.map((seminar) => (
              <li key={seminar.path}>
                <a href={linkTo('main', seminar.path, here).href}>{seminar.title}</a>
                {seminar.nextDate === null ? null : <span> – nächster Termin ab {formatDate(Temporal.Instant.from(seminar.nextDate))}</span>}
              </li>
            ))}
          </ul>
        </>
      )}
      <p className={smallPrint}>Auszüge aus unseren Inhalten; sie ersetzen keine Rechtsberatung im Einzelfall.</p>
    </>
  );
};
