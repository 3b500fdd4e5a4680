import { Link, useLoaderData } from 'react-router';
import { appointmentCalendarPath } from '../../../application/consultation/consultation.paths';
import { Notice } from '../../forms/Notice';
import * as formStyles from '../../forms/forms.styles';
import { primaryButton } from '../../theme/controls.styles';
import type { AppointmentJson } from './consultation.loaders';
import { factGrid } from '../../theme/fact-list.styles';
import { page as pageFrame, pageHeading, sectionHeading, stack } from '../../theme/page.styles';
import { dayLabel, dayOf, timeOf } from './slot-text';

/** /service/beratung/termin/{reference}: what was booked, the calendar file, what happens next. */
export const AppointmentPage = () => {
  const appointment = useLoaderData<AppointmentJson>();
  const video = appointment.channel === 'Video';
  return (
    <div className={pageFrame}>
      <h1 className={pageHeading}>Ihr Beratungstermin ist gebucht</h1>
      <Notice tone="success">
        Vielen Dank, {appointment.firstname} {appointment.lastname}. Eine Bestätigung mit dem Termin für Ihren Kalender ist unterwegs an{' '}
        {appointment.email}.
      </Notice>
      <section className={`${formStyles.card} ${stack}`} aria-labelledby="beratungstermin">
        <h2 id="beratungstermin" className={sectionHeading}>
          {`${dayLabel(dayOf(appointment.start))}, ${timeOf(appointment.start)}–${timeOf(appointment.end)} Uhr`}
        </h2>
        <dl className={factGrid}>
          <dt>Beratung</dt>
          <dd>{video ? 'per Video' : `per Telefon unter ${appointment.phone}`}</dd>
          <dt>Mit</dt>
          <dd>
            {appointment.consultant.name}, {appointment.consultant.role}
          </dd>
          <dt>Thema</dt>
          <dd>{appointment.topic.name}</dd>
          {appointment.message === '' ? null : (
            <>
              <dt>Ihr Anliegen</dt>
              <dd>{appointment.message}</dd>
            </>
          )}
        </dl>
        <ol>
          <li>{video ? 'Am Vortag erhalten Sie per E-Mail den Link zur Videoberatung.' : 'Zur vereinbarten Zeit rufen wir Sie an.'}</li>
          <li>Müssen Sie absagen oder verschieben, antworten Sie einfach auf die Bestätigungsmail.</li>
        </ol>
        <div className={formStyles.actions}>
          <a href={appointmentCalendarPath(appointment.reference)} className={primaryButton} download>
            Termin in den Kalender
          </a>
          <Link to="/seminare">Seminare ansehen</Link>
        </div>
      </section>
    </div>
  );
};
