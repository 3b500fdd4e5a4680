/**
 * Slots arrive as ISO text in Berlin time ('2026-11-23T09:00:00+01:00', the InstantCodec's
 * format), so day and clock time can be read off the text: the browser needs no time-zone data.
 */
export const dayOf = (iso: string): string => iso.slice(0, 10);
export const timeOf = (iso: string): string => iso.slice(11, 16);

const utcDate = (day: string): Date => new Date(`${day}T00:00:00Z`);

/**
 * By Date#getUTCDay. Written out rather than asked of Intl: the page's first Intl object loads
 * the ICU data, a long task while the page starts (issue 11).
 */
const WEEKDAYS = ['Sonntag', 'Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag'] as const;

/** 'Montag, 23.11.2026' */
export const dayLabel = (day: string): string => `${WEEKDAYS[utcDate(day).getUTCDay()] ?? ''}, ${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;

/** 23.11.2026 */
export const dateText = (day: string): string => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;

/** The calendar day n days later (or earlier), as yyyy-mm-dd. */
export const addDays = (day: string, days: number): string => {
  const date = utcDate(day);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/** The slots grouped by day, days in order. */
export const byDay = <S extends { readonly start: string }>(slots: readonly S[]): readonly { readonly day: string; readonly slots: readonly S[] }[] => {
  const days = new Map<string, S[]>();
  for (const slot of slots) {
    const day = dayOf(slot.start);
    days.set(day, [...(days.get(day) ?? []), slot]);
  }
  return [...days].map(([day, daySlots]) => ({ day, slots: daySlots }));
};

/** Initials for the portrait placeholder: 'Dr. Miriam Albers' → 'MA'. */
export const initialsOf = (name: string): string =>
  name
    .split(/\s+/)
    .filter((part) => part !== '' && !part.endsWith('.'))
    .map((part) => part[0]?.toUpperCase() ?? '')
    .filter((letter, index, all) => index === 0 || index === all.length - 1)
    .join('');
