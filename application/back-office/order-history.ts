import { Temporal } from 'temporal-polyfill';
import { fullName } from '../../domain/correspondence/person-name';
import { AUDIT_ACTION_LABELS } from '../audit/audit-log';
import type { HistoryEntryWire } from './order-desk.codecs';
import type { OrderEventRecord, OrderRecord } from './order-desk.reader';
import { CHANNEL_LABELS, MAIL_LABELS } from './messages';

const detailsText = (details: Readonly<Record<string, unknown>> | null): string =>
  details === null
    ? ''
    : Object.values(details)
        .filter((value): value is string | number => typeof value === 'string' || typeof value === 'number')
        .map(String)
        .join(', ');

const eventEntry = (event: OrderEventRecord): HistoryEntryWire => {
  if (event._tag === 'mail') {
    const label = MAIL_LABELS[event.kind] ?? event.kind;
    const state = event.sentAt === null ? 'wartet auf Versand' : 'gesendet';
    return { at: event.at, text: `E-Mail „${label}“ an ${event.to === '' ? 'die Besteller' : event.to} (${state})` };
  }
  const details = detailsText(event.details);
  return { at: event.at, text: `${AUDIT_ACTION_LABELS[event.action]} durch ${event.actor}${details === '' ? '' : `: ${details}`}` };
};

/**
 * The order's history, oldest first: placed, what became of each participant as the rows keep
 * it (cancelled, lapsed, an offer from the waiting list), every mail queued and every staff
 * action from the audit log (which say who substituted or booked whom).
 */
export const orderHistory = (order: OrderRecord, events: readonly OrderEventRecord[]): readonly HistoryEntryWire[] => {
  const entries: HistoryEntryWire[] = [{ at: order.orderedAt, text: `Bestellung ${CHANNEL_LABELS[order.channel]} aufgegeben von ${fullName(order.customer)}` }];
  for (const participant of order.participants) {
    const name = fullName(participant);
    if (participant.waitlistEntry?.offeredAt != null) entries.push({ at: participant.waitlistEntry.offeredAt, text: `Platz der Warteliste angeboten: ${name}` });
    if (participant.status === 'cancelled') entries.push({ at: participant.statusChangedAt, text: `Storniert: ${name}` });
    if (participant.status === 'lapsed') entries.push({ at: participant.statusChangedAt, text: `Reservierung verfallen: ${name}` });
    if (participant.status === 'expired') entries.push({ at: participant.statusChangedAt, text: `Angebot der Warteliste abgelaufen: ${name}` });
  }
  entries.push(...events.map(eventEntry));
  // Stable: what happened at the same moment keeps the order above (the change before its mail).
  return entries.map((entry, index) => ({ entry, index })).sort((a, b) => Temporal.Instant.compare(a.entry.at, b.entry.at) || a.index - b.index).map(({ entry }) => entry);
};
