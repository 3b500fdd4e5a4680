import { asc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { ConferenceFilter, ConferenceRecord } from '../../application/catalogue/catalogue.repository';
import { cents } from '../../domain/money/money';
import { instant, venueOf } from './catalogue-rows';
import type { AppDatabase } from './database';
import { conferenceProgramItems, conferences, hotels } from './schema';

interface ProgramItemJson {
  readonly position: number;
  readonly startAt: string;
  readonly title: string;
  readonly speaker: string;
}

/** The programme with its conference in one round trip, in position order. */
const PROGRAM_JSON = sql<ProgramItemJson[]>`(
  select coalesce(json_agg(json_build_object('position', p.position, 'startAt', p.start_at, 'title', p.title, 'speaker', p.speaker)
    order by p.position), '[]'::json)
  from ${conferenceProgramItems} p where p.conference_id = ${conferences.conferenceId})`;

const conferenceCondition = (filter: ConferenceFilter): SQL => {
  if ('url' in filter) return eq(conferences.url, filter.url);
  if ('bookableIds' in filter) return filter.bookableIds.length === 0 ? sql`false` : inArray(conferences.bookableId, [...filter.bookableIds]);
  return gt(conferences.startAt, filter.startsAfter.toString());
};

/** Fachtagungen over Drizzle. */
export class ConferenceReads {
  constructor(private readonly db: AppDatabase) {}

  /** Soonest first. */
  async find(filter: ConferenceFilter): Promise<readonly ConferenceRecord[]> {
    const rows = await this.db
      .select({ conference: conferences, hotel: hotels, program: PROGRAM_JSON })
      .from(conferences)
      .innerJoin(hotels, eq(hotels.hotelId, conferences.hotelId))
      .where(conferenceCondition(filter))
      .orderBy(asc(conferences.startAt), asc(conferences.conferenceId));
    return rows.map(({ conference, hotel, program }) => ({
      conferenceId: conference.conferenceId,
      bookableId: conference.bookableId,
      url: conference.url,
      title: conference.title,
      subtitle: conference.subtitle,
      description: conference.description,
      startDate: instant(conference.startAt),
      endDate: instant(conference.endAt),
      venue: venueOf(hotel),
      price: cents(conference.price),
      capacity: conference.capacity,
      program: program.map((item) => ({ position: item.position, startDate: instant(item.startAt), title: item.title, speaker: item.speaker })),
    }));
  }
}
