import { useActionData, useLoaderData } from 'react-router';
import { FEEDBACK_MESSAGES } from '../../../../domain/portal/feedback';
import { ChoiceGroup, TextAreaField } from '../../../forms/Field';
import { FormMessage, Notice } from '../../../forms/Notice';
import { PageForm } from '../../../forms/PageForm';
import * as formStyles from '../../../forms/forms.styles';
import { outcomeFor, type FormOutcome } from '../../../forms/page-form-action';
import { primaryButton } from '../../../theme/controls.styles';
import { PORTAL_HOME_PATHS } from '../portal.paths';
import * as styles from '../portal.styles';
import { FEEDBACK_TARGET, feedbackPagePath, type AttendedSeminar, type FeedbackPageData, type GivenFeedbackRow } from './feedback.loaders';
import * as pageParts from '../../../theme/page.styles';
import * as cardParts from '../../../theme/card.styles';
import * as columnParts from '../../../theme/columns.styles';
import * as listParts from '../../../theme/plain-list.styles';
import * as linkParts from '../../../theme/link-row.styles';

const STARS = [1, 2, 3, 4, 5].map((stars) => ({ value: String(stars), label: stars === 1 ? '1 Stern' : `${String(stars)} Sterne` }));

const SeminarCard = ({ seminar }: { readonly seminar: AttendedSeminar }) => (
  <div className={cardParts.card}>
    <p className={pageParts.smallPrint}>{seminar.date}</p>
    <h2 className={cardParts.cardTitle}>{seminar.title}</h2>
    <p className={pageParts.smallPrint}>{seminar.location}</p>
  </div>
);

const FeedbackForm = ({ seminar }: { readonly seminar: AttendedSeminar }) => {
  const outcome = outcomeFor(useActionData<FormOutcome>(), FEEDBACK_TARGET);
  const value = (name: string) => outcome?.values[name];
  return (
    <PageForm className={`${formStyles.card} ${pageParts.stack} ${pageParts.narrow}`} outcome={outcome} aria-labelledby="feedback-formular">
      <h2 id="feedback-formular" className={pageParts.sectionHeading}>
        Ihr Feedback
      </h2>
      <FormMessage outcome={outcome} shown={['message', 'rating']} />
      <input type="hidden" name="eventId" value={seminar.eventId} />
      <ChoiceGroup id="feedback-bewertung" name="rating" label="Wie zufrieden waren Sie? (optional)" optional choices={STARS} defaultValue={value('rating')} error={outcome?.errors.rating} />
      <TextAreaField
        id="feedback-nachricht"
        name="message"
        label="Ihre Nachricht"
        hint="Was war hilfreich, was können wir besser machen?"
        rows={6}
        defaultValue={value('message')}
        error={outcome?.errors.message}
      />
      <div className={formStyles.actions}>
        <button type="submit" className={primaryButton}>
          Feedback senden
        </button>
      </div>
    </PageForm>
  );
};

const starsText = (rating: number): string => (rating === 1 ? '1 von 5 Sternen' : `${String(rating)} von 5 Sternen`);

/** The feedback the user already sent on this seminar: stored with it, shown back so nothing is sent twice by mistake. */
const GivenFeedbackList = ({ given }: { readonly given: readonly GivenFeedbackRow[] }) =>
  given.length === 0 ? null : (
    <section aria-labelledby="feedback-bisher">
      <h2 id="feedback-bisher" className={pageParts.sectionHeading}>
        Ihr bisheriges Feedback zu diesem Seminar
      </h2>
      <ul className={`${columnParts.halves} ${listParts.plainList}`} aria-labelledby="feedback-bisher">
        {given.map((entry, index) => (
          <li key={index} className={cardParts.card}>
            <p className={pageParts.smallPrint}>
              Gesendet am {entry.date}
              {entry.rating === null ? '' : ` · Bewertung: ${starsText(entry.rating)}`}
            </p>
            <p className={styles.givenMessage}>{entry.message}</p>
          </li>
        ))}
      </ul>
    </section>
  );

/** /kundenportal/send-feedback: feedback on one of the user's attended seminars, with optional stars. */
export const FeedbackPage = () => {
  const { attended, chosen, thanked, given } = useLoaderData<FeedbackPageData>();
  return (
    <section className={pageParts.page} aria-labelledby="feedback-titel">
      <h1 id="feedback-titel" className={pageParts.pageHeading}>
        Feedback zu einem Seminar
      </h1>
      {chosen === null ? (
        <>
          <p className={pageParts.lead}>Wählen Sie das besuchte Seminar, zu dem Sie uns etwas sagen möchten.</p>
          {attended.length === 0 ? (
            <p className={pageParts.smallPrint}>Sie haben noch kein Seminar bei uns besucht. Nach Ihrem ersten Seminar können Sie hier Feedback geben.</p>
          ) : (
            <ul className={`${columnParts.halves} ${listParts.plainList}`} aria-label="Besuchte Seminare">
              {attended.map((seminar) => (
                <li key={seminar.eventId} className={cardParts.card}>
                  <p className={pageParts.smallPrint}>{seminar.date}</p>
                  <h2 className={cardParts.cardTitle}>{seminar.title}</h2>
                  <p className={pageParts.smallPrint}>{seminar.location}</p>
                  <p className={`${linkParts.linkRow} ${linkParts.linkRowSmall}`}>
                    <a href={feedbackPagePath(seminar.eventId)} aria-label={`Feedback geben: ${seminar.title}, ${seminar.date}`}>
                      Feedback geben
                    </a>
                  </p>
                </li>
              ))}
            </ul>
          )}
        </>
      ) : (
        <>
          <SeminarCard seminar={chosen} />
          {thanked ? <Notice tone="success">{FEEDBACK_MESSAGES.thanks}</Notice> : <FeedbackForm seminar={chosen} />}
          <GivenFeedbackList given={given} />
        </>
      )}
      <p className={`${linkParts.linkRow} ${linkParts.linkRowSmall}`}>
        <a href={PORTAL_HOME_PATHS[1]}>Zurück zu Mein Bereich</a>
      </p>
    </section>
  );
};
