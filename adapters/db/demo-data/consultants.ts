import type { consultants } from '../schema';

export type ConsultantRow = Readonly<typeof consultants.$inferInsert>;

/**
 * The education consultants (Bildungsberatung): invented people, each for a few rubrics and the
 * states around their office. No photos in the demo: the page shows their initials.
 */
export const CONSULTANTS: readonly ConsultantRow[] = [
  {
    consultantId: 1,
    slug: 'miriam-albers',
    name: 'Dr. Miriam Albers',
    role: 'Bildungsberaterin für Betriebsräte',
    email: 'miriam.albers@example.org',
    photoPath: null,
    state: 'NW',
    topics: ['betriebsverfassungsrecht', 'arbeitsrecht', 'vorsitz-geschaeftsfuehrung', 'betriebsratswahl'],
    regions: ['NW', 'HE', 'RP', 'SL'],
  },
  {
    consultantId: 2,
    slug: 'tobias-reuter',
    name: 'Tobias Reuter',
    role: 'Bildungsberater für Betriebsräte und Wirtschaftsausschüsse',
    email: 'tobias.reuter@example.org',
    photoPath: null,
    state: 'BY',
    topics: ['arbeitsschutz-gesundheit', 'tarif-entgelt', 'wirtschaftsausschuss', 'betriebsverfassungsrecht'],
    regions: ['BY', 'BW'],
  },
  {
    consultantId: 3,
    slug: 'sabine-krueger',
    name: 'Sabine Krüger',
    role: 'Bildungsberaterin für SBV und Betriebsräte',
    email: 'sabine.krueger@example.org',
    photoPath: null,
    state: 'BE',
    topics: ['schwerbehindertenvertretung', 'mobbing-konflikte', 'kommunikation-rhetorik', 'arbeitsrecht'],
    regions: ['BE', 'BB', 'MV', 'SN', 'ST', 'TH'],
  },
  {
    consultantId: 4,
    slug: 'hendrik-jansen',
    name: 'Hendrik Jansen',
    role: 'Bildungsberater für Betriebsräte und JAV',
    email: 'hendrik.jansen@example.org',
    photoPath: null,
    state: 'HH',
    topics: ['jav', 'digitalisierung-datenschutz', 'betriebsverfassungsrecht', 'betriebsratswahl'],
    regions: ['HH', 'SH', 'HB', 'NI'],
  },
];
