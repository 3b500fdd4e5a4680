import { cx } from '@linaria/core';
import * as E from 'fp-ts/Either';
import { useEffect, useId, useState, type SyntheticEvent } from 'react';
import { UNUSED_REGISTRATION_EMAIL_KEY } from '../../../domain/login/email-availability-route';
import { SALUTATION_OPTIONS } from '../../../domain/validation/salutation';
import { useService } from '../../di/services-context';
import { VISITOR_ACCOUNTS } from '../../di/ui.tokens';
import * as styles from './account.styles';
import { primaryButton } from '../../theme/controls.styles';

const FIELDS = ['salutation', 'firstname', 'lastname', 'company', 'email', 'password'] as const;
type Field = (typeof FIELDS)[number];
type Values = Readonly<Record<Field, string>>;

const LABELS: Readonly<Record<Field, string>> = {
  salutation: 'Anrede',
  firstname: 'Vorname',
  lastname: 'Nachname',
  company: 'Firma',
  email: 'E-Mail Adresse',
  password: 'Passwort',
};

const AUTOCOMPLETE: Readonly<Record<Field, string>> = {
  salutation: 'honorific-prefix',
  firstname: 'given-name',
  lastname: 'family-name',
  company: 'organization',
  email: 'email',
  password: 'new-password',
};

const EMPTY: Values = { salutation: '', firstname: '', lastname: '', company: '', email: '', password: '' };

/**
 * /registrierung: the e-mail the quick login card found unused is prefilled (session storage,
 * spec §3); the server checks every field and its German messages appear under the fields.
 */
export const RegistrationPage = () => {
  const accounts = useService(VISITOR_ACCOUNTS);
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const [formError, setFormError] = useState('');
  const [loading, setLoading] = useState(false);
  const id = useId();

  // Storage exists only in the browser: the e-mail arrives right after hydration.
  useEffect(() => {
    let stored: string | null = null;
    try {
      stored = window.sessionStorage.getItem(UNUSED_REGISTRATION_EMAIL_KEY);
    } catch {
      stored = null;
    }
    if (stored === null) return;
    const email = stored;
    const timer = window.setTimeout(() => {
      setValues((current) => (current.email === '' ? { ...current, email } : current));
    }, 0);
    return () => {
      window.clearTimeout(timer);
    };
  }, []);

  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    setLoading(true);
    const result = await accounts.register(values)();
    setLoading(false);
    if (E.isRight(result)) {
      try {
        window.sessionStorage.removeItem(UNUSED_REGISTRATION_EMAIL_KEY);
      } catch {
        // Nothing to clean up without storage.
      }
      window.location.assign('/seminare');
      return;
    }
    const failure = result.left;
    setErrors(failure._tag === 'Invalid' ? failure.fieldErrors : {});
    setFormError(failure._tag === 'Invalid' ? 'Bitte prüfen Sie Ihre Eingaben.' : failure.message);
  };

  const field = (name: Field) => {
    const inputId = `${id}-${name}`;
    const error = errors[name];
    const common = {
      id: inputId,
      name,
      autoComplete: AUTOCOMPLETE[name],
      value: values[name],
      'aria-invalid': error !== undefined,
      'aria-describedby': error === undefined ? undefined : `${inputId}-error`,
    };
    const change = (value: string) => {
      setValues((current) => ({ ...current, [name]: value }));
    };
    return (
      <div className={styles.field} key={name}>
        <label htmlFor={inputId}>{LABELS[name]}</label>
        {name === 'salutation' ? (
          <select {...common} onChange={(event) => { change(event.target.value); }}>
            <option value="">Bitte wählen</option>
            {SALUTATION_OPTIONS.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        ) : (
          <input {...common} type={name === 'password' ? 'password' : name === 'email' ? 'email' : 'text'} onChange={(event) => { change(event.target.value); }} />
        )}
        {name === 'password' ? <p className={styles.hint}>Mindestens 8 Zeichen.</p> : null}
        {error === undefined ? null : (
          <p id={`${inputId}-error`} className={styles.fieldError}>
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <section className={styles.page} aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className={styles.heading}>
        Registrieren bei meinifb
      </h1>
      <p className={styles.lead}>Mit einem Konto behalten Sie Ihre Seminare, Buchungen und Ihre Merkliste im Blick.</p>
      <form className={styles.card} noValidate onSubmit={(event) => void submit(event)}>
        {FIELDS.map(field)}
        <p role="alert" className={styles.formError}>
          {formError}
        </p>
        <button type="submit" className={cx(primaryButton, styles.submit)} disabled={loading}>
          {loading ? 'Einen Moment...' : 'Konto anlegen'}
        </button>
        <p className={styles.hint}>
          Sie haben schon ein Konto? <a href="/kundenportal/login">Anmelden</a>
        </p>
      </form>
    </section>
  );
};
