import { cx } from '@linaria/core';
import * as E from 'fp-ts/Either';
import { useEffect, useReducer, useRef, useState, type SyntheticEvent } from 'react';
import { SALUTATION_OPTIONS } from '../../../domain/validation/salutation';
import { formReducer, initialFormState } from '../../../domain/validation/submit-machine';
import { useService } from '../../di/services-context';
import { FORMS } from '../../di/ui.tokens';
import { PROVIDER } from '../../layout/provider';
import { CONTACT_SCHEMA, CONTACT_TOPICS, type ContactField } from './contact-form';
import * as styles from './contact.styles';
import { primaryButton } from '../../theme/controls.styles';

const reducer = formReducer(CONTACT_SCHEMA);

const UNEXPECTED = 'Es ist ein unerwarteter Fehler aufgetreten! Bitte wenden Sie sich an den Support.';

interface FieldProps {
  readonly name: ContactField;
  readonly label: string;
  readonly required: boolean;
  readonly error: string | undefined;
  readonly children: (props: {
    id: string;
    name: ContactField;
    'aria-invalid': boolean;
    'aria-describedby': string | undefined;
    required: boolean;
  }) => React.ReactNode;
}

/** A label, the control, and the §5 message under it, tied together for screen readers. */
const Field = ({ name, label, required, error, children }: FieldProps) => {
  const id = `kontakt-${name}`;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>
        {label}
        {required ? ' *' : ' (optional)'}
      </label>
      {children({ id, name, 'aria-invalid': error !== undefined, 'aria-describedby': error ? `${id}-fehler` : undefined, required })}
      {error && (
        <p id={`${id}-fehler`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
};

/**
 * /service/kontakt: the contact request (POST /api/contact-request). Messages appear under the
 * fields after the first submit, from the same rules the server applies.
 */
export const ContactPage = () => {
  const forms = useService(FORMS);
  const [state, dispatch] = useReducer(reducer, initialFormState(CONTACT_SCHEMA));
  const formRef = useRef<HTMLFormElement>(null);
  const thanksRef = useRef<HTMLDivElement>(null);
  const [thanks, setThanks] = useState('');

  useEffect(() => {
    if (state.status !== 'loading') return;
    let current = true;
    void forms.submit('contact-request', state.values)().then((result) => {
      if (!current) return;
      if (E.isRight(result)) setThanks(result.right.message);
      dispatch({ type: E.isRight(result) ? 'requestSucceeded' : 'requestFailed' });
    });
    return () => {
      current = false;
    };
  }, [state.status, state.values, forms]);

  useEffect(() => {
    if (state.status === 'success') thanksRef.current?.focus();
    // After a failed submit the first field with a message gets the focus, so it is read out.
    if (state.submitAttempted && state.status === 'editing') {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    }
  }, [state.status, state.submitAttempted]);

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    dispatch({ type: 'submitted' });
  };
  const change = (field: ContactField) => (event: { target: { value: string } }) => {
    dispatch({ type: 'changed', field, value: event.target.value });
  };
  const error = (field: ContactField) => state.fieldErrors[field];
  const isRequired = (field: ContactField) => field !== 'company' && field !== 'phone';

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>Kontakt</h1>
      <p className={styles.lead}>
        Sie haben Fragen zu einem Seminar, zur Freistellung oder zu Ihrer Buchung? Schreiben Sie uns, wir antworten in der Regel
        innerhalb eines Werktages. Telefonisch erreichen Sie uns unter <a href={PROVIDER.phoneHref}>{PROVIDER.phone}</a> (
        {PROVIDER.serviceHours}).
      </p>
      {state.status === 'success' ? (
        <div ref={thanksRef} tabIndex={-1} role="status" className={styles.success}>
          <h2>Nachricht gesendet</h2>
          <p>{thanks}</p>
        </div>
      ) : (
        <form ref={formRef} className={styles.form} method="post" onSubmit={onSubmit} noValidate aria-label="Kontaktanfrage">
          <noscript>
            <p className={styles.error}>
              Das Formular braucht JavaScript. Schreiben Sie uns gern direkt an <a href={`mailto:${PROVIDER.email}`}>{PROVIDER.email}</a>.
            </p>
          </noscript>
          <p className={styles.hint}>Pflichtfelder sind mit * gekennzeichnet.</p>
          <Field name="salutation" label="Anrede" required error={error('salutation')}>
            {(props) => (
              <select {...props} value={state.values.salutation} onChange={change('salutation')}>
                <option value="">Bitte wählen</option>
                {SALUTATION_OPTIONS.map((option) => (
                  <option key={option}>{option}</option>
                ))}
              </select>
            )}
          </Field>
          <div className={styles.row}>
            <Field name="firstname" label="Vorname" required error={error('firstname')}>
              {(props) => <input {...props} autoComplete="given-name" value={state.values.firstname} onChange={change('firstname')} />}
            </Field>
            <Field name="lastname" label="Nachname" required error={error('lastname')}>
              {(props) => <input {...props} autoComplete="family-name" value={state.values.lastname} onChange={change('lastname')} />}
            </Field>
          </div>
          <div className={styles.row}>
            <Field name="email" label="E-Mail" required error={error('email')}>
              {(props) => <input {...props} type="email" autoComplete="email" value={state.values.email} onChange={change('email')} />}
            </Field>
            <Field name="phone" label="Telefon" required={isRequired('phone')} error={error('phone')}>
              {(props) => <input {...props} type="tel" autoComplete="tel" value={state.values.phone} onChange={change('phone')} />}
            </Field>
          </div>
          <Field name="company" label="Firma" required={isRequired('company')} error={error('company')}>
            {(props) => <input {...props} autoComplete="organization" value={state.values.company} onChange={change('company')} />}
          </Field>
          <Field name="topic" label="Betreff" required error={error('topic')}>
            {(props) => (
              <select {...props} value={state.values.topic} onChange={change('topic')}>
                <option value="">Bitte wählen</option>
                {CONTACT_TOPICS.map((topic) => (
                  <option key={topic}>{topic}</option>
                ))}
              </select>
            )}
          </Field>
          <Field name="message" label="Nachricht" required error={error('message')}>
            {(props) => <textarea {...props} rows={6} value={state.values.message} onChange={change('message')} />}
          </Field>
          {state.unexpectedError && (
            <p role="alert" className={styles.error}>
              {UNEXPECTED}
            </p>
          )}
          <button type="submit" className={cx(primaryButton, styles.submit)} disabled={state.status === 'loading'}>
            {state.status === 'loading' ? 'Wird gesendet …' : 'Nachricht senden'}
          </button>
          <p className={styles.hint}>
            Wie wir Ihre Angaben verarbeiten, lesen Sie in unserer <a href="/datenschutz">Datenschutzerklärung</a>.
          </p>
        </form>
      )}
    </div>
  );
};
