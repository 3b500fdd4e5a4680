import type { RubricOption, StoredSeminar } from '../seminar-store';

export const RUBRICS: readonly RubricOption[] = [
  { slug: 'betriebsverfassungsrecht', name: 'Betriebsverfassungsrecht' },
  { slug: 'arbeitsrecht', name: 'Arbeitsrecht' },
];

/** The seminar of the fixture's stored date (catalogue-fixture.ts STORED). */
export const SEMINAR: StoredSeminar = {
  themeId: 1,
  slug: 'betriebsverfassungsrecht-teil-1',
  title: 'Betriebsverfassungsrecht Teil 1',
  subtitle: 'Die Grundlagen',
  description: 'Rechte und Pflichten des Betriebsrats.',
  targetGroups: ['Betriebsratsmitglieder'],
  tags: ['BetrVG'],
  rubricSlug: 'betriebsverfassungsrecht',
  actionField: 'Grundlagen der Betriebsratsarbeit',
  published: true,
};
