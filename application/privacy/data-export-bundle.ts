import { Temporal } from 'temporal-polyfill';
import { formatDate, formatTime } from '../../domain/calendar/calendar';
import { RETENTION_KINDS, retentionLine } from '../../domain/privacy/retention-rules';
import type { PdfRenderer } from '../documents/pdf-renderer';
import type { PrintBlock, PrintDocument } from '../documents/print-document';
import type { DownloadedFile } from '../portal/event-files.codecs';
import { EXPORT_KINDS, type Archiver, type ExportRecord, type ExportValue, type PersonalDataSet } from './personal-data-set';

/** The PDF lists this many records per kind; the JSON beside it has all of them. */
const PDF_RECORDS_PER_KIND = 30;

/** The PDF's German names of the JSON's keys; a key without one is printed as it is. */
const LABELS: Readonly<Record<string, string>> = {
  email: 'E-Mail-Adresse',
  salutation: 'Anrede',
  firstname: 'Vorname',
  lastname: 'Nachname',
  company: 'Firma',
  registeredAt: 'Registriert am',
  phone: 'Telefon',
  street: 'Straße',
  streetNumber: 'Hausnummer',
  postalCode: 'PLZ',
  city: 'Ort',
  country: 'Land',
  hotelOverNightOption: 'Übernachtung',
  roomType: 'Zimmerart',
  hotelNotes: 'Hinweise an das Hotel',
  brFunctions: 'Funktionen',
  orderNumber: 'Bestellnummer',
  orderedAt: 'Bestellt am',
  channel: 'Weg',
  invoiceReference: 'Referenz für die Rechnung',
  personalNotes: 'Anmerkungen',
  totalCents: 'Summe (Cent)',
  priceCents: 'Preis (Cent)',
  seminar: 'Seminar',
  function: 'Funktion',
  bookingType: 'Art',
  seats: 'Plätze',
  status: 'Stand',
  startAt: 'Beginn',
  startsAt: 'Beginn',
  addedAt: 'Gemerkt am',
  page: 'Seite',
  url: 'Adresse',
  name: 'Name',
  createdAt: 'Angelegt am',
  updatedAt: 'Geändert am',
  entries: 'Einträge',
  message: 'Nachricht',
  rating: 'Bewertung',
  receivedAt: 'Erhalten am',
  newsletter: 'Newsletter per E-Mail',
  post: 'Werbung per Post',
  printedCatalogue: 'Gedrucktes Seminarprogramm',
  advertisingTopics: 'Themen für Angebote',
  gremium: 'Gremium',
  role: 'Rolle',
  kind: 'Art',
  at: 'Am',
  conference: 'Fachtagung',
  reference: 'Vorgangsnummer',
  form: 'Formular',
  payload: 'Angaben',
  invitedAt: 'Eingeladen am',
  usedAt: 'Angenommen am',
};

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

const words = (value: ExportValue): string => {
  if (value === null) return '–';
  if (typeof value === 'boolean') return value ? 'ja' : 'nein';
  if (typeof value === 'string' && ISO_INSTANT.test(value)) {
    const instant = Temporal.Instant.from(value);
    return `${formatDate(instant)}, ${formatTime(instant)} Uhr`;
  }
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return JSON.stringify(value);
};

const recordsOf = (set: PersonalDataSet, kind: (typeof EXPORT_KINDS)[number][0]): readonly ExportRecord[] => {
  const value = set[kind];
  if (value === null) return [];
  return Array.isArray(value) ? (value as readonly ExportRecord[]) : [value as ExportRecord];
};

const fileOf = (kind: string): string => `${kind}.json`;

/** The readable summary of the ZIP: what we hold per kind, the records themselves, how long we keep them. */
export const dataExportDocument = (set: PersonalDataSet, madeAt: Temporal.Instant): PrintDocument => {
  const sections: PrintBlock[] = EXPORT_KINDS.flatMap(([kind, title]): PrintBlock[] => {
    const records = recordsOf(set, kind);
    if (records.length === 0) return [];
    const shown = records.slice(0, PDF_RECORDS_PER_KIND);
    return [
      { type: 'heading', text: title },
      ...shown.map((record): PrintBlock => ({ type: 'facts', rows: Object.entries(record).map(([key, value]) => ({ label: LABELS[key] ?? key, value: words(value) })) })),
      ...(records.length > shown.length
        ? [{ type: 'paragraph', tone: 'small', text: `Weitere ${String(records.length - shown.length)} Einträge stehen in ${fileOf(kind)}.` } as const]
        : []),
    ];
  });
  return {
    title: 'Ihre Datenauskunft',
    subtitle: `für ${set.email}, erstellt am ${formatDate(madeAt)} um ${formatTime(madeAt)} Uhr`,
    blocks: [
      {
        type: 'paragraph',
        text: 'Diese Auskunft (Art. 15 DSGVO) zeigt alle Daten, die wir zu Ihrer Person gespeichert haben. Dieselben Daten liegen der ZIP-Datei je Art als JSON-Datei bei, maschinenlesbar zur Übertragung (Art. 20 DSGVO).',
      },
      {
        type: 'facts',
        rows: EXPORT_KINDS.map(([kind, title]) => ({ label: title, value: `${String(recordsOf(set, kind).length)} (${fileOf(kind)})` })),
      },
      ...sections,
      { type: 'heading', text: 'Wie lange wir Daten aufbewahren' },
      ...RETENTION_KINDS.map((kind): PrintBlock => ({ type: 'paragraph', tone: 'small', text: retentionLine(kind) })),
    ],
  };
};

/** The ZIP of an export: one JSON file per kind and the PDF summary, named after the day it was made. */
export const dataExportBundle = async (
  set: PersonalDataSet,
  madeAt: Temporal.Instant,
  renderer: PdfRenderer,
  archiver: Archiver,
): Promise<DownloadedFile> => {
  const encoder = new TextEncoder();
  const json = EXPORT_KINDS.map(([kind]) => ({ name: fileOf(kind), content: encoder.encode(`${JSON.stringify(set[kind], null, 2)}\n`) }));
  const pdf = await renderer.render(dataExportDocument(set, madeAt));
  const day = madeAt.toZonedDateTimeISO('Europe/Berlin').toPlainDate().toString();
  return {
    fileName: `Datenauskunft-${day}.zip`,
    contentType: 'application/zip',
    content: archiver.zip([...json, { name: 'Datenauskunft.pdf', content: pdf }], madeAt),
  };
};
