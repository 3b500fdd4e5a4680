import { dateTimeRangeText } from '../../domain/calendar/calendar';
import type { SeriesModule } from '../../domain/seminar-date/series-modules';

/** A training series' modules before and after a change. */
export interface ModuleChange {
  readonly before: readonly SeriesModule[];
  readonly after: readonly SeriesModule[];
}

/** Where a module is held, as the audit log and the mail name it: the venue's name, or online. */
export const moduleLocation = (module: SeriesModule, venueNames: ReadonlyMap<number, string>): string =>
  module.hotelId === null ? 'online' : (venueNames.get(module.hotelId) ?? `Hotel ${String(module.hotelId)}`);

const moduleLine = (module: SeriesModule, venueNames: ReadonlyMap<number, string>): string =>
  `${dateTimeRangeText(module.startDate, module.endDate)}, ${moduleLocation(module, venueNames)}`;

/** The audit entry's details of changed modules: each position that changed, "Modul N": before → after ('–' for none). */
export const modulesAuditDetails = (change: ModuleChange, venueNames: ReadonlyMap<number, string>): Readonly<Record<string, string>> => {
  const details: Record<string, string> = {};
  for (let index = 0; index < Math.max(change.before.length, change.after.length); index += 1) {
    const [was, is] = [change.before[index], change.after[index]];
    const [before, after] = [was === undefined ? '–' : moduleLine(was, venueNames), is === undefined ? '–' : moduleLine(is, venueNames)];
    if (before !== after) details[`Modul ${String(index + 1)}`] = `${before} → ${after}`;
  }
  return details;
};
