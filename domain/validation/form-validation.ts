import * as E from 'fp-ts/Either';
import * as R from 'fp-ts/Record';
import type { AppErrorOf, FieldErrors } from '../errors/app-error';
import { invalid } from '../errors/app-error';
import type { FormField } from './form-field';

/** Which fields a form has, each with its rule. Key order is the order errors are listed in. */
export type FormSchema<K extends string> = Readonly<Record<K, FormField>>;

/** Values as they arrive; a missing field counts as empty (a server body may leave it out). */
export type FormValues<K extends string> = Readonly<Partial<Record<K, string>>>;

/** Values that passed every rule, normalized (trimmed except the password). */
export type ValidValues<K extends string> = Readonly<Record<K, string>>;

export type InvalidError = AppErrorOf<'Invalid'>;

const messagesByField = <K extends string>(
  schema: FormSchema<K>,
  values: FormValues<K>,
): Readonly<Record<K, string | undefined>> =>
  R.mapWithIndex((name: K, field: FormField) => field.rule(values[name] ?? ''))(schema);

/** Each failing field with its first message; an empty object means the form is valid. */
export const validateForm = <K extends string>(schema: FormSchema<K>, values: FormValues<K>): FieldErrors => {
  const errors: Record<string, string> = {};
  for (const [name, message] of Object.entries<string | undefined>(messagesByField(schema, values))) {
    if (message !== undefined) errors[name] = message;
  }
  return errors;
};

export const hasErrors = (errors: FieldErrors): boolean => Object.keys(errors).length > 0;

/** The values as they are kept: each field cleaned by its own normalization. */
export const normalizeValues = <K extends string>(schema: FormSchema<K>, values: FormValues<K>): ValidValues<K> =>
  R.mapWithIndex((name: K, field: FormField) => field.normalize(values[name] ?? ''))(schema);

/** The server's variant: the same messages the form shows, as an Invalid error for a 400. */
export const validateFormEither = <K extends string>(
  schema: FormSchema<K>,
  values: FormValues<K>,
): E.Either<InvalidError, ValidValues<K>> => {
  const errors = validateForm(schema, values);
  return hasErrors(errors) ? E.left(invalid(errors)) : E.right(normalizeValues(schema, values));
};
