import { cartDateText } from '../../../domain/calendar/calendar';
import type { ParticipantListWire } from '../../participants/participant-list.codecs';
import type { PrintDocument } from '../print-document';

/** The columns every form of the list shows (PDF, CSV, XLSX), in one place. */
export const PARTICIPANT_LIST_COLUMNS = ['Name', 'Firma', 'Funktion im Gremium', 'Übernachtung', 'Status'] as const;

export const participantListCells = (participant: ParticipantListWire['participants'][number]): readonly string[] => [
  participant.name,
  participant.company ?? '',
  participant.function,
  participant.overnight,
  participant.statusLabel,
];

/** The trainer's Teilnehmerliste: one row per participant, a column to sign in, a line to confirm. */
export const participantListDocument = (list: ParticipantListWire): PrintDocument => ({
  title: 'Teilnehmerliste',
  subtitle: `${list.event.title}, ${cartDateText(list.event.startDate, list.event.endDate)}`,
  blocks: [
    { type: 'facts', rows: [{ label: 'Ort', value: list.event.location }, { label: 'Teilnehmende', value: String(list.participants.length) }] },
    list.participants.length === 0
      ? { type: 'paragraph', text: 'Für diesen Termin ist niemand angemeldet.' }
      : {
          type: 'table',
          columns: [
            { header: 'Name', width: 0.22, align: 'left' },
            { header: 'Firma', width: 0.2, align: 'left' },
            { header: 'Funktion', width: 0.14, align: 'left' },
            { header: 'Übernachtung', width: 0.14, align: 'left' },
            { header: 'Status', width: 0.1, align: 'left' },
            { header: 'Unterschrift', width: 0.2, align: 'left' },
          ],
          rows: list.participants.map((participant) => [...participantListCells(participant), '']),
          writeIn: true,
        },
    { type: 'signature', labels: ['Ort, Datum', 'Unterschrift der Referentin / des Referenten'] },
  ],
});
