/** The sub-pages of a seminar (spec §2), in the order of its tabs; '' is the overview. */
export const SEMINAR_SUB_PAGES = [
  { path: '', label: 'Überblick', title: '' },
  { path: 'termine', label: 'Termine', title: 'Termine' },
  { path: 'inhouse', label: 'Inhouse', title: 'Inhouse-Seminar' },
  { path: 'starterpaket', label: 'Starterpaket', title: 'Starterpaket' },
  { path: 'erlebnis', label: 'Seminar erleben', title: 'Seminar erleben' },
] as const;

export type SeminarSubPage = (typeof SEMINAR_SUB_PAGES)[number];

export const seminarSubPath = (slug: string, subPage: SeminarSubPage): string =>
  subPage.path === '' ? `/seminare/p/${slug}` : `/seminare/p/${slug}/${subPage.path}`;

/**
 * Which sub-page a path /seminare/p/{slug}[/{sub}] shows: only the segment after the slug
 * counts, so a seminar whose slug is itself 'termine' still has an overview.
 */
export const subPageOfPath = (pathname: string): SeminarSubPage => {
  const sub = pathname.split('/').filter((segment) => segment !== '')[3] ?? '';
  return SEMINAR_SUB_PAGES.find((subPage) => subPage.path === sub) ?? SEMINAR_SUB_PAGES[0];
};
