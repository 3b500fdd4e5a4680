import { useActionData, useLoaderData } from 'react-router';
import { VENUE_DESK_PATHS, VENUE_IMAGE_FIELD } from '../../../../application/catalogue-admin/venue-desk.port';
import { FileField } from '../../../forms/Field';
import { FormMessage, Notice } from '../../../forms/Notice';
import { PageForm } from '../../../forms/PageForm';
import * as forms from '../../../forms/forms.styles';
import { doneNotice, outcomeFor, type FormOutcome } from '../../../forms/page-form-action';
import * as card from '../../../theme/card.styles';
import { primaryButton } from '../../../theme/controls.styles';
import * as page from '../../../theme/page.styles';
import { hotelPath } from '../../catalogue/catalogue-paths';
import { VENUE_FIELDS, venueFieldsOf } from './venue-form.fields';
import { IMAGE_FORM_TARGET, IMAGE_REMOVE_INTENT, VENUE_FORM_TARGET, type VenuePageData } from './venues.actions';
import { VenueFields } from './VenueFields';
import * as styles from './venues.styles';

const DONE_TEXT = {
  angelegt: 'Der Veranstaltungsort wurde angelegt. Sie können ihn jetzt für einen Termin wählen und hier sein Bild hochladen.',
  gespeichert: 'Der Veranstaltungsort wurde gespeichert.',
  bild: 'Das Bild wurde gespeichert; die Seite des Hotels zeigt es sofort.',
  'bild-entfernt': 'Das Bild wurde entfernt.',
} as const;

/**
 * /manage/orte/{hotelId}: a venue's name, address and overnight price, and its picture (upload,
 * replace, remove). Plain form posts (the picture as multipart), so it works without JavaScript.
 */
export const VenuePage = () => {
  const { sheet, done } = useLoaderData<VenuePageData>();
  const outcome = useActionData<FormOutcome>();
  const shownDone = doneNotice(done, outcome);
  const saving = outcomeFor(outcome, VENUE_FORM_TARGET);
  const imaging = outcomeFor(outcome, IMAGE_FORM_TARGET);
  const values = saving === undefined ? sheet.fields : venueFieldsOf(saving.values);
  return (
    <section className={page.page} aria-labelledby="ort-heading">
      <h1 id="ort-heading" className={page.pageHeading}>
        {sheet.fields.name}
      </h1>
      <p className={page.lead}>
        <a href={VENUE_DESK_PATHS.list}>Alle Veranstaltungsorte</a> · <a href={hotelPath(sheet.fields.name, sheet.hotelId)}>Seite des Hotels ansehen</a>
      </p>
      {shownDone === null ? null : <Notice tone="success">{DONE_TEXT[shownDone]}</Notice>}
      <section className={card.card} aria-labelledby="ort-aendern">
        <h2 id="ort-aendern" className={page.sectionHeading}>
          Anschrift und Übernachtung
        </h2>
        <PageForm outcome={saving} aria-labelledby="ort-aendern">
          <input type="hidden" name="intent" value="speichern" />
          <FormMessage outcome={saving} shown={VENUE_FIELDS} />
          <VenueFields values={values} errors={saving?.errors ?? {}} />
          <div className={forms.actions}>
            <button type="submit" className={primaryButton}>
              Speichern
            </button>
          </div>
        </PageForm>
      </section>
      <section className={card.card} aria-labelledby="ort-bild">
        <h2 id="ort-bild" className={page.sectionHeading}>
          Bild
        </h2>
        {sheet.image === null ? (
          <p>Dieser Ort hat noch kein Bild.</p>
        ) : (
          <figure>
            <img className={styles.picture} src={sheet.image.url} alt={`Bild: ${sheet.fields.name}`} width={sheet.image.width} height={sheet.image.height} />
            <figcaption className={page.smallPrint}>{sheet.image.description}</figcaption>
          </figure>
        )}
        <PageForm outcome={imaging} encType="multipart/form-data" aria-labelledby="ort-bild">
          <FormMessage outcome={imaging} shown={[VENUE_IMAGE_FIELD]} />
          <FileField
            id="ort-bild-datei"
            name={VENUE_IMAGE_FIELD}
            label={sheet.image === null ? 'Bilddatei' : 'Neue Bilddatei'}
            hint="PNG, JPEG oder WebP, höchstens 10 MB; große Bilder werden auf 1600 Pixel verkleinert."
            accept="image/png,image/jpeg,image/webp"
            error={imaging?.errors[VENUE_IMAGE_FIELD]}
          />
          <div className={forms.actions}>
            <button type="submit" className={primaryButton}>
              {sheet.image === null ? 'Bild hochladen' : 'Bild ersetzen'}
            </button>
          </div>
        </PageForm>
        {sheet.image === null ? null : (
          <PageForm aria-label="Bild entfernen">
            <input type="hidden" name="intent" value={IMAGE_REMOVE_INTENT} />
            <div className={forms.actions}>
              <button type="submit" className={forms.secondaryButton}>
                Bild entfernen
              </button>
            </div>
          </PageForm>
        )}
      </section>
    </section>
  );
};
