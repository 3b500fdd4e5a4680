import { invalid } from '../../../domain/errors/app-error';
import { formFailure } from '../../forms/page-form-action';

/**
 * Calling off a bookable (a seminar date, a Fachtagung) from its page: the form's target, its
 * confirmation box (a click alone must not end everyone's seats) and its German texts, one place
 * for both pages.
 */
export const CANCEL_FORM_TARGET = 'absagen';
export const CANCEL_CONFIRM_FIELD = 'bestaetigt';

export type CancelledKind = 'termin' | 'fachtagung';

export const CANCEL_TEXTS: Readonly<Record<CancelledKind, { readonly heading: string; readonly confirm: string; readonly unconfirmed: string }>> = {
  termin: {
    heading: 'Termin absagen',
    confirm: 'Ja, den Termin absagen und alle Teilnehmenden benachrichtigen',
    unconfirmed: 'Bitte bestätigen Sie, dass der Termin abgesagt und alle Teilnehmenden benachrichtigt werden.',
  },
  fachtagung: {
    heading: 'Fachtagung absagen',
    confirm: 'Ja, die Fachtagung absagen und alle Teilnehmenden benachrichtigen',
    unconfirmed: 'Bitte bestätigen Sie, dass die Fachtagung abgesagt und alle Teilnehmenden benachrichtigt werden.',
  },
};

/** The refusal of a cancel post whose confirmation box is not ticked; undefined when it is. */
export const unconfirmedCancel = (kind: CancelledKind, values: Readonly<Record<string, string>>) =>
  values[CANCEL_CONFIRM_FIELD] === 'on' ? undefined : formFailure(CANCEL_FORM_TARGET, values, invalid({ [CANCEL_CONFIRM_FIELD]: CANCEL_TEXTS[kind].unconfirmed }, CANCEL_TEXTS[kind].unconfirmed));
