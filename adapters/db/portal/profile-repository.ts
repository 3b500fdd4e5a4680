import { asc, eq } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import type { AdvertisingChoice, PersonalData, Profile, ProfileRepository, Rubric } from '../../../application/portal/profile.repository';
import type { HotelPreferences } from '../../../domain/portal/hotel-preferences';
import type { Consent, MarketingConsents } from '../../../domain/portal/marketing-consent';
import type { AppDatabase } from '../database';
import { portalProfiles, rubrics, users } from '../schema';

type ProfileRow = typeof portalProfiles.$inferSelect;

const consent = (granted: boolean | undefined, changedAt: string | null | undefined): Consent => ({
  granted: granted ?? false,
  changedAt: changedAt == null ? null : Temporal.Instant.from(changedAt),
});

const consentsOf = (row: ProfileRow | null): MarketingConsents => ({
  newsletter: consent(row?.newsletterConsent, row?.newsletterChangedAt),
  post: consent(row?.postConsent, row?.postChangedAt),
  phone: consent(row?.phoneConsent, row?.phoneChangedAt),
});

const consentColumns = (consents: MarketingConsents) => ({
  newsletterConsent: consents.newsletter.granted,
  newsletterChangedAt: consents.newsletter.changedAt?.toString() ?? null,
  postConsent: consents.post.granted,
  postChangedAt: consents.post.changedAt?.toString() ?? null,
  phoneConsent: consents.phone.granted,
  phoneChangedAt: consents.phone.changedAt?.toString() ?? null,
});

/** Personal data and preferences over Drizzle: names in users, the rest in portal_profiles. */
export class DrizzleProfileRepository implements ProfileRepository {
  constructor(private readonly db: AppDatabase) {}

  async profile(userId: number): Promise<Profile | undefined> {
    const [found] = await this.db
      .select({ user: users, profile: portalProfiles })
      .from(users)
      .leftJoin(portalProfiles, eq(portalProfiles.userId, users.userId))
      .where(eq(users.userId, userId))
      .limit(1);
    if (found === undefined) return undefined;
    const { user, profile } = found;
    return {
      userId: user.userId,
      email: user.email,
      personal: {
        salutation: user.salutation,
        firstname: user.firstname,
        lastname: user.lastname,
        company: user.company,
        phone: profile?.phone ?? '',
        street: profile?.street ?? '',
        streetNumber: profile?.streetNumber ?? '',
        postalCode: profile?.postalCode ?? '',
        city: profile?.city ?? '',
        country: profile?.country ?? 'DE',
      },
      hotel:
        profile?.hotelOverNightOption == null
          ? null
          : { hotelOverNightOption: profile.hotelOverNightOption, roomType: profile.roomType, notes: profile.hotelNotes },
      consents: consentsOf(profile),
      advertising: { printedCatalogue: profile?.printedCatalogue ?? false, topics: profile?.advertisingTopics ?? [] },
      brFunctions: profile?.brFunctions ?? [],
    };
  }

  async savePersonalData(userId: number, data: PersonalData): Promise<void> {
    const { salutation, firstname, lastname, company, ...rest } = data;
    await this.db.transaction(async (tx) => {
      await tx.update(users).set({ salutation, firstname, lastname, company }).where(eq(users.userId, userId));
      await tx.insert(portalProfiles).values({ userId, ...rest }).onConflictDoUpdate({ target: portalProfiles.userId, set: rest });
    });
  }

  async saveHotelPreferences(userId: number, preferences: HotelPreferences): Promise<void> {
    const columns = { hotelOverNightOption: preferences.hotelOverNightOption, roomType: preferences.roomType, hotelNotes: preferences.notes };
    await this.upsert(userId, columns);
  }

  async updateConsents(userId: number, change: (current: MarketingConsents) => MarketingConsents): Promise<MarketingConsents> {
    return this.db.transaction(async (tx) => {
      await tx.insert(portalProfiles).values({ userId }).onConflictDoNothing();
      const [row] = await tx.select().from(portalProfiles).where(eq(portalProfiles.userId, userId)).for('update');
      const next = change(consentsOf(row ?? null));
      await tx.update(portalProfiles).set(consentColumns(next)).where(eq(portalProfiles.userId, userId));
      return next;
    });
  }

  async saveAdvertising(userId: number, choice: AdvertisingChoice): Promise<void> {
    await this.upsert(userId, { printedCatalogue: choice.printedCatalogue, advertisingTopics: [...choice.topics] });
  }

  async saveBrFunctions(userId: number, functions: readonly string[]): Promise<void> {
    await this.upsert(userId, { brFunctions: [...functions] });
  }

  rubrics(): Promise<readonly Rubric[]> {
    return this.db.select({ rubricId: rubrics.rubricId, name: rubrics.name }).from(rubrics).orderBy(asc(rubrics.rubricId));
  }

  private async upsert(userId: number, columns: Partial<Omit<typeof portalProfiles.$inferInsert, 'userId'>>): Promise<void> {
    await this.db
      .insert(portalProfiles)
      .values({ userId, ...columns })
      .onConflictDoUpdate({ target: portalProfiles.userId, set: columns });
  }
}
