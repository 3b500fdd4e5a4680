import { useActionData, useLoaderData } from 'react-router';
import { VENUE_DESK_PATHS } from '../../../../application/catalogue-admin/venue-desk.port';
import type { VenueField } from '../../../../domain/venue/venue';
import { TextField } from '../../../forms/Field';
import { FormMessage, Notice } from '../../../forms/Notice';
import { PageForm } from '../../../forms/PageForm';
import * as forms from '../../../forms/forms.styles';
import { outcomeFor, type FormOutcome } from '../../../forms/page-form-action';
import * as card from '../../../theme/card.styles';
import { primaryButton } from '../../../theme/controls.styles';
import * as page from '../../../theme/page.styles';
import { VENUE_FIELDS, VENUE_FORM, venueFieldsOf } from './venue-form.fields';
import { VENUE_FORM_TARGET, type VenuePageData } from './venues.actions';

/** /manage/orte/{hotelId}: a venue's name, address and overnight price; a plain form post, so it works without JavaScript. */
export const VenuePage = () => {
  const { sheet, saved } = useLoaderData<VenuePageData>();
  const outcome = outcomeFor(useActionData<FormOutcome>(), VENUE_FORM_TARGET);
  const values = outcome === undefined ? sheet.fields : venueFieldsOf(outcome.values);
  const field = (name: VenueField) => ({
    id: `ort-${name}`,
    name,
    label: VENUE_FORM[name].label,
    hint: VENUE_FORM[name].hint,
    optional: VENUE_FORM[name].optional,
    error: outcome?.errors[name],
    defaultValue: values[name],
  });
  return (
    <section className={page.page} aria-labelledby="ort-heading">
      <h1 id="ort-heading" className={page.pageHeading}>
        {sheet.fields.name}
      </h1>
      <p className={page.lead}>
        <a href={VENUE_DESK_PATHS.list}>Alle Veranstaltungsorte</a> · <a href={`/standorte/hotel/${sheet.slug}-${String(sheet.hotelId)}`}>Seite des Hotels ansehen</a> ·
        Bild: {sheet.hasImage ? 'vorhanden' : 'keins'}
      </p>
      {saved ? <Notice tone="success">Der Veranstaltungsort wurde gespeichert.</Notice> : null}
      <section className={card.card} aria-labelledby="ort-aendern">
        <h2 id="ort-aendern" className={page.sectionHeading}>
          Anschrift und Übernachtung
        </h2>
        <PageForm outcome={outcome} aria-labelledby="ort-aendern">
          <FormMessage outcome={outcome} shown={VENUE_FIELDS} />
          <div className={forms.grid}>
            {VENUE_FIELDS.map((name) => (
              <TextField key={name} {...field(name)} />
            ))}
          </div>
          <div className={forms.actions}>
            <button type="submit" className={primaryButton}>
              Speichern
            </button>
          </div>
        </PageForm>
      </section>
    </section>
  );
};
