import { mkdtemp, rm } from 'node:fs/promises';
import { NO_INVOICE_RECIPIENT } from '../../../domain/invoice/invoice-recipient';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GremiumInvitationPayload } from '../../../application/mail/outbox-payloads';
import type { Invitation } from '../../../application/portal/gremium.repository';
import { invitationExpiresAt, invitationState } from '../../../domain/portal/gremium-invitation';
import { seatChangeProblem } from '../../../domain/portal/gremium-membership';
import { decideConsents, NO_CONSENTS } from '../../../domain/portal/marketing-consent';
import { fixedClock } from '../../clock/system-clock';
import { DrizzleOutbox } from '../../mail/drizzle-outbox';
import type { Database } from '../database';
import { generateDemoData } from '../demo-data/generate';
import { seedDemoData } from '../demo-data/seed';
import { requests, gremien, outbox, portalFeedback, users } from '../schema';
import { testDatabaseEngines } from '../testing/test-databases';
import { demoFileContent, ensureDemoEventFiles } from './demo-portal-data';
import { DiskFileStore } from './disk-file-store';
import { DrizzleEventFileRepository } from './event-file-repository';
import { DrizzleFeedbackRepository } from './feedback-repository';
import { DrizzleFormSubmissionRepository } from './form-submission-repository';
import { DrizzleGremiumRepository } from './gremium-repository';
import { DrizzleProfileRepository } from './profile-repository';
import { DrizzleThemeCatalogue } from './theme-catalogue';
import { DrizzleWishlistRepository } from './wishlist-repository';
import { DrizzleSessionRepository } from '../accounts/session-repository';

const NOW = Temporal.Instant.from('2026-11-22T09:00:00Z');
const data = generateDemoData({ now: NOW, seed: 11, scale: 1 });
const [firstEvent, secondEvent] = data.events;
const EVENT = firstEvent!.eventId;
const OTHER_EVENT = secondEvent!.eventId;
/** Demo accounts: 2 is the Gremium's admin, 3 a member, 7 a user without Gremium. */
const GREMIUM_ADMIN = 2;
const MEMBER = 3;
const SINGLE = 7;

describe.each(testDatabaseEngines().map((engine) => [engine.name, engine] as const))('portal repositories on %s', (_name, engine) => {
  let database: Database;

  beforeAll(async () => {
    database = await engine.open();
    await seedDemoData(database.db, data, (plain) => Promise.resolve(`plain:${plain}`));
  }, 120_000);

  afterAll(async () => {
    await database.close();
  });

  describe('wishlist', () => {
    it('keeps an event once per account, newest first, and removes only the owner\'s entry', async () => {
      const wishlists = new DrizzleWishlistRepository(database.db);
      expect(await wishlists.add(SINGLE, EVENT, NOW, 10)).toBe('added');
      expect(await wishlists.add(SINGLE, EVENT, NOW.add({ minutes: 1 }), 10)).toBe('kept');
      expect(await wishlists.add(SINGLE, OTHER_EVENT, NOW.add({ minutes: 2 }), 10)).toBe('added');
      const entries = await wishlists.entries(SINGLE);
      expect(entries.map((entry) => entry.eventId)).toEqual([OTHER_EVENT, EVENT]);
      expect(entries[1]?.addedAt.equals(NOW)).toBe(true);
      expect(await wishlists.remove(MEMBER, entries[0]!.wishlistId)).toBe(false);
      expect(await wishlists.remove(SINGLE, entries[0]!.wishlistId)).toBe(true);
      expect((await wishlists.entries(SINGLE)).map((entry) => entry.eventId)).toEqual([EVENT]);
    });

    it('refuses a new entry on a full wishlist but still answers kept for one it has', async () => {
      const wishlists = new DrizzleWishlistRepository(database.db);
      expect(await wishlists.add(SINGLE, OTHER_EVENT, NOW, 1)).toBe('full');
      expect(await wishlists.add(SINGLE, EVENT, NOW, 1)).toBe('kept');
    });

    it('holds one wished date per session until it is taken once; a later wish replaces it, the session\'s end drops it', async () => {
      const wishlists = new DrizzleWishlistRepository(database.db);
      const sessions = new DrizzleSessionRepository(database.db);
      const visitor = { site: 'main', userId: null, impersonatorId: null, loginTarget: null, createdAt: NOW, lastSeenAt: NOW } as const;
      const { sessionId } = await sessions.create('hash-of-a-visitor', visitor);
      await wishlists.holdForSession(sessionId, EVENT, NOW);
      await wishlists.holdForSession(sessionId, OTHER_EVENT, NOW.add({ minutes: 1 }));
      expect(await wishlists.takeHeld(sessionId)).toBe(OTHER_EVENT);
      expect(await wishlists.takeHeld(sessionId)).toBeUndefined();

      const { sessionId: ended } = await sessions.create('hash-of-another-visitor', visitor);
      await wishlists.holdForSession(ended, EVENT, NOW);
      await sessions.delete(ended);
      expect(await wishlists.takeHeld(ended)).toBeUndefined();
    });

    it('bookmarks a page once, renames it, removes it by id or by page', async () => {
      const wishlists = new DrizzleWishlistRepository(database.db);
      expect(await wishlists.addBookmark(SINGLE, { url: '/seminare', title: 'Seminare' }, NOW, 5)).toBe('added');
      expect(await wishlists.addBookmark(SINGLE, { url: '/seminare', title: 'Alle Seminare' }, NOW, 5)).toBe('renamed');
      expect(await wishlists.addBookmark(SINGLE, { url: '/standorte', title: 'Standorte' }, NOW, 2)).toBe('added');
      expect(await wishlists.addBookmark(SINGLE, { url: '/rss', title: 'RSS' }, NOW, 2)).toBe('full');
      const bookmarks = await wishlists.bookmarks(SINGLE);
      expect(bookmarks.map((bookmark) => bookmark.title).sort()).toEqual(['Alle Seminare', 'Standorte']);
      expect(await wishlists.removeBookmark(MEMBER, { url: '/seminare' })).toBe(false);
      expect(await wishlists.removeBookmark(SINGLE, { url: '/seminare' })).toBe(true);
      const [left] = await wishlists.bookmarks(SINGLE);
      expect(await wishlists.removeBookmark(SINGLE, { bookmarkId: left!.bookmarkId })).toBe(true);
      expect(await wishlists.bookmarks(SINGLE)).toEqual([]);
    });

    it('lists every kept event with its theme for the analysis', async () => {
      const kept = await new DrizzleWishlistRepository(database.db).keptEvents();
      expect(kept.length).toBe(data.wishlistItems.length + 1);
      const mine = kept.find((entry) => entry.userId === SINGLE);
      const theme = data.themes.find((row) => row.themeId === firstEvent!.themeId);
      expect(mine).toMatchObject({ eventId: EVENT, themeId: firstEvent!.themeId, themeTitle: theme?.title, themeSlug: theme?.slug });
      expect(mine?.startDate.equals(Temporal.Instant.from(firstEvent!.startAt))).toBe(true);
    });
  });

  describe('profiles', () => {
    it('answers the defaults for an account that saved nothing, and undefined for no account', async () => {
      const profiles = new DrizzleProfileRepository(database.db);
      expect(await profiles.profile(999)).toBeUndefined();
      expect(await profiles.profile(MEMBER)).toMatchObject({
        userId: MEMBER,
        email: 'ahmet.yilmaz@example.com',
        personal: { firstname: 'Ahmet', phone: '', street: '', country: 'DE' },
        hotel: null,
        consents: NO_CONSENTS,
        advertising: { printedCatalogue: false, topics: [] },
        brFunctions: [],
      });
    });

    it('saves personal data across users and profiles, and every preference', async () => {
      const profiles = new DrizzleProfileRepository(database.db);
      const personal = {
        salutation: 'Herr Dr.',
        firstname: 'Ahmet',
        lastname: 'Yılmaz-Berg',
        company: 'Muster Logistik GmbH',
        phone: '030 123456',
        street: 'Hafenstraße',
        streetNumber: '5',
        postalCode: '20457',
        city: 'Hamburg',
        country: 'DE',
      };
      await profiles.savePersonalData(MEMBER, personal);
      await profiles.saveHotelPreferences(MEMBER, { hotelOverNightOption: 'Mit Übernachtung und Vollpension', roomType: 'Einzelzimmer', notes: 'ruhig' });
      await profiles.saveAdvertising(MEMBER, { printedCatalogue: true, topics: [1, 3] });
      await profiles.saveBrFunctions(MEMBER, ['Mitglied', 'SBV']);
      expect(await profiles.profile(MEMBER)).toMatchObject({
        personal,
        hotel: { hotelOverNightOption: 'Mit Übernachtung und Vollpension', roomType: 'Einzelzimmer', notes: 'ruhig' },
        advertising: { printedCatalogue: true, topics: [1, 3] },
        brFunctions: ['Mitglied', 'SBV'],
      });
    });

    it('changes consents under a lock, keeping the timestamps the domain keeps', async () => {
      const profiles = new DrizzleProfileRepository(database.db);
      const later = NOW.add({ hours: 1 });
      await profiles.updateConsents(SINGLE, (current) => decideConsents(current, { newsletter: true, post: false }, NOW));
      const [first, second] = await Promise.all([
        profiles.updateConsents(SINGLE, (current) => decideConsents(current, { newsletter: true }, later)),
        profiles.updateConsents(SINGLE, (current) => decideConsents(current, { phone: true }, later)),
      ]);
      expect(first.newsletter.changedAt?.equals(NOW)).toBe(true);
      const stored = (await profiles.profile(SINGLE))?.consents;
      expect(stored?.newsletter).toEqual({ granted: true, changedAt: NOW });
      expect(stored?.post).toEqual({ granted: false, changedAt: NOW });
      expect(stored?.phone).toEqual({ granted: true, changedAt: later });
      expect(second.phone.granted).toBe(true);
    });

    it('lists the rubrics as advertising topics', async () => {
      expect(await new DrizzleProfileRepository(database.db).rubrics()).toEqual(data.rubrics.map((rubric) => ({ rubricId: rubric.rubricId, name: rubric.name })));
    });
  });

  describe('Gremien', () => {
    const newInvitation = (email: string, tokenHash: string, at = NOW, role: 'member' | 'admin' = 'member') => ({
      email,
      role,
      invitedBy: GREMIUM_ADMIN,
      at,
      tokenHash,
      expiresAt: invitationExpiresAt(at),
    });
    const mailFor = (invitation: Invitation): GremiumInvitationPayload => ({
      email: invitation.email,
      gremiumName: invitation.gremiumName,
      invitedBy: { firstname: 'Sabine', lastname: 'Keller' },
      role: invitation.role,
      token: `token-of-${invitation.invitationId}`,
      expiresAt: invitation.expiresAt,
    });
    const repository = () => new DrizzleGremiumRepository(database.db, new DrizzleOutbox(database.db, fixedClock(NOW)));
    const mailsTo = async (email: string) =>
      (await database.db.select({ kind: outbox.kind, payload: outbox.payload }).from(outbox)).filter(
        (row) => row.kind === 'gremium_invitation' && (row.payload as { email: string }).email === email,
      );
    const validAt = (now: Temporal.Instant) => (invitation: Invitation) => invitationState(invitation, now);

    it('reads and saves name, company, billing address, invoice e-mail and Leitweg-ID', async () => {
      const gremienRepo = repository();
      expect(await gremienRepo.details(1)).toEqual({ gremiumId: 1, name: data.gremien[0]!.name, company: data.gremien[0]!.company, billingAddress: null, invoiceRecipient: NO_INVOICE_RECIPIENT });
      const billingAddress = { street: 'Hafenstraße', streetNumber: '5', postalCode: '20457', city: 'Hamburg', country: 'DE' };
      const invoiceRecipient = { invoiceEmail: 'rechnungen@muster.example', leitwegId: '04011000-1234512345-06' };
      await gremienRepo.saveDetails(1, { name: 'Betriebsrat Nord', company: 'Muster Logistik GmbH', billingAddress, invoiceRecipient });
      expect(await gremienRepo.details(1)).toEqual({ gremiumId: 1, name: 'Betriebsrat Nord', company: 'Muster Logistik GmbH', billingAddress, invoiceRecipient });
      await gremienRepo.saveDetails(1, { name: 'Betriebsrat Nord', company: 'Muster Logistik GmbH', billingAddress: null, invoiceRecipient: NO_INVOICE_RECIPIENT });
      expect((await gremienRepo.details(1))?.billingAddress).toBeNull();
      expect((await gremienRepo.details(1))?.invoiceRecipient).toEqual(NO_INVOICE_RECIPIENT);
      expect(await gremienRepo.details(99)).toBeUndefined();
    });

    it('lists members admins first with their BR functions', async () => {
      const members = await repository().members(1);
      expect(members[0]).toMatchObject({ userId: GREMIUM_ADMIN, role: 'admin' });
      expect(members.find((member) => member.userId === MEMBER)).toMatchObject({ role: 'member', brFunctions: ['Mitglied', 'SBV'] });
      expect(members.every((member, index) => index === 0 || member.role === 'member')).toBe(true);
    });

    it('invites an address once with its mail, refuses a member, and joins the invited account by the link once', async () => {
      const gremienRepo = repository();
      const invite = (email: string, tokenHash: string) => gremienRepo.invite(1, newInvitation(email, tokenHash), () => false, mailFor);
      expect(await invite('Ahmet.Yilmaz@example.com', 'h-ahmet')).toEqual({ _tag: 'AlreadyMember' });
      const invited = await invite('tobias.krause@example.org', 'h-tobias');
      expect(invited).toMatchObject({ _tag: 'Invited', invitation: { gremiumId: 1, gremiumName: 'Betriebsrat Nord', role: 'member', usedAt: null } });
      expect(await invite('TOBIAS.KRAUSE@example.org', 'h-tobias-2')).toEqual({ _tag: 'AlreadyInvited' });
      expect(await mailsTo('tobias.krause@example.org')).toHaveLength(1);
      expect(await gremienRepo.invitationsOf(1)).toHaveLength(1);
      expect(await gremienRepo.invitationsFor('Tobias.Krause@example.org')).toHaveLength(1);
      expect((await gremienRepo.invitationByToken('h-tobias'))?.expiresAt.equals(invitationExpiresAt(NOW))).toBe(true);
      expect(await gremienRepo.invitationByToken('h-unknown')).toBeUndefined();
      expect(await gremienRepo.accept({ tokenHash: 'h-unknown' }, 9, NOW, validAt(NOW))).toBe('unknown');
      // Two clicks on the link at once: the lock lets one join.
      const clicks = await Promise.all([gremienRepo.accept({ tokenHash: 'h-tobias' }, 9, NOW, validAt(NOW)), gremienRepo.accept({ tokenHash: 'h-tobias' }, 9, NOW, validAt(NOW))]);
      expect([...clicks].sort()).toEqual(['accepted', 'used']);
      const [joined] = await database.db.select().from(users).where(eq(users.userId, 9));
      expect(joined).toMatchObject({ gremiumId: 1, gremiumRole: 'member' });
      expect(await gremienRepo.invitationsFor('tobias.krause@example.org')).toEqual([]);
      expect((await gremienRepo.invitationByToken('h-tobias'))?.usedAt?.equals(NOW)).toBe(true);
    });

    it('renews an open invitation only when allowed, and refuses an expired link', async () => {
      const gremienRepo = repository();
      const sent = NOW.subtract({ hours: 20 * 24 });
      await gremienRepo.invite(1, newInvitation('spaet@example.org', 'h-old', sent), () => false, mailFor);
      expect(await gremienRepo.accept({ tokenHash: 'h-old' }, SINGLE, NOW, validAt(NOW))).toBe('expired');
      const renewed = await gremienRepo.invite(1, newInvitation('spaet@example.org', 'h-new'), (open) => invitationState(open, NOW) === 'expired', mailFor);
      expect(renewed).toMatchObject({ _tag: 'Invited', invitation: { email: 'spaet@example.org' } });
      expect(await gremienRepo.invitationByToken('h-old')).toBeUndefined();
      expect(await mailsTo('spaet@example.org')).toHaveLength(2);
      expect((await gremienRepo.invitationsOf(1)).filter((open) => open.email === 'spaet@example.org')).toHaveLength(1);
      expect(await gremienRepo.withdraw(1, (renewed as { invitation: Invitation }).invitation.invitationId)).toBe(true);
    });

    it('keeps an account in one Gremium, and withdraws or declines invitations', async () => {
      const gremienRepo = repository();
      await database.db.insert(gremien).values({ gremiumId: 2, name: 'JAV Süd', company: 'Süd AG' });
      const invited = await gremienRepo.invite(2, newInvitation('ahmet.yilmaz@example.com', 'h-ahmet-2', NOW, 'admin'), () => false, mailFor);
      const { invitationId } = (invited as { invitation: { invitationId: number } }).invitation;
      expect(await gremienRepo.accept({ invitationId, email: 'someone@example.org' }, MEMBER, NOW, validAt(NOW))).toBe('unknown');
      expect(await gremienRepo.accept({ invitationId, email: 'ahmet.yilmaz@example.com' }, MEMBER, NOW, validAt(NOW))).toBe('alreadyInGremium');
      expect(await gremienRepo.withdraw(1, invitationId)).toBe(false);
      expect(await gremienRepo.decline(invitationId, 'someone@example.org')).toBe(false);
      expect(await gremienRepo.decline(invitationId, 'AHMET.yilmaz@example.com')).toBe(true);
      const again = await gremienRepo.invite(2, newInvitation('x@example.org', 'h-x'), () => false, mailFor);
      expect(await gremienRepo.withdraw(2, (again as { invitation: { invitationId: number } }).invitation.invitationId)).toBe(true);
    });

    it('changes roles and removes members under the check, never losing the last admin even when two change at once', async () => {
      const gremienRepo = repository();
      const change = (userId: number, role: 'member' | 'admin' | null) =>
        gremienRepo.changeSeat(1, userId, role, (seats) => seatChangeProblem(seats, userId, role));
      expect(await change(MEMBER, 'admin')).toBeUndefined();
      // Both admins step down at the same moment: the lock lets one through, the other is refused.
      const results = await Promise.all([change(MEMBER, 'member'), change(GREMIUM_ADMIN, 'member')]);
      expect(results.filter((problem) => problem === undefined)).toHaveLength(1);
      const admins = (await gremienRepo.members(1)).filter((member) => member.role === 'admin');
      expect(admins).toHaveLength(1);
      expect(await change(9, null)).toBeUndefined();
      expect((await gremienRepo.members(1)).some((member) => member.userId === 9)).toBe(false);
      const [left] = await database.db.select().from(users).where(eq(users.userId, 9));
      expect(left).toMatchObject({ gremiumId: null, gremiumRole: null });
    });
  });

  describe('event files', () => {
    it('adds, lists per kind, finds and removes file metadata', async () => {
      const files = new DrizzleEventFileRepository(database.db);
      const demo = await files.list(data.eventFiles[0]!.eventId, 'document');
      expect(demo).toHaveLength(1);
      expect(demo[0]).toMatchObject({ title: 'Teilnehmerunterlagen', contentType: 'text/plain; charset=utf-8', uploadedBy: 1 });
      const added = await files.add({
        eventId: OTHER_EVENT,
        kind: 'photo',
        title: 'Gruppenfoto',
        fileName: 'gruppe.png',
        contentType: 'image/png',
        sizeBytes: 3,
        storageKey: 'uploads/test/gruppe.png',
        uploadedBy: MEMBER,
        createdAt: NOW,
      });
      expect(await files.find(added.fileId)).toEqual(added);
      expect((await files.list(OTHER_EVENT, 'photo')).map((file) => file.fileId)).toContain(added.fileId);
      expect(await files.remove(added.fileId)).toBe(true);
      expect(await files.remove(added.fileId)).toBe(false);
      expect(await files.find(added.fileId)).toBeUndefined();
    });

    it('writes the missing demo files into the folder, with the stored sizes', async () => {
      const folder = await mkdtemp(join(tmpdir(), 'portal-files-'));
      try {
        const store = new DiskFileStore(folder);
        expect(await ensureDemoEventFiles(database.db, store)).toBe(data.eventFiles.length);
        expect(await ensureDemoEventFiles(database.db, store)).toBe(0);
        for (const row of data.eventFiles) expect((await store.read(row.storageKey))?.length).toBe(row.sizeBytes);
        const photo = data.eventFiles.find((row) => row.kind === 'photo')!;
        expect([...((await store.read(photo.storageKey)) ?? []).slice(1, 4)].map((code) => String.fromCharCode(code)).join('')).toBe('PNG');
        expect(demoFileContent('document', 1, 'Titel', NOW.toString())).toEqual(demoFileContent('document', 1, 'Titel', NOW.toString()));
      } finally {
        await rm(folder, { recursive: true, force: true });
      }
    });
  });

  describe('feedback and forms with their outbox mail', () => {
    it('stores the feedback and its mail together', async () => {
      const repository = new DrizzleFeedbackRepository(database.db, new DrizzleOutbox(database.db, fixedClock(NOW)));
      await repository.save(
        { userId: MEMBER, eventId: null, message: 'Prima', rating: 4, receivedAt: NOW },
        { receivedAt: NOW, sender: { email: 'ahmet.yilmaz@example.com' }, message: 'Prima' },
      );
      expect((await database.db.select().from(portalFeedback))[0]).toMatchObject({ userId: MEMBER, eventId: null, message: 'Prima', rating: 4 });
      expect((await database.db.select().from(outbox).where(eq(outbox.kind, 'feedback_received')))[0]?.payload).toMatchObject({ message: 'Prima' });
    });

    it('keeps feedback with its seminar and gives back only the author\'s, for that seminar, oldest first', async () => {
      const repository = new DrizzleFeedbackRepository(database.db, new DrizzleOutbox(database.db, fixedClock(NOW)));
      const mail = { receivedAt: NOW, sender: { email: 'ahmet.yilmaz@example.com' }, message: 'x' };
      const later = NOW.add({ hours: 2 });
      await repository.save({ userId: SINGLE, eventId: EVENT, message: 'Zweites', rating: null, receivedAt: later }, mail);
      await repository.save({ userId: SINGLE, eventId: EVENT, message: 'Erstes', rating: 5, receivedAt: NOW }, mail);
      await repository.save({ userId: SINGLE, eventId: OTHER_EVENT, message: 'Anderes Seminar', rating: 3, receivedAt: NOW }, mail);
      await repository.save({ userId: MEMBER, eventId: EVENT, message: 'Von jemand anderem', rating: 1, receivedAt: NOW }, mail);
      expect(await repository.givenFor(SINGLE, EVENT)).toEqual([
        { message: 'Erstes', rating: 5, receivedAt: NOW },
        { message: 'Zweites', rating: null, receivedAt: later },
      ]);
      expect(await repository.givenFor(GREMIUM_ADMIN, EVENT)).toEqual([]);
    });

    it('rolls the form back when its mail cannot be queued, and stores both otherwise', async () => {
      const failing = { enqueue: () => Promise.reject(new Error('outbox down')) };
      const submission = { kind: 'contact-request' as const, values: { email: 'a@example.org' }, receivedAt: NOW };
      const mail = { form: 'contact-request', title: 'Kontaktanfrage', receivedAt: NOW, fields: [{ label: 'E-Mail', value: 'a@example.org' }] };
      await expect(new DrizzleFormSubmissionRepository(database.db, failing).save(submission, mail)).rejects.toThrow('outbox down');
      expect(await database.db.select().from(requests)).toEqual([]);
      await new DrizzleFormSubmissionRepository(database.db, new DrizzleOutbox(database.db, fixedClock(NOW))).save(submission, mail);
      expect(await database.db.select().from(requests)).toMatchObject([{ kind: 'contact-request', payload: { email: 'a@example.org' }, email: 'a@example.org', status: 'neu' }]);
      const [queued] = await database.db.select().from(outbox).where(eq(outbox.kind, 'form_submission')).orderBy(desc(outbox.id));
      expect(queued?.payload).toMatchObject({ form: 'contact-request', title: 'Kontaktanfrage' });
    });
  });

  describe('themes for recommendations', () => {
    it('lists the bookable themes with rubric and keywords, and the themes of events', async () => {
      const themes = new DrizzleThemeCatalogue(database.db);
      const bookable = await themes.bookableThemes(NOW);
      expect(bookable.length).toBe(new Set(data.events.map((event) => event.themeId)).size);
      expect(bookable[0]).toMatchObject({ rubric: { name: expect.any(String) as unknown }, tags: expect.any(Array) as unknown });
      expect(await themes.bookableThemes(NOW.add({ hours: 24 * 800 }))).toEqual([]);
      expect(await themes.themesOfEvents([EVENT, EVENT, 999_999])).toEqual([
        expect.objectContaining({ themeId: firstEvent!.themeId }) as unknown,
      ]);
      expect(await themes.themesOfEvents([])).toEqual([]);
      expect((await themes.themeProfiles([firstEvent!.themeId, 999])).map((theme) => theme.themeId)).toEqual([firstEvent!.themeId]);
      expect(await themes.themeProfiles([])).toEqual([]);
    });
  });
});
