import { CheckboxField } from '../../forms/Field';
import { FormMessage } from '../../forms/Notice';
import { PageForm } from '../../forms/PageForm';
import * as forms from '../../forms/forms.styles';
import type { FormOutcome } from '../../forms/page-form-action';
import * as card from '../../theme/card.styles';
import * as page from '../../theme/page.styles';
import { CANCEL_CONFIRM_FIELD, CANCEL_TEXTS, type CancelledKind } from './cancel-form';

/**
 * The card that calls a date or a Fachtagung off: what it does, a confirmation box, the button.
 * A plain form post (intent "absagen"), so it works without JavaScript.
 */
export const CancelCard = ({ kind, outcome }: { readonly kind: CancelledKind; readonly outcome: FormOutcome | undefined }) => {
  const texts = CANCEL_TEXTS[kind];
  const headingId = `${kind}-absagen`;
  return (
    <section className={card.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={page.sectionHeading}>
        {texts.heading}
      </h2>
      <p className={page.smallPrint}>
        Alle Buchungen und Reservierungen werden ohne Gebühr storniert, die Warteliste endet, und jede Person erhält eine E-Mail. Das lässt sich nicht rückgängig
        machen.
      </p>
      <PageForm outcome={outcome} aria-labelledby={headingId}>
        <input type="hidden" name="intent" value="absagen" />
        <FormMessage outcome={outcome} shown={[CANCEL_CONFIRM_FIELD]} />
        <CheckboxField id={`${kind}-bestaetigt`} name={CANCEL_CONFIRM_FIELD} label="Absage bestätigen" error={outcome?.errors[CANCEL_CONFIRM_FIELD]}>
          {texts.confirm}
        </CheckboxField>
        <div className={forms.actions}>
          <button type="submit" className={forms.secondaryButton}>
            {texts.heading}
          </button>
        </div>
      </PageForm>
    </section>
  );
};
