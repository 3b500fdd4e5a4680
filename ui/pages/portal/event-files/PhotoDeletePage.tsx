import { useLoaderData } from 'react-router';
import { PageForm } from '../../../forms/PageForm';
import * as formStyles from '../../../forms/forms.styles';
import { primaryButton } from '../../../theme/controls.styles';
import { DELETE_INTENT, eventFilesPath } from './event-files.loaders';
import type { PhotoDeleteData } from './photo-delete.loader';
import * as own from './event-files.styles';
import * as pageParts from '../../../theme/page.styles';

/** "Foto wirklich löschen?": the user confirms with a plain form post to the files page's action, or goes back. */
export const PhotoDeletePage = () => {
  const { eventId, eventTitle, date, photo } = useLoaderData<PhotoDeleteData>();
  const back = eventFilesPath(eventId);
  return (
    <section className={pageParts.page} aria-labelledby="foto-loeschen-titel">
      <h1 id="foto-loeschen-titel" className={pageParts.pageHeading}>
        Foto wirklich löschen?
      </h1>
      <p className={pageParts.lead}>
        {eventTitle} · {date}
      </p>
      <div className={`${formStyles.card} ${pageParts.stack} ${pageParts.narrow}`}>
        {photo.isImage && <img src={photo.downloadUrl} alt={photo.title} className={own.confirmImage} />}
        <p>
          Möchten Sie Ihr Foto <strong>{photo.title}</strong> wirklich löschen?
        </p>
        <p className={pageParts.smallPrint}>Danach ist das Foto für niemanden mehr zu sehen. Das lässt sich nicht rückgängig machen.</p>
        <PageForm action={back} aria-label={`Foto löschen: ${photo.title}`}>
          <input type="hidden" name="fileId" value={photo.fileId} />
          <div className={formStyles.actions}>
            <button type="submit" name="intent" value={DELETE_INTENT} className={primaryButton}>
              Ja, Foto löschen
            </button>
            <a href={back} className={formStyles.secondaryButton}>
              Abbrechen
            </a>
          </div>
        </PageForm>
      </div>
    </section>
  );
};
