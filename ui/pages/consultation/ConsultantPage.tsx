import { Link, useActionData, useLoaderData, useNavigation } from 'react-router';
import { consultantPagePath } from '../../../application/consultation/consultation.paths';
import { CHANNELS } from '../../../domain/consultation/appointment-request';
import { SALUTATION_OPTIONS } from '../../../domain/validation/salutation';
import { ChoiceGroup, SelectField, TextAreaField, TextField } from '../../forms/Field';
import { FormMessage, Notice } from '../../forms/Notice';
import { PageForm } from '../../forms/PageForm';
import * as formStyles from '../../forms/forms.styles';
import { outcomeFor, type FormOutcome } from '../../forms/page-form-action';
import { primaryButton } from '../../theme/controls.styles';
import { visuallyHidden } from '../../theme/visually-hidden.styles';
import { BOOKING_FORM, TOPIC_PARAM, WEEK_PARAM, type ConsultantPageData } from './consultation.loaders';
import * as styles from './consultation.styles';
import { card as cardListCard } from '../../theme/card-list.styles';
import { page as pageFrame, pageHeading, sectionHeading, stack } from '../../theme/page.styles';
import { pager } from '../../theme/pager.styles';
import { ConsultantCard } from './ConsultantCard';
import { addDays, byDay, dateText, dayLabel, timeOf } from './slot-text';

const SHOWN_FIELDS = ['start', 'salutation', 'firstname', 'lastname', 'email', 'phone', 'topic', 'channel', 'message'];

const CHANNEL_CHOICES = CHANNELS.map((channel) => ({
  value: channel,
  label: channel === 'Telefon' ? 'Telefon' : 'Video',
  hint: channel === 'Telefon' ? 'Wir rufen Sie zur vereinbarten Zeit an.' : 'Den Link zur Videoberatung erhalten Sie am Vortag per E-Mail.',
}));

/**
 * /service/beratung/{slug}: one week of free half-hour slots and the booking form, in one form
 * post (works without JavaScript). A slot taken meanwhile comes back as a message, the week
 * reloads without it, and nothing typed is lost.
 */
export const ConsultantPage = () => {
  const { consultant, week, topic } = useLoaderData<ConsultantPageData>();
  const outcome = outcomeFor(useActionData<FormOutcome>(), BOOKING_FORM);
  const sending = useNavigation().state === 'submitting';
  const values = outcome?.values ?? {};
  const field = (name: string) => ({ id: `beratung-${name}`, name, defaultValue: values[name], error: outcome?.errors[name] });
  const weekPath = (from: string): string => {
    const search = new URLSearchParams({ [WEEK_PARAM]: from });
    if (topic !== '') search.set(TOPIC_PARAM, topic);
    return `${consultantPagePath(consultant.slug)}?${search.toString()}`;
  };
  const previous = addDays(week.from, -7);
  const next = addDays(week.from, 7);
  const hasPrevious = week.from > week.firstBookableDay;
  const hasNext = next <= week.lastBookableDay;
  const startError = outcome?.errors.start;

  return (
    <div className={pageFrame}>
      <p>
        <Link to="/service/beratung">Alle Bildungsberater</Link>
      </p>
      <h1 className={pageHeading}>Beratungstermin vereinbaren</h1>
      <div className={styles.booking}>
        <section className={`${cardListCard} ${styles.card}`} aria-label="Ihre Beraterin oder Ihr Berater">
          <ConsultantCard consultant={consultant} headingLevel={2} />
        </section>
        <PageForm className={`${formStyles.card} ${stack}`} outcome={outcome} aria-label={`Termin mit ${consultant.name} buchen`}>
          <FormMessage outcome={outcome} shown={SHOWN_FIELDS} />
          <h2 className={sectionHeading}>1. Termin wählen</h2>
          <nav className={pager} aria-label="Woche wählen">
            {hasPrevious ? <Link to={weekPath(previous < week.firstBookableDay ? week.firstBookableDay : previous)}>← Vorherige Woche</Link> : <span />}
            <strong>
              {dateText(week.from)} – {dateText(week.to)}
            </strong>
            {hasNext ? <Link to={weekPath(next)}>Nächste Woche →</Link> : <span />}
          </nav>
          {startError === undefined ? null : (
            <p id="beratung-start-fehler" className={formStyles.fieldError}>
              {startError}
            </p>
          )}
          {week.slots.length === 0 ? (
            <Notice tone="info">In dieser Woche ist kein Termin mehr frei. Bitte sehen Sie in der nächsten Woche nach.</Notice>
          ) : (
            byDay(week.slots).map(({ day, slots }) => (
              <fieldset key={day} className={formStyles.fieldGroup}>
                <legend>{dayLabel(day)}</legend>
                <div className={styles.times}>
                  {slots.map((slot, index) => (
                    <label key={slot.start} className={`${formStyles.choice} ${styles.time}`}>
                      <input
                        type="radio"
                        name="start"
                        value={slot.start}
                        defaultChecked={values.start === slot.start}
                        aria-invalid={startError !== undefined && index === 0 ? true : undefined}
                        aria-describedby={startError === undefined ? undefined : 'beratung-start-fehler'}
                      />
                      {timeOf(slot.start)}
                      <span className={visuallyHidden}> Uhr</span>
                    </label>
                  ))}
                </div>
              </fieldset>
            ))
          )}
          <h2 className={sectionHeading}>2. Ihre Angaben</h2>
          <SelectField {...field('salutation')} label="Anrede" options={SALUTATION_OPTIONS} placeholder="Bitte wählen" />
          <div className={formStyles.grid}>
            <TextField {...field('firstname')} label="Vorname" autoComplete="given-name" />
            <TextField {...field('lastname')} label="Nachname" autoComplete="family-name" />
            <TextField {...field('email')} label="E-Mail" type="email" autoComplete="email" />
            <TextField {...field('phone')} label="Telefon" type="tel" autoComplete="tel" />
          </div>
          <SelectField
            {...field('topic')}
            defaultValue={values.topic ?? topic}
            label="Thema"
            options={consultant.topics.map((candidate) => ({ value: candidate.slug, label: candidate.name }))}
            placeholder="Bitte wählen"
          />
          <ChoiceGroup {...field('channel')} defaultValue={values.channel ?? 'Telefon'} label="Wie möchten Sie beraten werden?" choices={CHANNEL_CHOICES} />
          <TextAreaField {...field('message')} label="Ihr Anliegen" rows={4} optional />
          <div className={formStyles.actions}>
            <button type="submit" className={primaryButton} disabled={sending}>
              Beratungstermin buchen
            </button>
          </div>
          <p className={formStyles.hint}>
            Die Beratung ist kostenlos und unverbindlich. Wie wir Ihre Angaben verarbeiten, lesen Sie in unserer{' '}
            <a href="/datenschutz">Datenschutzerklärung</a>.
          </p>
        </PageForm>
      </div>
    </div>
  );
};
