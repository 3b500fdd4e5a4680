import * as E from 'fp-ts/Either';
import { useId, useState, type SyntheticEvent } from 'react';
import type { FormRequest } from '../../../application/forms/forms.codecs';
import { SALUTATION_OPTIONS } from '../../../domain/validation/salutation';
import { useService } from '../../di/services-context';
import { FORMS } from '../../di/ui.tokens';
import * as styles from './seminar.styles';
import { primaryButton } from '../../theme/controls.styles';

type Field = keyof FormRequest;

const TEXT_FIELDS: readonly { readonly name: Field; readonly label: string; readonly type?: string; readonly autoComplete?: string }[] = [
  { name: 'company', label: 'Firma', autoComplete: 'organization' },
  { name: 'firstname', label: 'Vorname', autoComplete: 'given-name' },
  { name: 'lastname', label: 'Nachname', autoComplete: 'family-name' },
  { name: 'email', label: 'E-Mail', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'Telefon', type: 'tel', autoComplete: 'tel' },
  { name: 'street', label: 'Straße', autoComplete: 'address-line1' },
  { name: 'streetNumber', label: 'Hausnummer' },
  { name: 'postalCode', label: 'Postleitzahl', autoComplete: 'postal-code' },
  { name: 'city', label: 'Ort', autoComplete: 'address-level2' },
];

type State =
  | { readonly kind: 'editing'; readonly errors: Readonly<Record<string, string>>; readonly message?: string }
  | { readonly kind: 'sending' }
  | { readonly kind: 'sent'; readonly message: string };

/**
 * The inhouse request (POST /api/inhouse-request through the Forms port). The server's §5
 * rules answer per field; their German messages are shown under the fields they belong to.
 */
export const InhouseForm = ({ seminarTitle }: { readonly seminarTitle: string }) => {
  const forms = useService(FORMS);
  const [state, setState] = useState<State>({ kind: 'editing', errors: {} });
  const id = useId();

  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = Object.fromEntries(
      [...new FormData(event.currentTarget).entries()].map(([name, value]) => [name, typeof value === 'string' ? value : '']),
    ) as FormRequest;
    setState({ kind: 'sending' });
    const result = await forms.submit('inhouse-request', body)();
    if (E.isRight(result)) setState({ kind: 'sent', message: result.right.message });
    else
      setState({
        kind: 'editing',
        errors: result.left._tag === 'Invalid' ? result.left.fieldErrors : {},
        message: result.left.message,
      });
  };

  if (state.kind === 'sent') {
    return (
      <p className={styles.success} role="status">
        {state.message}
      </p>
    );
  }
  const errors = state.kind === 'editing' ? state.errors : {};
  const fieldProps = (name: Field) => ({
    id: `${id}-${name}`,
    name,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-fehler` : undefined,
  });
  const errorOf = (name: Field) =>
    errors[name] ? (
      <span id={`${id}-${name}-fehler`} className={styles.fieldError}>
        {errors[name]}
      </span>
    ) : null;

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-labelledby={`${id}-titel`}>
      <h2 id={`${id}-titel`} className={styles.sectionHeading}>
        Inhouse-Seminar anfragen
      </h2>
      <div className={styles.field}>
        <label htmlFor={`${id}-salutation`}>Anrede</label>
        <select {...fieldProps('salutation')} defaultValue="Keine Angabe">
          {SALUTATION_OPTIONS.map((option) => (
            <option key={option}>{option}</option>
          ))}
        </select>
        {errorOf('salutation')}
      </div>
      {TEXT_FIELDS.map((field) => (
        <div key={field.name} className={styles.field}>
          <label htmlFor={`${id}-${field.name}`}>{field.label}</label>
          <input {...fieldProps(field.name)} type={field.type ?? 'text'} autoComplete={field.autoComplete} />
          {errorOf(field.name)}
        </div>
      ))}
      <div className={`${styles.field} ${styles.wide}`}>
        <label htmlFor={`${id}-topic`}>Betreff</label>
        <input {...fieldProps('topic')} type="text" defaultValue={`Inhouse: ${seminarTitle}`} />
        {errorOf('topic')}
      </div>
      <div className={`${styles.field} ${styles.wide}`}>
        <label htmlFor={`${id}-message`}>Nachricht</label>
        <textarea {...fieldProps('message')} rows={5} placeholder="Wunschtermin, Teilnehmerzahl, Ort …" />
        {errorOf('message')}
      </div>
      <div className={styles.wide}>
        <button type="submit" className={primaryButton} disabled={state.kind === 'sending'}>
          {state.kind === 'sending' ? 'Wird gesendet …' : 'Anfrage senden'}
        </button>
        {state.kind === 'editing' && state.message ? (
          <p className={styles.fieldError} role="alert">
            {state.message}
          </p>
        ) : null}
      </div>
    </form>
  );
};
