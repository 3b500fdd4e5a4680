import * as E from 'fp-ts/Either';
import { invalid, notFound, type AppError } from '../../domain/errors/app-error';
import { checkPriceRecord, PRICE_FIELDS, type PriceField } from '../../domain/seminar-date/seminar-date';
import type { Clock } from '../ports/clock';
import type { CatalogueRowItem } from './catalogue-csv-reader';
import type { CatalogueEditor, ChangeReport, ChangeSeminarDates } from './change-seminar-dates';
import { SEMINAR_ADMIN_MESSAGES as M } from './seminar-admin.messages';
import type { SeminarStore } from './seminar-store';

export type PriceText = Readonly<Partial<Record<PriceField, string>>>;

async function* rowsOf(eventIds: readonly number[], prices: PriceText): AsyncGenerator<CatalogueRowItem> {
  for (const [index, eventId] of eventIds.entries()) {
    yield await Promise.resolve({ _tag: 'Row' as const, row: { line: index + 1, fields: { eventId: String(eventId), ...prices } } });
  }
}

/**
 * The seminar page's price record: the price tiers of every coming date of the seminar at once
 * (a price belongs to a date; a date that has begun keeps its own). Written through
 * ChangeSeminarDates, the one use case that changes dates: all or nothing, each date's audit entry
 * with before → after, caches cleared. A price change applies to new bookings only: an order
 * keeps the prices it was placed with.
 */
export class ChangeSeminarPrices {
  constructor(
    private readonly store: SeminarStore,
    private readonly dates: ChangeSeminarDates,
    private readonly clock: Clock,
  ) {}

  async run(slug: string, text: PriceText, editor: CatalogueEditor): Promise<E.Either<AppError, ChangeReport>> {
    const seminar = await this.store.find(slug);
    if (seminar === undefined) return E.left(notFound(M.seminarNotFound));
    // Every tier is sent: an emptied tier falls back again (spec §9).
    const prices = Object.fromEntries(PRICE_FIELDS.map((field) => [field, text[field]?.trim() ?? ''])) as Required<PriceText>;
    const checked = checkPriceRecord(prices);
    if (E.isLeft(checked)) return E.left(invalid(checked.left, M.pricesRefused));
    const now = this.clock.now();
    const coming = (await this.store.datesOf(seminar.themeId)).filter((date) => date.startDate.epochMilliseconds > now.epochMilliseconds);
    if (coming.length === 0) return E.left(invalid({ price: M.noComingDates }, M.noComingDates));
    return this.dates.run(rowsOf(coming.map((date) => date.eventId), prices), editor, { dryRun: false });
  }
}
