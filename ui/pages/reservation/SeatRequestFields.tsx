import { SALUTATION_OPTIONS } from '../../../domain/validation/salutation';
import { SelectField, TextField } from '../../forms/Field';
import * as formStyles from '../../forms/forms.styles';
import type { FormOutcome } from '../../forms/page-form-action';
import { SEAT_CHOICES } from './seat-request-form';

/** Seats and the contact of a request without the cart: the same fields on /reservierung and /warteliste. */
export const SeatRequestFields = ({ idPrefix, outcome }: { readonly idPrefix: string; readonly outcome: FormOutcome | undefined }) => {
  const values: Record<string, string> = { seats: '1', salutation: 'Keine Angabe', ...outcome?.values };
  const field = (name: string) => ({ id: `${idPrefix}-${name}`, name, defaultValue: values[name], error: outcome?.errors[name] });
  return (
    <div className={formStyles.grid}>
      <SelectField {...field('seats')} label="Anzahl der Plätze" options={SEAT_CHOICES} />
      <SelectField {...field('salutation')} label="Anrede" options={SALUTATION_OPTIONS} />
      <TextField {...field('firstname')} label="Vorname" autoComplete="given-name" />
      <TextField {...field('lastname')} label="Nachname" autoComplete="family-name" />
      <TextField {...field('email')} label="E-Mail" type="email" autoComplete="email" />
      <TextField {...field('company')} label="Firma (Arbeitgeber)" autoComplete="organization" optional />
    </div>
  );
};
