import { useActionData, useSearchParams } from 'react-router';
import { FORM_DEFINITIONS } from '../../../application/forms/form-definitions';
import { SALUTATION_OPTIONS } from '../../../domain/validation/salutation';
import { SelectField, TextAreaField, TextField, type TextFieldProps } from '../../forms/Field';
import { FormMessage, Notice } from '../../forms/Notice';
import { PageForm } from '../../forms/PageForm';
import * as formStyles from '../../forms/forms.styles';
import { outcomeFor, type FormOutcome } from '../../forms/page-form-action';
import { wasSent } from '../../forms/website-form-action';
import { primaryButton } from '../../theme/controls.styles';
import * as styles from './seminar.styles';
import { sectionHeading } from '../../theme/page.styles';

/** Which form of the page an action's answer belongs to. */
export const INHOUSE_TARGET = 'inhouse-anfrage';

type Field = 'salutation' | 'company' | 'firstname' | 'lastname' | 'email' | 'phone' | 'street' | 'streetNumber' | 'postalCode' | 'city' | 'topic' | 'message';

const INHOUSE_FIELDS = Object.keys(FORM_DEFINITIONS['inhouse-request'].fields);

const TEXT_FIELDS: readonly (Pick<TextFieldProps, 'label' | 'type' | 'autoComplete'> & { readonly name: Field })[] = [
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

/**
 * The inhouse request (spec §7, inhouse-request): a page form the inhouse route's action hands
 * to the Forms port. The server's §5 rules answer per field; their German messages are shown
 * under the fields, and what was typed stays (also without JavaScript).
 */
export const InhouseForm = ({ seminarTitle }: { readonly seminarTitle: string }) => {
  const [search] = useSearchParams();
  const outcome = outcomeFor(useActionData<FormOutcome>(), INHOUSE_TARGET);
  if (wasSent(search)) {
    return <Notice tone="success">{FORM_DEFINITIONS['inhouse-request'].thanks}</Notice>;
  }
  const values: Readonly<Record<string, string>> = { salutation: 'Keine Angabe', topic: `Inhouse: ${seminarTitle}`, ...outcome?.values };
  const field = (name: Field) => ({ id: `inhouse-${name}`, name, defaultValue: values[name], error: outcome?.errors[name] });

  return (
    <PageForm className={`${formStyles.card} ${styles.inhouseForm}`} outcome={outcome} aria-labelledby="inhouse-anfrage-titel">
      <h2 id="inhouse-anfrage-titel" className={sectionHeading}>
        Inhouse-Seminar anfragen
      </h2>
      <FormMessage outcome={outcome} shown={INHOUSE_FIELDS} />
      <div className={formStyles.grid}>
        <SelectField {...field('salutation')} label="Anrede" options={SALUTATION_OPTIONS} />
        {TEXT_FIELDS.map(({ name, ...text }) => (
          <TextField key={name} {...field(name)} {...text} />
        ))}
      </div>
      <TextField {...field('topic')} label="Betreff" />
      <TextAreaField {...field('message')} label="Nachricht" rows={5} placeholder="Wunschtermin, Teilnehmerzahl, Ort …" />
      <div className={formStyles.actions}>
        <button type="submit" className={primaryButton}>
          Anfrage senden
        </button>
      </div>
    </PageForm>
  );
};
