import { FORM_DEFINITIONS } from '../../../application/forms/form-definitions';

/** The contact request's fields, in the order the server's §5 rules check them (FORM_DEFINITIONS). */
export const CONTACT_FIELDS = Object.keys(FORM_DEFINITIONS['contact-request'].fields) as readonly ContactField[];

export type ContactField = 'salutation' | 'firstname' | 'lastname' | 'email' | 'company' | 'phone' | 'topic' | 'message';

/** Which form of the page an action's answer belongs to. */
export const CONTACT_TARGET = 'kontakt';

/** What a visitor can write to us about; the team sorts requests by it. */
export const CONTACT_TOPICS = [
  'Frage zu einem Seminar',
  'Buchung und Rechnung',
  'Inhouse-Schulung',
  'Kundenportal meinifb',
  'Freistellung und Kostenübernahme',
  'Sonstiges',
] as const;
