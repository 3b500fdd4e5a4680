import { SEMINAR_FORM, type SeminarText } from '../../../../domain/seminar/seminar';
import { PRICE_FIELDS } from '../../../../domain/seminar-date/seminar-date';
import type { PriceText } from '../../../../application/catalogue-admin/change-seminar-prices';

/** Which of a page's forms an action answers for (each shows its own messages). */
export const FORM_TARGETS = { seminar: 'seminar', prices: 'preise' } as const;

/** The hidden field that says which form of the seminar page was sent. */
export const INTENT_FIELD = 'intent';

/**
 * The seminar form's posted fields as the rules read them: a ticked box arrives as "on", an
 * unticked one not at all ("nein").
 */
export const seminarTextOf = (values: Readonly<Record<string, string>>): SeminarText =>
  Object.fromEntries(
    SEMINAR_FORM.map(({ name, input }) => [name, input === 'yes-no' ? ((values[name] ?? '') === '' ? 'nein' : 'ja') : (values[name] ?? '')]),
  );

export const priceTextOf = (values: Readonly<Record<string, string>>): PriceText => Object.fromEntries(PRICE_FIELDS.map((field) => [field, values[field] ?? '']));
