import { SEMINAR_FORM, type SeminarText } from '../../../../domain/seminar/seminar';
import { CheckboxField, SelectField, TextAreaField, TextField } from '../../../forms/Field';

interface SeminarFieldsProps {
  /** The form's values: the stored seminar's, or what was typed when the post was refused. */
  readonly values: SeminarText;
  readonly errors: Readonly<Record<string, string>>;
  readonly rubrics: readonly { readonly slug: string; readonly name: string }[];
}

/** The seminar form's fields, each rendered from its one definition (domain/seminar). */
export const SeminarFields = ({ values, errors, rubrics }: SeminarFieldsProps) => (
  <>
    {SEMINAR_FORM.map(({ name, label, input }) => {
      const common = { id: `seminar-${name}`, name, label, error: errors[name], defaultValue: values[name] ?? '' };
      switch (input) {
        case 'line':
          return <TextField key={name} {...common} optional={name === 'subtitle'} />;
        case 'text':
          return <TextAreaField key={name} {...common} rows={name === 'description' ? 8 : 4} optional={name === 'tags'} />;
        case 'rubric':
          return <SelectField key={name} {...common} options={rubrics.map((rubric) => ({ value: rubric.slug, label: rubric.name }))} placeholder="Bitte wählen" />;
        case 'yes-no':
          return (
            <CheckboxField key={name} id={common.id} name={name} label={label} error={common.error} defaultChecked={values[name] === 'ja' || values[name] === 'on'}>
              {label}
            </CheckboxField>
          );
      }
    })}
  </>
);
