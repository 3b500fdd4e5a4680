import { useLoaderData } from 'react-router';
import { PageForm } from '../../../forms/PageForm';
import * as formStyles from '../../../forms/forms.styles';
import { primaryButton } from '../../../theme/controls.styles';
import * as styles from '../portal.styles';
import { DELETE_INTENT, eventFilesPath } from './event-files.loaders';
import type { PhotoDeleteData } from './photo-delete.loader';
import * as own from './event-files.styles';

/** "Foto wirklich löschen?": the user confirms with a plain form post to the files page's action, or goes back. */
export const PhotoDeletePage = () => {
  const { eventId, eventTitle, date, photo } = useLoaderData<PhotoDeleteData>();
  const back = eventFilesPath(eventId);
  return (
    <section className={styles.page} aria-labelledby="foto-loeschen-titel">
      <h1 id="foto-loeschen-titel" className={styles.heading}>
        Foto wirklich löschen?
      </h1>
      <p className={styles.lead}>
        {eventTitle} · {date}
      </p>
      <div className={`${formStyles.card} ${styles.form}`}>
        {photo.isImage && <img src={photo.downloadUrl} alt={photo.title} className={own.confirmImage} />}
        <p>
          Möchten Sie Ihr Foto <strong>{photo.title}</strong> wirklich löschen?
        </p>
        <p className={styles.muted}>Danach ist das Foto für niemanden mehr zu sehen. Das lässt sich nicht rückgängig machen.</p>
        <PageForm action={back} aria-label={`Foto löschen: ${photo.title}`}>
          <input type="hidden" name="fileId" value={photo.fileId} />
          <div className={own.confirmActions}>
            <button type="submit" name="intent" value={DELETE_INTENT} className={primaryButton}>
              Ja, Foto löschen
            </button>
            <a href={back}>Abbrechen</a>
          </div>
        </PageForm>
      </div>
    </section>
  );
};
