import { useActionData, useLoaderData } from 'react-router';
import type { NewVenueSheetWire } from '../../../../application/catalogue-admin/venue-desk.codecs';
import { VENUE_DESK_PATHS } from '../../../../application/catalogue-admin/venue-desk.port';
import { FormMessage } from '../../../forms/Notice';
import { PageForm } from '../../../forms/PageForm';
import * as forms from '../../../forms/forms.styles';
import { outcomeFor, type FormOutcome } from '../../../forms/page-form-action';
import * as card from '../../../theme/card.styles';
import { primaryButton } from '../../../theme/controls.styles';
import * as page from '../../../theme/page.styles';
import { VENUE_FIELDS, venueFieldsOf } from './venue-form.fields';
import { VENUE_FORM_TARGET } from './venues.actions';
import { VenueFields } from './VenueFields';

/** /manage/orte/neu: a new venue (hotel) by the rules of a venue's change; a plain form post, so it works without JavaScript. */
export const NewVenuePage = () => {
  const sheet = useLoaderData<NewVenueSheetWire>();
  const outcome = outcomeFor(useActionData<FormOutcome>(), VENUE_FORM_TARGET);
  const values = outcome === undefined ? sheet.fields : venueFieldsOf(outcome.values);
  return (
    <section className={page.page} aria-labelledby="neuer-ort-heading">
      <h1 id="neuer-ort-heading" className={page.pageHeading}>
        Neuer Veranstaltungsort
      </h1>
      <p className={page.lead}>
        <a href={VENUE_DESK_PATHS.list}>Alle Veranstaltungsorte</a> · Ein neuer Ort lässt sich sofort für einen Termin wählen; sein Bild laden Sie danach auf seiner Seite hoch.
      </p>
      <section className={card.card} aria-labelledby="neuer-ort-heading">
        <PageForm outcome={outcome} aria-labelledby="neuer-ort-heading">
          <FormMessage outcome={outcome} shown={VENUE_FIELDS} />
          <VenueFields values={values} errors={outcome?.errors ?? {}} />
          <div className={forms.actions}>
            <button type="submit" className={primaryButton}>
              Ort anlegen
            </button>
          </div>
        </PageForm>
      </section>
    </section>
  );
};
