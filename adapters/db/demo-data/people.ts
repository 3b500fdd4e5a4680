import type { Temporal } from 'temporal-polyfill';
import type { gremien, users } from '../schema';

/** Who organises the seminars (spec: eventManager); German names, invented. */
export const EVENT_MANAGERS: readonly string[] = [
  'Katrin Vogel',
  'Thomas Brandt',
  'Aylin Demir',
  'Michael Schröder',
  'Sandra Lindner',
  'Jan Petersen',
  'Miriam Hoffmann',
  'Stefan Kowalski',
  'Julia Neumann',
  'Felix Wagner',
];

/** One password for every demo account, so a demo can log in as anyone. */
export const DEMO_PASSWORD = 'Seminar-Demo-2026!';

export const DEMO_GREMIUM = {
  gremiumId: 1,
  name: 'Betriebsrat der Muster Logistik GmbH',
  company: 'Muster Logistik GmbH',
} as const satisfies typeof gremien.$inferInsert;

/**
 * A demo account with its plain password: the seeding hashes it with the injected hasher, so
 * the generator stays free of crypto and deterministic.
 */
export type DemoUser = Readonly<Omit<typeof users.$inferInsert, 'passwordHash'> & { password: string }>;

type Person = Omit<DemoUser, 'userId' | 'password' | 'createdAt'>;

const single = (salutation: string, firstname: string, lastname: string, email: string, company: string): Person => ({
  salutation,
  firstname,
  lastname,
  email,
  company,
  role: 'user',
  gremiumId: null,
  gremiumRole: null,
});

const gremiumPerson = (
  salutation: string,
  firstname: string,
  lastname: string,
  email: string,
  gremiumRole: 'member' | 'admin',
): Person => ({
  salutation,
  firstname,
  lastname,
  email,
  company: DEMO_GREMIUM.company,
  role: 'user',
  gremiumId: DEMO_GREMIUM.gremiumId,
  gremiumRole,
});

const PEOPLE: readonly Person[] = [
  { ...single('Frau', 'Petra', 'Lange', 'admin@example.org', 'Seminarakademie Demo GmbH'), role: 'admin' },
  gremiumPerson('Frau', 'Sabine', 'Keller', 'sabine.keller@example.com', 'admin'),
  gremiumPerson('Herr', 'Ahmet', 'Yılmaz', 'ahmet.yilmaz@example.com', 'member'),
  gremiumPerson('Frau', 'Lea', 'Hartmann', 'lea.hartmann@example.com', 'member'),
  gremiumPerson('Herr', 'Markus', 'Becker', 'markus.becker@example.com', 'member'),
  gremiumPerson('Divers', 'Kim', 'Wolf', 'kim.wolf@example.com', 'member'),
  single('Herr', 'Jonas', 'Weber', 'jonas.weber@example.org', 'Stadtwerke Beispielstadt GmbH'),
  single('Frau Dr.', 'Claudia', 'Fischer', 'claudia.fischer@example.org', 'Nordlicht Pflegedienste gGmbH'),
  single('Herr', 'Tobias', 'Krause', 'tobias.krause@example.org', 'Krause & Söhne Maschinenbau GmbH'),
  // Seminarverwaltung and Kundenservice: the back office without the site admin's tools.
  { ...single('Frau', 'Nina', 'Roth', 'kundenservice@example.org', 'Seminarakademie Demo GmbH'), role: 'staff' },
];

/** Accounts registered over the past weeks, so "member since" dates look lived-in. */
export const demoUsers = (now: Temporal.Instant): readonly DemoUser[] =>
  PEOPLE.map((person, index) => ({
    ...person,
    userId: index + 1,
    password: DEMO_PASSWORD,
    createdAt: now.subtract({ hours: 24 * 7 * (PEOPLE.length - index) }).toString(),
  }));
