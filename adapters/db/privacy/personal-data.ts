import { getTableColumns, getTableName, is, Table, type Column } from 'drizzle-orm';
import type { RetentionKind } from '../../../domain/privacy/retention-rules';
import * as schema from '../schema';

/** Why a table may hold personal data at all (Art. 6 Abs. 1 DSGVO), in the words of the privacy page. */
export const LEGAL_BASES = {
  contract: 'Art. 6 Abs. 1 lit. b DSGVO (Vertrag und vorvertragliche Anfragen)',
  'tax-law': 'Art. 6 Abs. 1 lit. c DSGVO mit § 147 AO und § 14b UStG (Aufbewahrungspflicht)',
  'legitimate-interest': 'Art. 6 Abs. 1 lit. f DSGVO (sicherer Betrieb, Nachvollziehbarkeit)',
  consent: 'Art. 6 Abs. 1 lit. a DSGVO (Einwilligung)',
} as const;

export type LegalBasis = keyof typeof LEGAL_BASES;

/**
 * A table's personal data: its personal columns, the retention rules (domain/privacy) that delete
 * or reduce them, and the legal basis that keeps them until then. `notPersonal` names columns
 * that look personal but are not (a hotel's street, a token's name), so the check below stays strict.
 */
export interface PersonalDataDeclaration {
  readonly table: Table;
  readonly personal: readonly Column[];
  readonly rules: readonly RetentionKind[];
  readonly bases: readonly LegalBasis[];
  readonly notPersonal?: readonly Column[];
}

/** A table without personal data, with the columns that only look personal. */
const none = (table: Table, ...notPersonal: Column[]): PersonalDataDeclaration => ({ table, personal: [], rules: [], bases: [], notPersonal });

const s = schema;

/** Every table of the schema, once. adapters/db/privacy/personal-data.test.ts fails on a table or a personal-looking column missing here. */
export const PERSONAL_DATA: readonly PersonalDataDeclaration[] = [
  // Accounts: deleted with the account ("Konto löschen"), the foreign keys cascade.
  {
    table: s.users,
    personal: [s.users.email, s.users.passwordHash, s.users.salutation, s.users.firstname, s.users.lastname, s.users.company, s.users.gremiumId, s.users.emailConfirmed],
    rules: ['account'],
    bases: ['contract'],
  },
  { table: s.emailConfirmations, personal: [s.emailConfirmations.userId, s.emailConfirmations.redirect], rules: ['account'], bases: ['contract'] },
  { table: s.passwordResets, personal: [s.passwordResets.userId], rules: ['account'], bases: ['contract'] },
  { table: s.loginEmailChanges, personal: [s.loginEmailChanges.userId, s.loginEmailChanges.newEmail], rules: ['account'], bases: ['contract'] },
  {
    table: s.sessions,
    personal: [s.sessions.userId, s.sessions.impersonatorId, s.sessions.loginTarget],
    rules: ['sessions', 'account'],
    bases: ['legitimate-interest'],
  },
  { table: s.rateLimits, personal: [s.rateLimits.bucket], rules: ['abuse-counters'], bases: ['legitimate-interest'] },
  { table: s.adminApiTokens, personal: [s.adminApiTokens.userId], rules: ['account'], bases: ['legitimate-interest'], notPersonal: [s.adminApiTokens.name] },
  {
    table: s.portalProfiles,
    personal: [
      s.portalProfiles.userId,
      s.portalProfiles.phone,
      s.portalProfiles.street,
      s.portalProfiles.streetNumber,
      s.portalProfiles.postalCode,
      s.portalProfiles.city,
      s.portalProfiles.country,
      s.portalProfiles.hotelOverNightOption,
      s.portalProfiles.roomType,
      s.portalProfiles.hotelNotes,
      s.portalProfiles.newsletterConsent,
      s.portalProfiles.newsletterChangedAt,
      s.portalProfiles.postConsent,
      s.portalProfiles.postChangedAt,
      s.portalProfiles.phoneConsent,
      s.portalProfiles.phoneChangedAt,
      s.portalProfiles.brFunctions,
    ],
    rules: ['account'],
    bases: ['contract', 'consent'],
  },
  { table: s.wishlistItems, personal: [s.wishlistItems.userId], rules: ['account'], bases: ['contract'] },
  { table: s.wishlistBookmarks, personal: [s.wishlistBookmarks.userId, s.wishlistBookmarks.url], rules: ['account'], bases: ['contract'] },
  { table: s.pendingWishes, personal: [s.pendingWishes.sessionId], rules: ['sessions'], bases: ['contract'] },
  { table: s.trainingPlans, personal: [s.trainingPlans.userId, s.trainingPlans.name], rules: ['account'], bases: ['contract'] },
  { table: s.trainingPlanEntries, personal: [s.trainingPlanEntries.memberName, s.trainingPlanEntries.note], rules: ['account'], bases: ['contract'] },
  {
    table: s.portalFeedback,
    personal: [s.portalFeedback.userId, s.portalFeedback.message, s.portalFeedback.rating],
    rules: ['account'],
    bases: ['legitimate-interest'],
  },
  { table: s.eventFiles, personal: [s.eventFiles.uploadedBy, s.eventFiles.title, s.eventFiles.fileName], rules: ['account'], bases: ['contract'] },
  {
    table: s.werbemittelOrders,
    personal: [s.werbemittelOrders.userId, s.werbemittelOrders.deliveryAddress],
    rules: ['account'],
    bases: ['contract'],
  },
  { table: s.dataExports, personal: [s.dataExports.userId, s.dataExports.zip], rules: ['data-exports', 'account'], bases: ['contract'] },
  // A Gremium is an organisation; its members are accounts. Invitations name an address until used or withdrawn.
  { table: s.gremien, personal: [], rules: [], bases: [], notPersonal: [s.gremien.name, s.gremien.company] },
  {
    table: s.gremiumInvitations,
    personal: [s.gremiumInvitations.email, s.gremiumInvitations.invitedBy],
    rules: ['account'],
    bases: ['contract'],
  },
  {
    table: s.gremiumBillingAddresses,
    personal: [],
    rules: [],
    bases: [],
    notPersonal: [s.gremiumBillingAddresses.street, s.gremiumBillingAddresses.streetNumber, s.gremiumBillingAddresses.postalCode, s.gremiumBillingAddresses.city],
  },
  { table: s.gremiumInvoiceSettings, personal: [s.gremiumInvoiceSettings.invoiceEmail], rules: ['account'], bases: ['contract'] },
  // Carts: a visitor's goes after its rule, an account's with the account.
  {
    table: s.carts,
    personal: [
      s.carts.sessionId,
      s.carts.userId,
      s.carts.company,
      s.carts.street,
      s.carts.streetNumber,
      s.carts.postalCode,
      s.carts.city,
      s.carts.invoiceReference,
      s.carts.invoiceEmail,
      s.carts.leitwegId,
      s.carts.personalNotes,
    ],
    rules: ['anonymous-carts', 'account'],
    bases: ['contract'],
  },
  {
    table: s.cartRecipients,
    personal: [
      s.cartRecipients.salutation,
      s.cartRecipients.firstname,
      s.cartRecipients.lastname,
      s.cartRecipients.email,
      s.cartRecipients.function,
      s.cartRecipients.hotelOverNightOption,
    ],
    rules: ['anonymous-carts', 'account'],
    bases: ['contract'],
  },
  // Orders and invoices: kept for the tax law's period; an account's deletion leaves what the invoice needs.
  {
    table: s.orders,
    personal: [
      s.orders.sessionId,
      s.orders.userId,
      s.orders.customerSalutation,
      s.orders.customerFirstname,
      s.orders.customerLastname,
      s.orders.customerEmail,
      s.orders.company,
      s.orders.street,
      s.orders.streetNumber,
      s.orders.postalCode,
      s.orders.city,
      s.orders.invoiceReference,
      s.orders.personalNotes,
      s.orders.idempotencyScope,
      s.orders.requestFingerprint,
      s.orders.result,
    ],
    rules: ['orders-invoices'],
    bases: ['contract', 'tax-law'],
  },
  {
    table: s.orderParticipants,
    personal: [
      s.orderParticipants.salutation,
      s.orderParticipants.firstname,
      s.orderParticipants.lastname,
      s.orderParticipants.email,
      s.orderParticipants.function,
      s.orderParticipants.hotelOverNightOption,
      s.orderParticipants.statusChangedBy,
    ],
    rules: ['past-participants', 'orders-invoices'],
    bases: ['contract', 'tax-law'],
  },
  {
    table: s.waitlistEntries,
    personal: [
      s.waitlistEntries.salutation,
      s.waitlistEntries.firstname,
      s.waitlistEntries.lastname,
      s.waitlistEntries.email,
      s.waitlistEntries.company,
      s.waitlistEntries.userId,
    ],
    rules: ['past-participants'],
    bases: ['contract'],
  },
  { table: s.invoices, personal: [s.invoices.buyerName, s.invoices.buyerEmail, s.invoices.xml, s.invoices.pdf], rules: ['orders-invoices'], bases: ['tax-law'] },
  {
    table: s.orderInvoiceDetails,
    personal: [s.orderInvoiceDetails.invoiceEmail, s.orderInvoiceDetails.leitwegId],
    rules: ['orders-invoices'],
    bases: ['tax-law'],
  },
  // Requests: deleted after they are done.
  {
    table: s.requests,
    personal: [s.requests.payload, s.requests.email, s.requests.name, s.requests.note],
    rules: ['requests'],
    bases: ['contract', 'legitimate-interest'],
    // Who in the back office works on it: one of our staff, named as the inbox shows it.
    notPersonal: [s.requests.assignee],
  },
  {
    table: s.conferenceRegistrations,
    personal: [
      s.conferenceRegistrations.userId,
      s.conferenceRegistrations.salutation,
      s.conferenceRegistrations.firstname,
      s.conferenceRegistrations.lastname,
      s.conferenceRegistrations.email,
      s.conferenceRegistrations.company,
      s.conferenceRegistrations.phone,
      s.conferenceRegistrations.message,
    ],
    rules: ['requests'],
    bases: ['contract'],
  },
  {
    table: s.consultationAppointments,
    personal: [
      s.consultationAppointments.salutation,
      s.consultationAppointments.firstname,
      s.consultationAppointments.lastname,
      s.consultationAppointments.email,
      s.consultationAppointments.phone,
      s.consultationAppointments.message,
    ],
    rules: ['requests'],
    bases: ['contract'],
  },
  // Mails and the record of staff actions.
  { table: s.outbox, personal: [s.outbox.payload, s.outbox.lastError], rules: ['mail'], bases: ['contract'] },
  {
    table: s.auditLog,
    personal: [s.auditLog.actorId, s.auditLog.actorEmail, s.auditLog.origin, s.auditLog.subject, s.auditLog.subjectUserId, s.auditLog.details],
    rules: ['audit-log'],
    bases: ['legitimate-interest'],
  },
  // The provider's own people, named on the site.
  { table: s.eventManagers, personal: [s.eventManagers.name, s.eventManagers.phone, s.eventManagers.email], rules: ['staff-contacts'], bases: ['legitimate-interest'] },
  { table: s.events, personal: [s.events.eventManager], rules: ['staff-contacts'], bases: ['legitimate-interest'] },
  {
    table: s.consultants,
    personal: [s.consultants.name, s.consultants.email, s.consultants.photoPath, s.consultants.role],
    rules: ['staff-contacts'],
    bases: ['legitimate-interest'],
  },
  { table: s.conferenceProgramItems, personal: [s.conferenceProgramItems.speaker], rules: ['staff-contacts'], bases: ['legitimate-interest'] },
  { table: s.contentItems, personal: [s.contentItems.author], rules: ['staff-contacts'], bases: ['legitimate-interest'] },
  // Catalogue, content, shop articles and the machinery: nothing about a person.
  none(s.bookables),
  none(s.rubrics, s.rubrics.name),
  none(s.themes),
  none(s.hotels, s.hotels.name, s.hotels.street, s.hotels.postalCode, s.hotels.city, s.hotels.locationName),
  none(s.eventModules),
  none(s.conferences),
  none(s.overnightRates),
  none(s.cartItems),
  none(s.orderNumberCounters),
  none(s.contentTopics),
  none(s.contentTags, s.contentTags.name),
  none(s.contentItemTags),
  none(s.lawNorms),
  none(s.storedImages, s.storedImages.sourceFile),
  none(s.werbemittelArticles, s.werbemittelArticles.name),
  none(s.werbemittelOrderLines),
  none(s.invoiceParticipants),
  none(s.invoiceNumberCounters),
  none(s.serverSecrets, s.serverSecrets.name),
  none(s.scheduledJobs, s.scheduledJobs.name, s.scheduledJobs.lastRunBy),
];

/**
 * Column names that usually hold something about a person (SQL names, split at "_"): a column
 * of a declared table that matches (other than its own id) must be declared personal or expressly not.
 */
const PERSONAL_LOOKING =
  /(^|_)(e?mail|firstname|lastname|name|salutation|phone|street|postal|city|company|address|message|notes?|payload|user|session|by|actor|impersonator|author|speaker|manager|origin|subject|function|photo|file)($|_)/;

/** What is wrong with the declarations for these tables: an undeclared table, a personal-looking column declared neither way, a column of another table. */
export const declarationProblems = (tables: readonly Table[], declarations: readonly PersonalDataDeclaration[]): readonly string[] => {
  const problems: string[] = [];
  for (const table of tables) {
    const name = getTableName(table);
    const declaration = declarations.find((candidate) => candidate.table === table);
    if (declaration === undefined) {
      problems.push(`${name}: nicht in PERSONAL_DATA erklärt`);
      continue;
    }
    const declared = new Set([...declaration.personal, ...(declaration.notPersonal ?? [])].map((column) => column.name));
    for (const column of [...declaration.personal, ...(declaration.notPersonal ?? [])]) {
      if (column.table !== table) problems.push(`${name}: ${column.name} gehört zu ${getTableName(column.table)}`);
    }
    for (const column of Object.values(getTableColumns(table))) {
      if (!column.primary && PERSONAL_LOOKING.test(column.name) && !declared.has(column.name)) problems.push(`${name}.${column.name}: personenbezogen? nicht erklärt`);
    }
    if (declaration.personal.length > 0 && (declaration.rules.length === 0 || declaration.bases.length === 0)) {
      problems.push(`${name}: personenbezogene Spalten ohne Löschregel oder Rechtsgrundlage`);
    }
  }
  return problems;
};

/** Every table of the schema (what drizzle-kit migrates). */
export const schemaTables = (): readonly Table[] => (Object.values(schema) as unknown[]).filter((value): value is Table => is(value, Table));
