import { FORM_DEFINITIONS } from '../../../application/forms/form-definitions';
import type { FormSchema } from '../../../domain/validation/form-validation';

/** The contact request's fields and their §5 rules: the same schema the server checks with. */
export const CONTACT_SCHEMA = FORM_DEFINITIONS['contact-request'].fields as FormSchema<ContactField>;

export type ContactField = 'salutation' | 'firstname' | 'lastname' | 'email' | 'company' | 'phone' | 'topic' | 'message';

/** What a visitor can write to us about; the team sorts requests by it. */
export const CONTACT_TOPICS = [
  'Frage zu einem Seminar',
  'Buchung und Rechnung',
  'Inhouse-Schulung',
  'Kundenportal meinifb',
  'Freistellung und Kostenübernahme',
  'Sonstiges',
] as const;
