import { cx } from '@linaria/core';
import * as E from 'fp-ts/Either';
import { useId, useState, type SyntheticEvent } from 'react';
import { useLoaderData } from 'react-router';
import { registrationRouteFor } from '../../../domain/login/email-availability-route';
import * as formStyles from '../../forms/forms.styles';
import { QuickLoginCard } from '../../header/popups/QuickLoginCard';
import { useService } from '../../di/services-context';
import { VISITOR_ACCOUNTS } from '../../di/ui.tokens';
import type { LoginPageData } from './account.loaders';
import * as styles from './account.styles';
import { primaryButton } from '../../theme/controls.styles';

type Status =
  | { readonly kind: 'editing' | 'loading' }
  | {
      readonly kind: 'failed';
      readonly message: string;
      readonly fieldErrors: Readonly<Record<string, string>>;
      /** The password was right, but the address is not confirmed yet (409): a new link can be sent. */
      readonly unconfirmed: boolean;
    };

type Resend = 'idle' | 'sending' | 'sent' | 'failed';

/**
 * The login page the quick login card leads to: the e-mail is already known from the path, so
 * only the password is asked. After login the visitor goes to the redirect (or the stored target)
 * with a fresh page load, so the header greets them from the server's state.
 */
export const LoginPage = () => {
  const { email, known, redirect } = useLoaderData<LoginPageData>();
  const accounts = useService(VISITOR_ACCOUNTS);
  const [password, setPassword] = useState('');
  const [status, setStatus] = useState<Status>({ kind: 'editing' });
  const [resend, setResend] = useState<Resend>('idle');
  const id = useId();
  const passwordError = status.kind === 'failed' ? status.fieldErrors.password : undefined;

  if (email === null) {
    return (
      <section className={styles.page} aria-labelledby={`${id}-title`}>
        <h1 id={`${id}-title`} className={styles.heading}>
          Anmelden bei meinifb
        </h1>
        <p className={styles.lead}>Geben Sie Ihre E-Mail-Adresse ein: Wir führen Sie zur Anmeldung oder zur Registrierung.</p>
        <div className={styles.card}>
          <QuickLoginCard cardStyle="navigation-bar" rounded redirect={redirect ?? undefined} />
        </div>
      </section>
    );
  }

  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    setStatus({ kind: 'loading' });
    const result = await accounts.login({ email, password, ...(redirect === null ? {} : { redirect }) })();
    if (E.isRight(result)) {
      window.location.assign(result.right.redirect);
      return;
    }
    const failure = result.left;
    setStatus({
      kind: 'failed',
      message: failure.message,
      fieldErrors: failure._tag === 'Invalid' ? failure.fieldErrors : {},
      unconfirmed: failure._tag === 'Conflict',
    });
  };

  const sendAgain = async () => {
    setResend('sending');
    const sent = await accounts.resendConfirmation({ email })();
    setResend(E.isRight(sent) ? 'sent' : 'failed');
  };

  return (
    <section className={styles.page} aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className={styles.heading}>
        Anmelden bei meinifb
      </h1>
      <form className={styles.card} noValidate onSubmit={(event) => void submit(event)}>
        <p className={styles.emailLine}>
          <span>E-Mail Adresse</span>
          <strong>{email}</strong>
          <a href={redirect === null ? '/kundenportal/login' : `/kundenportal/login?redirect=${encodeURIComponent(redirect)}`}>andere Adresse</a>
        </p>
        {known ? null : (
          <p className={styles.hint}>
            Zu dieser Adresse gibt es noch kein Konto. <a href={registrationRouteFor(email, redirect ?? undefined)}>Jetzt registrieren</a>
          </p>
        )}
        <div className={styles.field}>
          <label htmlFor={`${id}-password`}>Passwort</label>
          <input
            id={`${id}-password`}
            type="password"
            name="password"
            autoComplete="current-password"
            value={password}
            aria-invalid={passwordError !== undefined}
            aria-describedby={passwordError === undefined ? undefined : `${id}-password-error`}
            onChange={(event) => {
              setPassword(event.target.value);
            }}
          />
          {passwordError === undefined ? null : (
            <p id={`${id}-password-error`} className={styles.fieldError}>
              {passwordError}
            </p>
          )}
        </div>
        <p role="alert" className={styles.formError}>
          {status.kind === 'failed' && passwordError === undefined ? status.message : ''}
        </p>
        {status.kind === 'failed' && status.unconfirmed ? (
          <div className={formStyles.actions}>
            <button type="button" className={formStyles.secondaryButton} disabled={resend === 'sending'} onClick={() => void sendAgain()}>
              Bestätigungs-Mail erneut senden
            </button>
            <p role="status" className={styles.hint}>
              {resend === 'sent' ? `Wir haben eine neue E-Mail an ${email} geschickt.` : resend === 'failed' ? 'Das hat nicht geklappt. Bitte versuchen Sie es in Kürze erneut.' : ''}
            </p>
          </div>
        ) : null}
        <button type="submit" className={cx(primaryButton, styles.submit)} disabled={status.kind === 'loading'}>
          {status.kind === 'loading' ? 'Einen Moment...' : 'Anmelden'}
        </button>
      </form>
    </section>
  );
};
