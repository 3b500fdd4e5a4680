import { paperworkPath } from '../../../application/documents/paperwork.paths';
import { PORTAL_PATHS, withId } from '../../../application/portal/portal.paths';
import type { EventRow, ParticipantRow } from './event-rows';
import { eventFilesPath } from './event-files/event-files.loaders';
import { feedbackPagePath } from './feedback/feedback.loaders';
import { bookReservationPath, participationPath } from './portal.paths';
import { noticeError } from '../../forms/forms.styles';
import * as cardParts from '../../theme/card.styles';
import * as columnParts from '../../theme/columns.styles';
import * as linkParts from '../../theme/link-row.styles';
import * as pageParts from '../../theme/page.styles';
import * as listParts from '../../theme/plain-list.styles';

const ParticipantLine = ({ participant, withActions }: { readonly participant: ParticipantRow; readonly withActions: boolean }) => {
  const { actions } = participant;
  return (
    <li>
      <div>
        {participant.name}: <strong>{participant.state}</strong>
      </div>
      {withActions && (
        <div className={`${linkParts.linkRow} ${linkParts.linkRowSmall}`}>
          {/* A step of its own: price, invoice address and consent before anything binds. */}
          {actions.confirm && (
            <a href={bookReservationPath(participant.recipientId)} aria-label={`Verbindlich buchen: Reservierung von ${participant.nameAfterPreposition}`}>
              Verbindlich buchen
            </a>
          )}
          {/* Each link's name starts with its visible words (WCAG 2.5.3); the rest says whose. */}
          {participant.heldSeats !== undefined && ((actions.nameSeat ?? false) || actions.cancel) && (
            <a href={participationPath(participant.recipientId)} aria-label={`Plätze benennen oder zurückgeben: Plätze von ${participant.nameAfterPreposition}`}>
              Plätze benennen oder zurückgeben
            </a>
          )}
          {participant.heldSeats === undefined && (actions.cancel || actions.substitute) && (
            <a href={participationPath(participant.recipientId)} aria-label={`Ersetzen oder stornieren: Teilnahme von ${participant.nameAfterPreposition}`}>
              Ersetzen oder stornieren
            </a>
          )}
          {participant.seated && (
            <>
              <a href={paperworkPath(participant.recipientId, 'entsendungsbeschluss')} aria-label={`Entsendungsbeschluss für ${participant.nameAfterPreposition} (PDF)`}>
                Entsendungsbeschluss
              </a>
              <a href={paperworkPath(participant.recipientId, 'kostenuebernahme')} aria-label={`Kostenübernahme für ${participant.nameAfterPreposition} (PDF)`}>
                Kostenübernahme
              </a>
            </>
          )}
          {actions.certificate && (
            <a href={paperworkPath(participant.recipientId, 'teilnahmebescheinigung')} aria-label={`Teilnahmebescheinigung für ${participant.nameAfterPreposition} (PDF)`}>
              Teilnahmebescheinigung
            </a>
          )}
        </div>
      )}
    </li>
  );
};

/**
 * Booked seminars as cards: date, kind, title, place and each participant with their state.
 * With `withActions` (the caller manages these bookings) each participant carries what may be
 * done now: book a reservation, substitute or cancel, and the papers for the employer.
 */
export const EventList = ({
  events,
  empty,
  withActions = false,
  past = false,
}: {
  readonly events: readonly EventRow[];
  readonly empty: string;
  readonly withActions?: boolean;
  /** Events that are over: an attended one links to its feedback page. */
  readonly past?: boolean;
}) =>
  events.length === 0 ? (
    <p className={pageParts.smallPrint}>{empty}</p>
  ) : (
    <ul className={`${columnParts.halves} ${listParts.plainList}`}>
      {events.map((event) => (
        <li key={event.eventId} className={cardParts.card}>
          <div>
            <p className={pageParts.smallPrint}>{event.kind === '' ? event.date : `${event.date} · ${event.kind}`}</p>
            <h3 className={cardParts.cardTitle}>{event.title}</h3>
            <p className={pageParts.smallPrint}>{event.location}</p>
          </div>
          {event.cancelled && (
            <p className={noticeError}>
              <strong>Termin abgesagt</strong>
            </p>
          )}
          {event.participants.length > 0 && (
            <ul className={`${listParts.stackedList} ${listParts.ruledList}`} aria-label={`Teilnehmende: ${event.title}`}>
              {event.participants.map((participant) => (
                <ParticipantLine key={participant.recipientId} participant={participant} withActions={withActions} />
              ))}
            </ul>
          )}
          {withActions && (
            <p className={`${linkParts.linkRow} ${linkParts.linkRowSmall}`}>
              <a href={withId(PORTAL_PATHS.noticePdf, event.eventId)} aria-label={`Teilnahmeinformation zu ${event.title} (PDF)`}>
                Teilnahmeinformation (PDF)
              </a>
              <a href={eventFilesPath(event.eventId)} aria-label={`Unterlagen und Fotos: ${event.title}`}>
                Unterlagen und Fotos
              </a>
              {past && event.attended && (
                <a href={feedbackPagePath(event.eventId)} aria-label={`Feedback geben: ${event.title}`}>
                  Feedback geben
                </a>
              )}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
