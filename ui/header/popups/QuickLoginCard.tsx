import * as E from 'fp-ts/Either';
import { useId, useReducer, type SyntheticEvent } from 'react';
import { useNavigate } from 'react-router';
import {
  EMAIL_AVAILABILITY_FAILURE_MESSAGE,
  LOGIN_WITH_EMAIL_ROUTE_BASE,
  routeAfterEmailAvailability,
  UNUSED_REGISTRATION_EMAIL_KEY,
} from '../../../domain/login/email-availability-route';
import { initialQuickLoginState, quickLoginEmail, quickLoginReducer } from '../../../domain/validation/quick-login-form';
import { useService } from '../../di/services-context';
import { VISITOR_ACCOUNTS } from '../../di/ui.tokens';
import { useTypedBeforeHydration } from '../../forms/typed-before-hydration';
import { boxHeading, smallPrint } from '../../theme/page.styles';
import * as styles from './quick-login.styles';

/** The card's two headings (spec §2): the standard style and the navigation-bar style. */
export const QUICK_LOGIN_HEADINGS = {
  standard: 'Bei meinifb einloggen oder registrieren',
  'navigation-bar': 'anmelden/registrieren:',
} as const;

export type QuickLoginStyle = keyof typeof QUICK_LOGIN_HEADINGS;

interface QuickLoginCardProps {
  readonly cardStyle?: QuickLoginStyle;
  /** The rounded variant (pill-shaped input and arrow). */
  readonly rounded?: boolean;
  /** Where the login leads afterwards (a path of this site). */
  readonly redirect?: string | undefined;
  /** The heading's id, for a dialog labelled by it. */
  readonly headingId?: string;
}

const rememberUnusedEmail = (email: string): void => {
  try {
    window.sessionStorage.setItem(UNUSED_REGISTRATION_EMAIL_KEY, email);
  } catch {
    // Without session storage the registration page simply starts with an empty field.
  }
};

/**
 * The quick login/registration card: one e-mail field; the availability call decides between
 * registration and login (spec §7). Validation stays silent until the first submit (spec §4).
 */
export const QuickLoginCard = ({ cardStyle = 'standard', rounded = false, redirect, headingId }: QuickLoginCardProps) => {
  const accounts = useService(VISITOR_ACCOUNTS);
  const navigate = useNavigate();
  const [state, dispatch] = useReducer(quickLoginReducer, initialQuickLoginState);
  const ownId = useId();
  const titleId = headingId ?? `${ownId}-title`;
  const inputId = `${ownId}-email`;
  const errorId = `${ownId}-error`;
  const fieldError = state.fieldErrors.email;
  const loading = state.status !== 'editing';
  const form = useTypedBeforeHydration();

  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = quickLoginReducer(state, { type: 'submitted' });
    dispatch({ type: 'submitted' });
    if (next.status !== 'loading') return;
    const email = quickLoginEmail(state);
    const answer = await accounts.emailAvailability({ email })();
    if (E.isLeft(answer)) {
      console.error('E-Mail-Verfügbarkeit nicht abrufbar:', answer.left.message);
      dispatch({ type: 'requestFailed' });
      return;
    }
    dispatch({ type: 'requestSucceeded' });
    const route = routeAfterEmailAvailability({ available: answer.right, email, redirectRoute: redirect });
    if (route._tag === 'Register') rememberUnusedEmail(route.storeUnusedRegistrationEmail);
    void navigate(route.navigateTo);
  };

  return (
    // Without JavaScript the login page's loader asks the same question and leads on (GET ?email=…&redirect=…).
    <form ref={form} method="get" action={LOGIN_WITH_EMAIL_ROUTE_BASE} className={`${styles.card} ${cardStyle === 'navigation-bar' ? styles.navigationBar : ''}`} noValidate onSubmit={(event) => void submit(event)} aria-labelledby={titleId}>
      <h2 id={titleId} className={boxHeading}>
        {QUICK_LOGIN_HEADINGS[cardStyle]}
      </h2>
      <label htmlFor={inputId} className={styles.label}>
        E-Mail Adresse
      </label>
      <div className={`${styles.row} ${rounded ? styles.rounded : ''}`}>
        <input
          id={inputId}
          className={styles.input}
          type="email"
          name="email"
          autoComplete="email"
          value={state.values.email}
          aria-invalid={fieldError !== undefined}
          aria-describedby={fieldError !== undefined ? errorId : undefined}
          onChange={(event) => {
            dispatch({ type: 'changed', field: 'email', value: event.target.value });
          }}
        />
        <button type="submit" className={styles.submit} aria-label="Weiter" disabled={loading} aria-busy={loading}>
          {loading ? <span className={styles.spinner} aria-hidden="true" /> : <ArrowIcon />}
        </button>
      </div>
      {redirect === undefined || redirect === '' ? null : <input type="hidden" name="redirect" value={redirect} />}
      {fieldError !== undefined ? (
        <p id={errorId} className={styles.error}>
          {fieldError}
        </p>
      ) : null}
      <p role="alert" className={styles.error}>
        {state.unexpectedError ? EMAIL_AVAILABILITY_FAILURE_MESSAGE : ''}
      </p>
      {loading ? <p className={smallPrint} role="status">Einen Moment...</p> : null}
    </form>
  );
};

const ArrowIcon = () => (
  <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
    <path d="M5 12h14M13 6l6 6-6 6" />
  </svg>
);
