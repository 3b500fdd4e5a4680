import { useActionData, useLoaderData } from 'react-router';
import { FormMessage, Notice } from '../../../forms/Notice';
import { outcomeFor, type FormOutcome } from '../../../forms/page-form-action';
import { PORTAL_HOME_PATHS } from '../portal.paths';
import { photoDeletePath, type EventFilesData, type FileRow } from './event-files.loaders';
import * as own from './event-files.styles';
import * as pageParts from '../../../theme/page.styles';
import * as linkParts from '../../../theme/link-row.styles';
import * as cardParts from '../../../theme/card.styles';
import * as listParts from '../../../theme/plain-list.styles';
import * as tileParts from '../../../theme/tile-grid.styles';

const Photo = ({ eventId, photo, outcome }: { readonly eventId: number; readonly photo: FileRow; readonly outcome: FormOutcome | undefined }) => {
  const refused = outcomeFor(outcome, `foto-${String(photo.fileId)}`);
  return (
    <li className={tileParts.tile}>
      {photo.isImage && <img src={photo.downloadUrl} alt={photo.title} loading="lazy" className={own.image} />}
      <p className={cardParts.cardTitle}>{photo.title}</p>
      <p className={pageParts.smallPrint}>
        {photo.addedOn} · {photo.size}
      </p>
      <div className={`${linkParts.linkRow} ${linkParts.linkRowSmall}`}>
        <a href={photo.downloadUrl} download={photo.fileName} aria-label={`Foto herunterladen: ${photo.title}`}>
          Herunterladen
        </a>
        {photo.deletable && (
          <a href={photoDeletePath(eventId, photo.fileId)} className={linkParts.dangerLink} aria-label={`Foto löschen: ${photo.title}`}>
            Löschen
          </a>
        )}
      </div>
      <FormMessage outcome={refused} shown={[]} />
    </li>
  );
};

/** /meinifb/seminar/{id}/unterlagen: the documents and photos of one seminar. */
export const EventFilesPage = () => {
  const { eventId, title, date, documents, photos, deleted } = useLoaderData<EventFilesData>();
  const outcome = useActionData<FormOutcome>();
  return (
    <section className={pageParts.page} aria-labelledby="unterlagen-titel">
      <h1 id="unterlagen-titel" className={pageParts.pageHeading}>
        Unterlagen und Fotos
      </h1>
      <p className={pageParts.lead}>
        {title} · {date}
      </p>
      {deleted && outcome === undefined && <Notice tone="success">Das Foto wurde gelöscht.</Notice>}
      <h2 className={pageParts.sectionHeading}>{`Unterlagen (${String(documents.length)})`}</h2>
      {documents.length === 0 ? (
        <p className={pageParts.smallPrint}>Zu diesem Seminar gibt es noch keine Unterlagen.</p>
      ) : (
        <ul className={listParts.stackedList}>
          {documents.map((document) => (
            <li key={document.fileId}>
              <a href={document.downloadUrl} download={document.fileName} aria-label={`Unterlage herunterladen: ${document.title}`}>
                {document.title}
              </a>
              <span className={pageParts.smallPrint}>
                {' '}
                · {document.fileName} · {document.size}
              </span>
            </li>
          ))}
        </ul>
      )}
      <h2 className={pageParts.sectionHeading}>{`Fotos (${String(photos.length)})`}</h2>
      {photos.length === 0 ? (
        <p className={pageParts.smallPrint}>Zu diesem Seminar gibt es noch keine Fotos.</p>
      ) : (
        <ul className={tileParts.tileGrid}>
          {photos.map((photo) => (
            <Photo key={photo.fileId} eventId={eventId} photo={photo} outcome={outcome} />
          ))}
        </ul>
      )}
      <p className={`${linkParts.linkRow} ${linkParts.linkRowSmall}`}>
        <a href={PORTAL_HOME_PATHS[1]}>Zurück zu Mein Bereich</a>
      </p>
    </section>
  );
};
