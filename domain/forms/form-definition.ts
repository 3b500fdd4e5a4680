import type { FormField } from '../validation/form-field';

/** A choice of a select or of radio tiles; the value is what the form sends. */
export interface FieldChoice {
  readonly value: string;
  readonly label: string;
  readonly hint?: string;
}

/** How a field is asked: the control the page renders for it. */
export type FieldControl =
  | {
      readonly kind: 'text';
      readonly type?: 'text' | 'email' | 'tel';
      readonly autoComplete?: string;
      readonly inputMode?: 'numeric' | 'text' | 'email' | 'tel';
      readonly maxLength?: number;
    }
  | { readonly kind: 'textarea'; readonly rows?: number }
  | { readonly kind: 'select'; readonly options: readonly (string | FieldChoice)[]; readonly placeholder?: string }
  | { readonly kind: 'choices'; readonly choices: readonly FieldChoice[] };

/**
 * How long a value may arrive on the wire before the rule even looks at it (the codec's bound
 * against junk): a name or a choice, an e-mail address, a free text.
 */
export type WireSize = 'short' | 'email' | 'long';

/**
 * One field of a form, defined once: its rule and normalization (a FormField, so a definition is a
 * FormSchema the validation takes as it is), its German label and hint, the control, the value a
 * new form starts with, and its wire size. The codec, the value type, the field list and the
 * rendered field are derived from it.
 */
export interface FieldDefinition extends FormField {
  readonly label: string;
  readonly control: FieldControl;
  readonly initial: string;
  readonly wire: WireSize;
  readonly hint?: string;
  /** Shown as "(optional)"; the rule lets a blank value pass. */
  readonly optional?: boolean;
  /** Spans the whole row of the form's grid (a long address line, a free text). */
  readonly wide?: boolean;
}

export type FormDefinition<K extends string = string> = Readonly<Record<K, FieldDefinition>>;

/** A form's values as the page and the use cases pass them: one text per field. */
export type FormValuesOf<D extends FormDefinition> = { readonly [K in keyof D]: string };

export type FieldNameOf<D extends FormDefinition> = Extract<keyof D, string>;

/** The usual field: a short text with the given rule, empty at start. */
export const defineField = (field: FormField, presentation: Omit<FieldDefinition, keyof FormField | 'initial' | 'wire'> & Partial<Pick<FieldDefinition, 'initial' | 'wire'>>): FieldDefinition => ({
  initial: '',
  wire: 'short',
  ...field,
  ...presentation,
});

/** The field names in the definition's order (the order fields are rendered and errors listed). */
export const fieldNamesOf = <D extends FormDefinition>(definition: D): readonly FieldNameOf<D>[] => Object.keys(definition) as FieldNameOf<D>[];

/** What a new form shows. */
export const initialValuesOf = <D extends FormDefinition>(definition: D): FormValuesOf<D> =>
  Object.fromEntries(Object.entries(definition).map(([name, field]) => [name, field.initial])) as FormValuesOf<D>;

/** Just the form's fields of a larger record (a stored row, a wire object). */
export const pickFormValues = <D extends FormDefinition, R extends Readonly<Record<FieldNameOf<D>, string>>>(
  definition: D,
  record: R,
): Pick<R, FieldNameOf<D>> => Object.fromEntries(fieldNamesOf(definition).map((name) => [name, record[name]])) as Pick<R, FieldNameOf<D>>;
