import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import type { ConsultantRecord, ConsultationRepository, NewAppointment, StoredAppointment } from '../../../application/consultation/consultation.repository';
import type { ConsultationBookedPayload } from '../../../application/mail/outbox-payloads';
import type { Outbox } from '../../../application/mail/outbox.port';
import { isGermanState, type GermanState } from '../../../domain/calendar/public-holidays';
import { isChannel } from '../../../domain/consultation/appointment-request';
import type { AppDatabase } from '../database';
import { isUniqueViolation } from '../portal/unique-violation';
import { consultants, consultationAppointments, rubrics } from '../schema';

type ConsultantRow = typeof consultants.$inferSelect;
type AppointmentRow = typeof consultationAppointments.$inferSelect;

const state = (code: string): GermanState => {
  if (!isGermanState(code)) throw new Error(`consultant row with unknown state ${code}`);
  return code;
};

/** Consultants and appointments over Drizzle; a booking and its mails commit together or not at all. */
export class DrizzleConsultationRepository implements ConsultationRepository {
  constructor(
    private readonly db: AppDatabase,
    private readonly outbox: Outbox,
  ) {}

  async consultants(): Promise<readonly ConsultantRecord[]> {
    const rows = await this.db.select().from(consultants).orderBy(asc(consultants.consultantId));
    const slugs = [...new Set(rows.flatMap((row) => row.topics))];
    const named = slugs.length === 0 ? [] : await this.db.select({ slug: rubrics.slug, name: rubrics.name, rubricId: rubrics.rubricId }).from(rubrics).where(inArray(rubrics.slug, slugs));
    const bySlug = new Map(named.map((rubric) => [rubric.slug, rubric]));
    return rows.map((row) => this.record(row, bySlug));
  }

  async takenStarts(consultantId: number, from: Temporal.Instant, to: Temporal.Instant): Promise<ReadonlySet<string>> {
    const rows = await this.db
      .select({ startsAt: consultationAppointments.startsAt })
      .from(consultationAppointments)
      .where(
        and(
          eq(consultationAppointments.consultantId, consultantId),
          gte(consultationAppointments.startsAt, from.toString()),
          lt(consultationAppointments.startsAt, to.toString()),
        ),
      );
    return new Set(rows.map((row) => Temporal.Instant.from(row.startsAt).toString()));
  }

  async book(appointment: NewAppointment, mail: ConsultationBookedPayload): Promise<'booked' | 'taken'> {
    try {
      await this.db.transaction(async (tx) => {
        await tx.insert(consultationAppointments).values({
          ...appointment,
          startsAt: appointment.start.toString(),
          endsAt: appointment.end.toString(),
          bookedAt: appointment.bookedAt.toString(),
        });
        await this.outbox.enqueue(tx, 'consultation_booked', mail);
      });
      return 'booked';
    } catch (error) {
      if (isUniqueViolation(error)) return 'taken';
      throw error;
    }
  }

  async byReference(reference: string): Promise<StoredAppointment | undefined> {
    const [row] = await this.db.select().from(consultationAppointments).where(eq(consultationAppointments.reference, reference));
    if (row === undefined) return undefined;
    const consultant = (await this.consultants()).find((candidate) => candidate.consultantId === row.consultantId);
    if (consultant === undefined) return undefined;
    return this.appointment(row, consultant);
  }

  private record(row: ConsultantRow, rubricsBySlug: ReadonlyMap<string, { readonly name: string; readonly rubricId: number }>): ConsultantRecord {
    const topics = row.topics
      .flatMap((slug) => {
        const rubric = rubricsBySlug.get(slug);
        return rubric === undefined ? [] : [{ slug, name: rubric.name, order: rubric.rubricId }];
      })
      .sort((a, b) => a.order - b.order)
      .map(({ slug, name }) => ({ slug, name }));
    return {
      consultantId: row.consultantId,
      slug: row.slug,
      name: row.name,
      role: row.role,
      email: row.email,
      photoPath: row.photoPath,
      state: state(row.state),
      topics,
      regions: row.regions.map(state),
    };
  }

  private appointment(row: AppointmentRow, consultant: ConsultantRecord): StoredAppointment {
    if (!isChannel(row.channel)) throw new Error(`appointment ${row.reference} with unknown channel ${row.channel}`);
    return {
      reference: row.reference,
      consultantId: row.consultantId,
      start: Temporal.Instant.from(row.startsAt),
      end: Temporal.Instant.from(row.endsAt),
      channel: row.channel,
      topicSlug: row.topicSlug,
      salutation: row.salutation,
      firstname: row.firstname,
      lastname: row.lastname,
      email: row.email,
      phone: row.phone,
      message: row.message,
      bookedAt: Temporal.Instant.from(row.bookedAt),
      consultant,
      topicName: consultant.topics.find((topic) => topic.slug === row.topicSlug)?.name ?? row.topicSlug,
    };
  }
}
