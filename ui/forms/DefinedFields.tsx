import type { FieldChoice, FieldDefinition, FormDefinition } from '../../domain/forms/form-definition';
import { ChoiceGroup, SelectField, TextAreaField, TextField } from './Field';
import * as styles from './forms.styles';

/** What a rendered field needs besides its definition: where it is on the page, its value and message. */
export interface FieldPlace {
  readonly id: string;
  readonly name: string;
  readonly defaultValue: string | undefined;
  readonly error: string | undefined;
  /** The id of the form the control belongs to, when it stands outside that form's element. */
  readonly form?: string | undefined;
  /** A select's options when the page gets them at run time (the server's salutations, countries). */
  readonly options?: readonly (string | FieldChoice)[];
}

/** One field as its definition says: label, hint, "(optional)" and the control. */
export const DefinedField = ({ definition, place }: { readonly definition: FieldDefinition; readonly place: FieldPlace }) => {
  const { options, ...at } = place;
  const base = { ...at, label: definition.label, hint: definition.hint, optional: definition.optional };
  const { control } = definition;
  const field = (() => {
    switch (control.kind) {
      case 'text':
        return <TextField {...base} type={control.type} autoComplete={control.autoComplete} inputMode={control.inputMode} maxLength={control.maxLength} />;
      case 'textarea':
        return <TextAreaField {...base} rows={control.rows} />;
      case 'select':
        return <SelectField {...base} options={options ?? control.options} placeholder={control.placeholder} />;
      case 'choices':
        return <ChoiceGroup {...base} choices={control.choices} />;
    }
  })();
  return definition.wide ? <div className={styles.wide}>{field}</div> : field;
};

interface DefinedFieldsProps<K extends string> {
  readonly definition: FormDefinition<K>;
  /** The fields to show, in this order; every field of the definition when left out. */
  readonly names?: readonly K[];
  readonly place: (name: K) => FieldPlace;
}

/** The fields of a form definition, each rendered from its definition; put them in the form grid of ui/forms (`grid`). */
export const DefinedFields = <K extends string>({ definition, names, place }: DefinedFieldsProps<K>) => (
  <>
    {(names ?? (Object.keys(definition) as K[])).map((name) => (
      <DefinedField key={name} definition={definition[name]} place={place(name)} />
    ))}
  </>
);

/**
 * The usual place of a form's fields: ids under one prefix (unique on the page), the value as
 * typed or saved, the message of the last post.
 */
export const placesOf =
  (idPrefix: string, values: Readonly<Record<string, string | undefined>>, errors: Readonly<Record<string, string>>) =>
  (name: string): FieldPlace => ({ id: `${idPrefix}-${name}`, name, defaultValue: values[name], error: errors[name] });
