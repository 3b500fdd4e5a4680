import { Link } from 'react-router';
import { CheckboxField } from '../../forms/Field';

/** The consent to the AGB and the Datenschutz that every binding order and a registration ask for. */
export const TermsConsentField = ({
  id,
  name = 'acceptTerms',
  label = 'AGB',
  error,
  checked,
}: {
  readonly id: string;
  readonly name?: string;
  readonly label?: string;
  readonly error: string | undefined;
  readonly checked: boolean;
}) => (
  <CheckboxField id={id} name={name} label={label} error={error} defaultChecked={checked}>
    {'Ich akzeptiere die '}
    <Link to="/agb">Allgemeinen Geschäftsbedingungen</Link>
    {' und habe die '}
    <Link to="/datenschutz">Datenschutzerklärung</Link>
    {' gelesen.'}
  </CheckboxField>
);
