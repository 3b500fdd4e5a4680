import { asc, eq, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { ExportRecord, PersonalDataReader, PersonalDataSet } from '../../../application/privacy/personal-data-set';
import type { AppDatabase } from '../database';
import {
  conferenceRegistrations,
  conferences,
  consultationAppointments,
  events,
  gremien,
  gremiumInvitations,
  orderParticipants,
  orders,
  portalFeedback,
  portalProfiles,
  requests,
  themes,
  trainingPlanEntries,
  trainingPlans,
  users,
  waitlistEntries,
  wishlistBookmarks,
  wishlistItems,
} from '../schema';

const rowsOf = (result: unknown): readonly ExportRecord[] =>
  typeof result === 'object' && result !== null && 'rows' in result && Array.isArray(result.rows) ? (result.rows as ExportRecord[]) : [];

const sameAddress = (column: AnyColumn, email: string): SQL => sql`lower(${column}) = lower(${email})`;

/** A bookable's title: the seminar's theme, or the Fachtagung's own. */
const bookableTitle = (bookableId: AnyColumn): SQL => sql`coalesce(
  (select ${themes.title} from ${events} join ${themes} on ${themes.themeId} = ${events.themeId} where ${events.eventId} = ${bookableId}),
  (select ${conferences.title} from ${conferences} where ${conferences.bookableId} = ${bookableId}))`;

/**
 * Reads everything stored about a person for the data export, kind by kind, in words and ISO
 * dates (money in euro cents, as stored). What is tied to an account is found by its id, what a
 * person gave in orders and requests by the address, so a colleague's booking of them is in too.
 */
export class DrizzlePersonalDataReader implements PersonalDataReader {
  constructor(private readonly db: AppDatabase) {}

  async ofAccount(userId: number): Promise<PersonalDataSet | undefined> {
    const [account] = await this.db
      .select({
        email: users.email,
        salutation: users.salutation,
        firstname: users.firstname,
        lastname: users.lastname,
        company: users.company,
        createdAt: users.createdAt,
        gremiumId: users.gremiumId,
        gremiumRole: users.gremiumRole,
      })
      .from(users)
      .where(eq(users.userId, userId));
    if (account === undefined) return undefined;
    const [profile] = await this.db.select().from(portalProfiles).where(eq(portalProfiles.userId, userId));
    const byAddress = await this.byAddress(account.email, userId);
    const gremium = account.gremiumId === null ? undefined : (await this.db.select().from(gremien).where(eq(gremien.gremiumId, account.gremiumId)))[0];
    const plans = await this.db.select().from(trainingPlans).where(eq(trainingPlans.userId, userId)).orderBy(asc(trainingPlans.planId));
    const planEntries = await Promise.all(
      plans.map((plan) =>
        this.db
          .select({ memberName: trainingPlanEntries.memberName, note: trainingPlanEntries.note, priority: trainingPlanEntries.priority })
          .from(trainingPlanEntries)
          .where(eq(trainingPlanEntries.planId, plan.planId))
          .orderBy(asc(trainingPlanEntries.position)),
      ),
    );
    return {
      ...byAddress,
      email: account.email,
      person: { salutation: account.salutation, firstname: account.firstname, lastname: account.lastname },
      profile: {
        email: account.email,
        salutation: account.salutation,
        firstname: account.firstname,
        lastname: account.lastname,
        company: account.company,
        registeredAt: account.createdAt,
        phone: profile?.phone ?? '',
        street: profile?.street ?? '',
        streetNumber: profile?.streetNumber ?? '',
        postalCode: profile?.postalCode ?? '',
        city: profile?.city ?? '',
        country: profile?.country ?? '',
        hotelOverNightOption: profile?.hotelOverNightOption ?? null,
        roomType: profile?.roomType ?? null,
        hotelNotes: profile?.hotelNotes ?? '',
        brFunctions: profile?.brFunctions ?? [],
      },
      consents:
        profile === undefined
          ? null
          : {
              newsletter: profile.newsletterConsent,
              newsletterChangedAt: profile.newsletterChangedAt,
              post: profile.postConsent,
              postChangedAt: profile.postChangedAt,
              phone: profile.phoneConsent,
              phoneChangedAt: profile.phoneChangedAt,
              printedCatalogue: profile.printedCatalogue,
              advertisingTopics: profile.advertisingTopics,
            },
      wishlist: [
        ...rowsOf(
          await this.db.execute(sql`select ${bookableTitle(wishlistItems.eventId)} as "seminar", ${events.startAt} as "startAt", ${wishlistItems.addedAt} as "addedAt"
            from ${wishlistItems} join ${events} on ${events.eventId} = ${wishlistItems.eventId}
            where ${wishlistItems.userId} = ${userId} order by ${wishlistItems.addedAt}`),
        ),
        ...(await this.db
          .select({ page: wishlistBookmarks.title, url: wishlistBookmarks.url, addedAt: wishlistBookmarks.addedAt })
          .from(wishlistBookmarks)
          .where(eq(wishlistBookmarks.userId, userId))
          .orderBy(asc(wishlistBookmarks.addedAt))),
      ],
      trainingPlans: plans.map((plan, index) => ({ name: plan.name, createdAt: plan.createdAt, updatedAt: plan.updatedAt, entries: planEntries[index] ?? [] })),
      feedback: rowsOf(
        await this.db.execute(sql`select ${bookableTitle(portalFeedback.eventId)} as "seminar",
            ${portalFeedback.message} as "message", ${portalFeedback.rating} as "rating", ${portalFeedback.receivedAt} as "receivedAt"
          from ${portalFeedback} where ${portalFeedback.userId} = ${userId} order by ${portalFeedback.receivedAt}`),
      ),
      memberships: [
        ...(gremium === undefined ? [] : [{ gremium: gremium.name, company: gremium.company, role: account.gremiumRole === 'admin' ? 'Administration' : 'Mitglied' }]),
        ...byAddress.memberships,
      ],
    };
  }

  /** For a person without an account: what they gave in orders, lists and requests. */
  async ofAddress(email: string): Promise<PersonalDataSet> {
    const [account] = await this.db.select({ userId: users.userId }).from(users).where(sameAddress(users.email, email));
    const ofAccount = account === undefined ? undefined : await this.ofAccount(account.userId);
    return ofAccount ?? this.byAddress(email);
  }

  /** `userId`: an account's orders count even when it ordered under another address. */
  private async byAddress(email: string, userId?: number): Promise<PersonalDataSet> {
    const ordered = await this.db
      .select({
        orderNumber: orders.orderNumber,
        orderedAt: orders.orderedAt,
        channel: orders.channel,
        salutation: orders.customerSalutation,
        firstname: orders.customerFirstname,
        lastname: orders.customerLastname,
        email: orders.customerEmail,
        company: orders.company,
        street: orders.street,
        streetNumber: orders.streetNumber,
        postalCode: orders.postalCode,
        city: orders.city,
        invoiceReference: orders.invoiceReference,
        personalNotes: orders.personalNotes,
        totalCents: orders.total,
      })
      .from(orders)
      .where(userId === undefined ? sameAddress(orders.customerEmail, email) : or(eq(orders.userId, userId), sameAddress(orders.customerEmail, email)))
      .orderBy(asc(orders.orderedAt));
    const participations = rowsOf(
      await this.db.execute(sql`select ${orders.orderNumber} as "orderNumber", ${bookableTitle(orderParticipants.eventId)} as "seminar",
          ${orderParticipants.salutation} as "salutation", ${orderParticipants.firstname} as "firstname", ${orderParticipants.lastname} as "lastname",
          ${orderParticipants.email} as "email", ${orderParticipants.function} as "function", ${orderParticipants.bookingType} as "bookingType",
          ${orderParticipants.hotelOverNightOption} as "hotelOverNightOption", ${orderParticipants.seats} as "seats",
          ${orderParticipants.status} as "status", ${orderParticipants.price} as "priceCents"
        from ${orderParticipants} join ${orders} on ${orders.orderId} = ${orderParticipants.orderId}
        where lower(${orderParticipants.email}) = lower(${email}) order by ${orderParticipants.participantId}`),
    );
    const waiting = rowsOf(
      await this.db.execute(sql`select 'Warteliste' as "kind", ${bookableTitle(waitlistEntries.eventId)} as "seminar", ${waitlistEntries.firstname} as "firstname",
          ${waitlistEntries.lastname} as "lastname", ${waitlistEntries.email} as "email", ${waitlistEntries.company} as "company",
          ${waitlistEntries.seats} as "seats", ${waitlistEntries.status} as "status", ${waitlistEntries.createdAt} as "at"
        from ${waitlistEntries} where lower(${waitlistEntries.email}) = lower(${email}) order by ${waitlistEntries.createdAt}`),
    );
    const signUps = await this.db
      .select({
        conference: conferences.title,
        firstname: conferenceRegistrations.firstname,
        lastname: conferenceRegistrations.lastname,
        email: conferenceRegistrations.email,
        company: conferenceRegistrations.company,
        phone: conferenceRegistrations.phone,
        message: conferenceRegistrations.message,
        at: conferenceRegistrations.createdAt,
      })
      .from(conferenceRegistrations)
      .leftJoin(conferences, eq(conferences.conferenceId, conferenceRegistrations.conferenceId))
      .where(sameAddress(conferenceRegistrations.email, email));
    const appointments = await this.db
      .select({
        reference: consultationAppointments.reference,
        startsAt: consultationAppointments.startsAt,
        channel: consultationAppointments.channel,
        firstname: consultationAppointments.firstname,
        lastname: consultationAppointments.lastname,
        email: consultationAppointments.email,
        phone: consultationAppointments.phone,
        message: consultationAppointments.message,
      })
      .from(consultationAppointments)
      .where(sameAddress(consultationAppointments.email, email));
    const forms = await this.db
      .select({ form: requests.kind, payload: requests.payload, at: requests.receivedAt, status: requests.status })
      .from(requests)
      .where(sameAddress(requests.email, email))
      .orderBy(asc(requests.receivedAt));
    const invitations = await this.db
      .select({ gremium: gremien.name, role: gremiumInvitations.role, invitedAt: gremiumInvitations.invitedAt, usedAt: gremiumInvitations.usedAt })
      .from(gremiumInvitations)
      .innerJoin(gremien, eq(gremien.gremiumId, gremiumInvitations.gremiumId))
      .where(sameAddress(gremiumInvitations.email, email));
    const latest = ordered.at(-1);
    return {
      email,
      person: { salutation: latest?.salutation ?? '', firstname: latest?.firstname ?? '', lastname: latest?.lastname ?? '' },
      profile: null,
      orders: ordered,
      participations,
      wishlist: [],
      trainingPlans: [],
      feedback: [],
      consents: null,
      memberships: invitations.map((invitation) => ({ ...invitation, kind: 'Einladung' })),
      requests: [
        ...waiting,
        ...signUps.map((signUp) => ({ kind: 'Anmeldung Fachtagung', ...signUp })),
        ...appointments.map((appointment) => ({ kind: 'Beratungstermin', ...appointment })),
        ...forms.map((form) => ({ kind: 'Formular', ...form, payload: form.payload as ExportRecord })),
      ],
    };
  }
}
