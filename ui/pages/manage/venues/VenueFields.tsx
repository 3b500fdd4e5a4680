import type { VenueField } from '../../../../domain/venue/venue';
import { TextField } from '../../../forms/Field';
import * as forms from '../../../forms/forms.styles';
import { VENUE_FIELDS, VENUE_FORM } from './venue-form.fields';

/** The venue's fields as the new venue's and a venue's page show them, each with its German message. */
export const VenueFields = ({ values, errors }: { readonly values: Readonly<Record<VenueField, string>>; readonly errors: Readonly<Record<string, string>> }) => (
  <div className={forms.grid}>
    {VENUE_FIELDS.map((name) => (
      <TextField
        key={name}
        id={`ort-${name}`}
        name={name}
        label={VENUE_FORM[name].label}
        hint={VENUE_FORM[name].hint}
        optional={VENUE_FORM[name].optional}
        error={errors[name]}
        defaultValue={values[name]}
        autoComplete="off"
      />
    ))}
  </div>
);
