import { and, eq, inArray } from 'drizzle-orm';
import type { SeminarKey, SeminarTheme, DocumentsRepository } from '../../../application/documents/documents.repository';
import type { Bookable } from '../../../application/orders/bookable';
import { bookablesOf } from '../cart/bookables';
import { cents, type Cents } from '../../../domain/money/money';
import { publicTheme } from '../catalogue-visibility';
import type { AppDatabase } from '../database';
import { overnightRates, rubrics, themes } from '../schema';

/** Hotel rates and seminar texts for the documents, over Drizzle. */
export class DrizzleDocumentsRepository implements DocumentsRepository {
  constructor(private readonly db: AppDatabase) {}

  async findBookable(eventId: number): Promise<Bookable | undefined> {
    return (await bookablesOf(this.db, [eventId])).get(eventId);
  }

  async overnightRates(hotelIds: readonly number[]): Promise<ReadonlyMap<number, Cents>> {
    if (hotelIds.length === 0) return new Map();
    const rows = await this.db
      .select({ hotelId: overnightRates.hotelId, rate: overnightRates.ratePerNight })
      .from(overnightRates)
      .where(inArray(overnightRates.hotelId, [...hotelIds]));
    return new Map(rows.map((row) => [row.hotelId, cents(row.rate)]));
  }

  async findSeminar(key: SeminarKey): Promise<SeminarTheme | undefined> {
    const [row] = await this.db
      .select({
        themeId: themes.themeId,
        slug: themes.slug,
        title: themes.title,
        subtitle: themes.subtitle,
        description: themes.description,
        targetGroups: themes.targetGroups,
        actionField: themes.actionField,
        rubricName: rubrics.name,
      })
      .from(themes)
      .innerJoin(rubrics, eq(rubrics.rubricId, themes.rubricId))
      .where(and('themeId' in key ? eq(themes.themeId, key.themeId) : eq(themes.slug, key.slug), publicTheme))
      .limit(1);
    return row;
  }
}
