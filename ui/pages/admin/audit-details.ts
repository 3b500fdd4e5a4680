import { AUDIT_DETAIL_LABELS } from '../../../application/audit/audit-log';
import { berlinDateText, berlinTimeText } from '../../dates/instant-text';

const numbers = new Intl.NumberFormat('de-DE');
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?Z$/;

const valueText = (value: unknown): string => {
  if (typeof value === 'boolean') return value ? 'ja' : 'nein';
  if (typeof value === 'number') return numbers.format(value);
  if (typeof value === 'string') return ISO_INSTANT.test(value) ? `${berlinDateText(value)} ${berlinTimeText(value)}` : value;
  if (Array.isArray(value)) return value.length === 0 ? '–' : value.map(valueText).join(', ');
  return JSON.stringify(value);
};

/** An entry's details in German words ('importiert: 12, abgelehnt: 1'); a key without a name shows as stored. */
export const auditDetailsText = (details: Readonly<Record<string, unknown>> | null): string =>
  details === null
    ? ''
    : Object.entries(details)
        .map(([key, value]) => `${AUDIT_DETAIL_LABELS[key] ?? key}: ${valueText(value)}`)
        .join(', ');
