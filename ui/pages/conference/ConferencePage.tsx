import { Link, useLoaderData } from 'react-router';
import { Temporal } from 'temporal-polyfill';
import { dateTimeRangeText, formatDate, formatTime } from '../../../domain/calendar/calendar';
import { cents, formatEuro } from '../../../domain/money/money';
import { Breadcrumbs } from '../catalogue/Breadcrumbs';
import { hotelPath } from '../catalogue/catalogue-paths';
import type { ConferencePageData } from './conference.loader';
import * as formStyles from '../../forms/forms.styles';
import { primaryButton } from '../../theme/controls.styles';
import { bookingPagePath, signupPath } from './conference.paths';
import * as styles from './conference.styles';
import { factList } from '../../theme/fact-list.styles';
import { lead, page as pageFrame, pageHeading, sectionHeading } from '../../theme/page.styles';
import { prose } from '../../theme/prose.styles';

/** A Fachtagung: when, where, what it costs, and its programme in time order. */
export const ConferencePage = () => {
  const { conference } = useLoaderData<ConferencePageData>();
  const start = Temporal.Instant.from(conference.startDate);
  const end = Temporal.Instant.from(conference.endDate);
  return (
    <div className={pageFrame}>
      <Breadcrumbs trail={[{ label: 'Startseite', to: '/' }, { label: 'Fachtagungen' }, { label: conference.title }]} />
      <h1 className={pageHeading}>{conference.title}</h1>
      <p className={lead}>{conference.subtitle}</p>
      <dl className={`${formStyles.card} ${factList} ${styles.facts}`}>
        <div>
          <dt>Termin</dt>
          <dd>{dateTimeRangeText(start, end)}</dd>
        </div>
        <div>
          <dt>Ort</dt>
          <dd>
            <Link to={hotelPath(conference.venue.name, conference.venue.hotelId)}>{conference.venue.name}</Link>,{' '}
            {conference.venue.street}, {conference.venue.postalCode} {conference.venue.city}
          </dd>
        </div>
        <div>
          <dt>Preis</dt>
          <dd>{formatEuro(cents(conference.price))} zzgl. MwSt.</dd>
        </div>
      </dl>
      <div className={formStyles.actions}>
        <Link to={bookingPagePath(conference.url)} className={primaryButton}>
          Jetzt buchen
        </Link>
        <Link to={signupPath(conference.url)} className={formStyles.secondaryButton}>
          Unverbindlich anmelden / Interesse bekunden
        </Link>
      </div>
      <p className={prose}>{conference.description}</p>
      <h2 className={sectionHeading}>Programm</h2>
      <ol className={styles.program}>
        {conference.program.map((item) => {
          const at = Temporal.Instant.from(item.startDate);
          return (
            <li key={item.position}>
              <time dateTime={item.startDate}>
                {formatDate(at)}, {formatTime(at)} Uhr
              </time>
              <div>
                <strong>{item.title}</strong>
                {item.speaker ? <span>{item.speaker}</span> : null}
              </div>
            </li>
          );
        })}
      </ol>
    </div>
  );
};
