import * as t from 'io-ts';
import { objectBody, text } from '../portal/request.codecs';

const LINE = text(300);
const LONG = text(20_000);

/**
 * The body of every form: each known field optional and bounded; fields a form does not have
 * are dropped. Whether a field is filled in correctly is the form's §5 rule's business.
 */
export const FormRequest = objectBody(
  t.exact(
    t.partial({
      company: LINE,
      companyName: LINE,
      street: LINE,
      streetNumber: LINE,
      postalCode: LINE,
      city: LINE,
      salutation: LINE,
      topic: LINE,
      firstname: LINE,
      lastname: LINE,
      phone: LINE,
      email: LINE,
      message: LONG,
      personalNotes: LONG,
      hotelOverNightOption: LINE,
      postalCodeOrCity: LINE,
      streetAndHouseNumber: LINE,
    }),
  ),
  'FormRequest',
);
export type FormRequest = t.TypeOf<typeof FormRequest>;
