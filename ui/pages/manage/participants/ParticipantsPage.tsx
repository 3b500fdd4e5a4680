import { useActionData, useLoaderData, useLocation } from 'react-router';
import { participantFilePath } from '../../../../application/participants/participants.paths';
import { berlinDateRangeText } from '../../../dates/instant-text';
import { Notice } from '../../../forms/Notice';
import { PageForm } from '../../../forms/PageForm';
import * as formStyles from '../../../forms/forms.styles';
import { outcomeFor, type FormOutcome } from '../../../forms/page-form-action';
import * as cards from '../../../theme/card.styles';
import * as facts from '../../../theme/fact-list.styles';
import * as links from '../../../theme/link-row.styles';
import * as layout from '../../../theme/page.styles';
import * as lists from '../../../theme/plain-list.styles';
import { attendanceTarget, type ParticipantListJson, type ParticipantsPageData } from './participants.loader';

type Participant = ParticipantListJson['participants'][number];

/** One row's attendance: a button that records the other state, so one press is one change. */
const AttendanceForm = ({ participant, outcome }: { readonly participant: Participant; readonly outcome: FormOutcome | undefined }) => {
  if (!participant.attendanceOpen) return <span>{participant.attended ? 'teilgenommen' : '–'}</span>;
  return (
    <PageForm outcome={outcome} aria-label={`Teilnahme von ${participant.name}`} className={formStyles.actions}>
      <input type="hidden" name="participantId" value={participant.participantId} />
      <input type="hidden" name="attended" value={participant.attended ? 'nein' : 'ja'} />
      <span>{participant.attended ? 'teilgenommen' : 'nicht erfasst'}</span>
      <button type="submit" className={formStyles.secondaryButton}>
        {participant.attended ? 'Teilnahme zurücknehmen' : 'Teilnahme erfassen'}
      </button>
      {outcome?.message === undefined ? null : <Notice tone="error">{outcome.message}</Notice>}
    </PageForm>
  );
};

/**
 * /manage/termine/:eventId/teilnehmer: the participant list of a date (name, company, Gremium
 * function, overnight option, status), its downloads, and the attendance per participant, which
 * issues the Teilnahmebescheinigung. Works without JavaScript.
 */
export const ParticipantsPage = () => {
  const { list } = useLoaderData<ParticipantsPageData>();
  const last = useActionData<FormOutcome>();
  const recorded = new URLSearchParams(useLocation().search).get('erfasst');
  const recordedName = list.participants.find((participant) => String(participant.participantId) === recorded)?.name;
  return (
    <section className={layout.page} aria-labelledby="teilnehmer-titel">
      <h1 id="teilnehmer-titel" className={layout.pageHeading}>
        {`Teilnehmerliste: ${list.event.title}`}
      </h1>
      <p className={layout.lead}>{`${berlinDateRangeText(list.event.startDate, list.event.endDate)} · ${list.event.location} · ${String(list.participants.length)} Teilnehmende`}</p>
      {recordedName === undefined ? null : <Notice tone="success">{`Teilnahme gespeichert: ${recordedName}.`}</Notice>}
      <ul className={links.linkRow} aria-label="Teilnehmerliste herunterladen">
        <li>
          <a href={participantFilePath(list.event.eventId, 'pdf')} download>
            Als PDF (mit Unterschriftsspalte)
          </a>
        </li>
        <li>
          <a href={participantFilePath(list.event.eventId, 'csv')} download>
            Als CSV (für Excel)
          </a>
        </li>
        <li>
          <a href={participantFilePath(list.event.eventId, 'xlsx')} download>
            Als Excel-Datei (XLSX)
          </a>
        </li>
      </ul>
      {list.participants.length === 0 ? (
        <p>Für diesen Termin ist niemand angemeldet.</p>
      ) : (
        <ul className={lists.stackedList} aria-label="Teilnehmende">
          {list.participants.map((participant) => (
            <li key={participant.participantId} id={attendanceTarget(participant.participantId)} className={cards.card}>
              <h2 className={cards.cardTitle}>{participant.name}</h2>
              <dl className={facts.factGrid}>
                <dt>Firma</dt>
                <dd>{participant.company ?? '–'}</dd>
                <dt>Funktion im Gremium</dt>
                <dd>{participant.function || '–'}</dd>
                <dt>Übernachtung</dt>
                <dd>{participant.overnight || '–'}</dd>
                <dt>Status</dt>
                <dd>{participant.statusLabel}</dd>
                <dt>Bestellung</dt>
                <dd>{participant.orderNumber}</dd>
              </dl>
              <AttendanceForm participant={participant} outcome={outcomeFor(last, attendanceTarget(participant.participantId))} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};
