import * as t from 'io-ts';
import type { FieldNameOf, FormDefinition, WireSize } from '../../domain/forms/form-definition';
import { EMAIL_TEXT, LONG_TEXT, SHORT_TEXT } from '../cart/wire-types.codecs';

/**
 * The io-ts codecs of a form, derived from its definition (domain/forms/form-definition): the
 * bound per field comes from its wire size; whether a value is right stays the field rule's
 * business, with the form's own message. Kept apart from the definition so a page that renders
 * a form does not load io-ts.
 */
const WIRE_CODECS: Readonly<Record<WireSize, typeof SHORT_TEXT>> = { short: SHORT_TEXT, email: EMAIL_TEXT, long: LONG_TEXT };

type TextCodecs<D extends FormDefinition> = Readonly<Record<FieldNameOf<D>, typeof SHORT_TEXT>>;

/** One text codec per field, to spread into a larger codec's props (an answer that carries the form's values). */
export const formCodecProps = <D extends FormDefinition>(definition: D): TextCodecs<D> =>
  Object.fromEntries(Object.entries(definition).map(([name, field]) => [name, WIRE_CODECS[field.wire]])) as TextCodecs<D>;

/** The form's fields as a request carries them: each may be left out (a missing field counts as empty). */
export const formRequestCodec = <D extends FormDefinition>(definition: D, name: string) => t.partial(formCodecProps(definition), name);

const nullableText = t.union([t.string, t.null]);

type NullableTexts<D extends FormDefinition> = Readonly<Record<FieldNameOf<D>, typeof nullableText>>;

/** The form's fields as a record keeps them, null where nothing was given: props for a larger codec. */
export const nullableFormCodecProps = <D extends FormDefinition>(definition: D): NullableTexts<D> =>
  Object.fromEntries(Object.keys(definition).map((name) => [name, nullableText])) as NullableTexts<D>;
