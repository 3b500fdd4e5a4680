import { Link } from 'react-router';
import { CheckboxField } from '../../forms/Field';

/** The consent to the AGB and the Datenschutz that every binding order asks for (field acceptTerms). */
export const TermsConsentField = ({ id, error, checked }: { readonly id: string; readonly error: string | undefined; readonly checked: boolean }) => (
  <CheckboxField id={id} name="acceptTerms" label="AGB" error={error} defaultChecked={checked}>
    {'Ich akzeptiere die '}
    <Link to="/agb">Allgemeinen Geschäftsbedingungen</Link>
    {' und habe die '}
    <Link to="/datenschutz">Datenschutzerklärung</Link>
    {' gelesen.'}
  </CheckboxField>
);
