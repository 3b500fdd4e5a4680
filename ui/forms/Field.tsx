import type { ReactNode } from 'react';
import * as styles from './forms.styles';

/**
 * A form field as every form of the site shows it: label, optional hint, the German message
 * under it, the invalid style and aria wiring. `id` must be unique on the page (a cart page
 * repeats the same fields per participant), the message's id derives from it.
 */
interface FieldBase {
  readonly id: string;
  readonly name: string;
  readonly label: string;
  readonly hint?: string | undefined;
  readonly error?: string | undefined;
  /** Shown as '(optional)' after the label; a field without it is required. */
  readonly optional?: boolean;
  readonly defaultValue?: string | undefined;
  /** The id of the form the control belongs to, when it stands outside that form's element. */
  readonly form?: string | undefined;
}

const describedBy = ({ id, hint, error }: FieldBase): string | undefined =>
  [hint ? `${id}-hinweis` : '', error ? `${id}-fehler` : ''].filter(Boolean).join(' ') || undefined;

const controlProps = (props: FieldBase) => ({
  id: props.id,
  name: props.name,
  form: props.form,
  defaultValue: props.defaultValue,
  'aria-invalid': props.error ? true : undefined,
  'aria-describedby': describedBy(props),
  'aria-required': props.optional ? undefined : true,
});

const Frame = ({ props, children }: { readonly props: FieldBase; readonly children: ReactNode }) => (
  <div className={styles.field}>
    <label htmlFor={props.id}>
      {props.label}
      {props.optional ? <span className={styles.optional}> (optional)</span> : null}
    </label>
    {props.hint ? (
      <span id={`${props.id}-hinweis`} className={styles.hint}>
        {props.hint}
      </span>
    ) : null}
    {children}
    <FieldError id={props.id} error={props.error} />
  </div>
);

export const FieldError = ({ id, error }: { readonly id: string; readonly error?: string | undefined }) =>
  error ? (
    <span id={`${id}-fehler`} className={styles.fieldError}>
      {error}
    </span>
  ) : null;

export interface TextFieldProps extends FieldBase {
  readonly type?: 'text' | 'email' | 'tel' | 'password' | 'number' | 'date';
  readonly autoComplete?: string;
  readonly inputMode?: 'numeric' | 'text' | 'email' | 'tel';
  readonly maxLength?: number;
}

export const TextField = (props: TextFieldProps) => (
  <Frame props={props}>
    <input
      {...controlProps(props)}
      className={styles.control}
      type={props.type ?? 'text'}
      autoComplete={props.autoComplete}
      inputMode={props.inputMode}
      maxLength={props.maxLength}
    />
  </Frame>
);

/** A file to upload: its form posts multipart (PageForm's encType). A file input keeps no value to show again. */
export const FileField = (props: Omit<FieldBase, 'defaultValue'> & { readonly accept: string }) => (
  <Frame props={props}>
    <input {...controlProps(props)} className={styles.control} type="file" accept={props.accept} />
  </Frame>
);

export const TextAreaField = (props: FieldBase & { readonly rows?: number; readonly placeholder?: string }) => (
  <Frame props={props}>
    <textarea {...controlProps(props)} className={`${styles.control} ${styles.textarea}`} rows={props.rows ?? 4} placeholder={props.placeholder} />
  </Frame>
);

/** A choice of a list whose value is not its text (a country's code, shown by its name). */
export interface SelectOption {
  readonly value: string;
  readonly label: string;
}

const optionOf = (option: string | SelectOption): SelectOption => (typeof option === 'string' ? { value: option, label: option } : option);

/** A list to choose from; `placeholder` adds a first, empty choice (the field may stay unset). */
export const SelectField = (props: FieldBase & { readonly options: readonly (string | SelectOption)[]; readonly placeholder?: string }) => (
  <Frame props={props}>
    <select {...controlProps(props)} className={styles.control}>
      {props.placeholder === undefined ? null : <option value="">{props.placeholder}</option>}
      {props.options.map(optionOf).map(({ value, label }) => (
        <option key={value} value={value}>
          {label}
        </option>
      ))}
    </select>
  </Frame>
);

export interface Choice {
  readonly value: string;
  readonly label: string;
  readonly hint?: string;
}

/** Radio buttons as a fieldset: the legend names the question, each choice may explain itself. */
export const ChoiceGroup = (props: FieldBase & { readonly choices: readonly Choice[] }) => (
  <fieldset className={`${styles.fieldGroup} ${styles.choices}`} aria-describedby={describedBy(props)}>
    <legend>{props.label}</legend>
    {props.hint ? (
      <span id={`${props.id}-hinweis`} className={styles.hint}>
        {props.hint}
      </span>
    ) : null}
    {props.choices.map((choice, index) => (
      <label key={choice.value} className={styles.choice}>
        <input
          type="radio"
          name={props.name}
          form={props.form}
          value={choice.value}
          defaultChecked={props.defaultValue === choice.value}
          // The first radio carries the group's invalid state, so focus-on-error lands in the group.
          id={index === 0 ? props.id : undefined}
          aria-invalid={index === 0 && props.error ? true : undefined}
        />
        <span className={styles.choiceLabel}>{choice.label}</span>
        {choice.hint ? <span className={styles.choiceHint}>{choice.hint}</span> : null}
      </label>
    ))}
    <FieldError id={props.id} error={props.error} />
  </fieldset>
);

export const CheckboxField = (props: FieldBase & { readonly children: ReactNode; readonly defaultChecked?: boolean }) => (
  <div className={styles.field}>
    <label className={styles.checkbox}>
      <input
        type="checkbox"
        id={props.id}
        name={props.name}
        value="on"
        defaultChecked={props.defaultChecked}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy(props)}
      />
      <span>{props.children}</span>
    </label>
    <FieldError id={props.id} error={props.error} />
  </div>
);
