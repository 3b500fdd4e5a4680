import { SelectField, TextField } from '../../../forms/Field';
import * as forms from '../../../forms/forms.styles';
import type { SeminarDateField } from '../../../../domain/seminar-date/seminar-date';
import { DATE_FORM, KIND_OPTIONS, ONE_DAY_OPTIONS, PRICE_FIELDS, PUBLISHED_OPTIONS } from './date-form.fields';

interface Venue {
  readonly hotelId: number;
  readonly name: string;
  readonly city: string;
}

interface DateFieldsProps {
  readonly values: Readonly<Record<SeminarDateField, string>>;
  readonly errors: Readonly<Record<string, string>>;
  readonly venues: readonly Venue[];
  /** A series: its start, end, kind and venue follow from its modules, which stand in their own rows. */
  readonly fromModules?: boolean;
}

/**
 * The fields of a seminar date (new or changed), from the one form definition (date-form.fields):
 * each with its German label and the domain's message under it when the save was refused.
 */
export const DateFields = ({ values, errors, venues, fromModules = false }: DateFieldsProps) => {
  const common = (field: SeminarDateField) => ({
    id: `termin-${field}`,
    name: field,
    label: DATE_FORM[field].label,
    hint: DATE_FORM[field].hint,
    optional: DATE_FORM[field].optional,
    error: errors[field],
    defaultValue: values[field],
  });
  return (
    <>
      <fieldset className={`${forms.fieldGroup} ${forms.grid}`}>
        <legend>{fromModules ? 'Plätze' : 'Zeit und Ort'}</legend>
        {fromModules ? null : (
          <>
            <TextField {...common('startDate')} autoComplete="off" />
            <TextField {...common('endDate')} autoComplete="off" />
            <SelectField {...common('kind')} options={KIND_OPTIONS} />
            <SelectField {...common('oneDay')} options={ONE_DAY_OPTIONS} placeholder="– aus Beginn und Ende –" />
            <SelectField
              {...common('hotelId')}
              options={venues.map((venue) => ({ value: String(venue.hotelId), label: `${venue.name}, ${venue.city}` }))}
              placeholder="– kein Ort (online) –"
            />
          </>
        )}
        <TextField {...common('capacity')} inputMode="numeric" />
        <SelectField {...common('published')} options={PUBLISHED_OPTIONS} />
      </fieldset>
      <fieldset className={`${forms.fieldGroup} ${forms.grid}`}>
        <legend>Preise (gelten für neue Buchungen)</legend>
        {PRICE_FIELDS.map((field) => (
          <TextField key={field} {...common(field)} inputMode="text" />
        ))}
      </fieldset>
    </>
  );
};
