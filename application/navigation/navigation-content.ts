import type { ConferenceSummariesWire } from '../catalogue/conference.codecs';
import type { RubricSummariesWire } from '../catalogue/place.codecs';
import type { ThemeSummariesWire } from '../catalogue/theme.codecs';
import type { InspirationSlide } from '../../domain/navigation/navigation-group';
import type { LinkSpec, TopLevelSpec } from './navigation-builder';
import { KNOWLEDGE_PATHS } from '../content/knowledge-paths';
import { CONTACT_PAGE_PATH, contactPagePath } from '../forms/contact.paths';

/** A rubric's tab shows this many themes; the tab's link leads to all of them. */
export const THEMES_PER_TAB = 12;

const IMAGES = '/assets/navigation';

const imageSlide = (name: string, content: string): InspirationSlide => ({
  imageVertical: `${IMAGES}/${name}-vertical.svg`,
  imageHorizontal: `${IMAGES}/${name}-horizontal.svg`,
  content,
});

const contentSlide = (content: string): InspirationSlide => ({ imageVertical: '', imageHorizontal: '', content });

const SEMINAR_SLIDES: readonly InspirationSlide[] = [
  imageSlide(
    'seminar',
    '<p><strong>Neu gewählt?</strong> Die Grundlagenseminare BR 1 bis BR 3 geben Ihnen Sicherheit ab der ersten Sitzung.</p><a href="/seminare/r/betriebsverfassungsrecht">Zu den Grundlagen</a>',
  ),
  contentSlide(
    '<p><strong>Kosten trägt der Arbeitgeber.</strong> Nach § 37 Abs. 6 BetrVG hat jedes Betriebsratsmitglied Anspruch auf erforderliche Schulungen.</p><a href="/seminare/veranstaltungen">Termin finden</a>',
  ),
  imageSlide('online', '<p><strong>Online-Seminare:</strong> dieselbe Qualität, ohne Anreise – live mit Referentinnen und Referenten.</p><a href="/seminare/veranstaltungen?kind=online">Online-Termine</a>'),
];

const ONLINE_SLIDES: readonly InspirationSlide[] = [
  imageSlide('online', '<p>Live, interaktiv und mit Teilnahmebescheinigung: so lernen Sie im Online-Seminar.</p>'),
  contentSlide('<p><strong>Technik-Check inklusive:</strong> vor jedem Online-Seminar prüfen wir mit Ihnen Kamera und Ton.</p>'),
];

const SERIES_SLIDES: readonly InspirationSlide[] = [
  imageSlide('seminar', '<p><strong>Ausbildungen</strong> verbinden mehrere Module zu einem Abschluss mit Zertifikat.</p>'),
];

const KNOWLEDGE_SLIDES: readonly InspirationSlide[] = [
  imageSlide('wissen', '<p><strong>Das Betriebsrat-Lexikon:</strong> über 500 Begriffe, verständlich erklärt.</p><a href="/betriebsratslexikon/br">Zum Lexikon</a>'),
  contentSlide('<p><strong>Urteil der Woche:</strong> aktuelle Rechtsprechung für Betriebsräte, jede Woche neu kommentiert.</p><a href="/rechtsprechung/br">Zur Rechtsprechung</a>'),
];

const eventsWhere = (query: string): string => `/seminare/veranstaltungen?${query}`;

/** What the catalogue database contributes to the main site's navigation. */
export interface CatalogueNavigationData {
  readonly rubrics: RubricSummariesWire;
  readonly themes: ThemeSummariesWire;
  readonly conferences: ConferenceSummariesWire;
}

const rubricTab = (rubric: RubricSummariesWire[number], themes: ThemeSummariesWire): LinkSpec => ({
  text: rubric.name,
  url: `/seminare/r/${rubric.slug}`,
  tab: { label: rubric.name, description: rubric.description, rel: `/seminare/r/${rubric.slug}` },
  children: themes
    .filter((theme) => theme.rubric.slug === rubric.slug)
    .slice(0, THEMES_PER_TAB)
    .map((theme) => ({ text: theme.title, url: `/seminare/t/${theme.slug}` })),
});

const byKind = (kind: string, rubrics: RubricSummariesWire): readonly LinkSpec[] =>
  rubrics.map((rubric) => ({ text: rubric.name, url: eventsWhere(`kind=${kind}&rubric=${rubric.slug}`) }));

/** The main site: the catalogue's rubrics and themes, the Fachtagungen, service, the sister site. */
export const mainSiteNavigation = (data: CatalogueNavigationData, sisterOrigin: string): readonly TopLevelSpec[] => [
  {
    text: 'Seminare',
    url: '/seminare',
    layer: { flyoutStyle: '4-col-grid-headline', inspiration: true, inspirationContent: SEMINAR_SLIDES },
    children: [
      { text: 'Alle Seminare', url: '/seminare', position: 'top' },
      { text: 'Seminarkalender', url: '/seminare/veranstaltungen', position: 'top' },
      { text: 'Alle Rubriken', url: '/seminare/rubrik', position: 'top' },
      ...data.rubrics.map((rubric) => rubricTab(rubric, data.themes)),
      { text: 'Eintägige Seminare', url: eventsWhere('oneDay=true'), position: 'bottom' },
      { text: 'Präsenzseminare', url: eventsWhere('kind=presence'), position: 'bottom' },
    ],
  },
  {
    text: 'Online-Seminare',
    url: eventsWhere('kind=online'),
    layer: { flyoutStyle: '2-col', inspiration: true, inspirationContent: ONLINE_SLIDES },
    children: [
      { text: 'Alle Online-Seminare', url: eventsWhere('kind=online'), position: 'top' },
      ...byKind('online', data.rubrics),
    ],
  },
  {
    text: 'Ausbildungen',
    url: eventsWhere('kind=series'),
    layer: { flyoutStyle: '2-col', inspiration: true, inspirationContent: SERIES_SLIDES },
    children: [
      { text: 'Alle Ausbildungen', url: eventsWhere('kind=series'), position: 'top' },
      ...byKind('series', data.rubrics),
    ],
  },
  {
    text: 'Inhouse',
    url: contactPagePath('inhouse'),
    layer: { flyoutStyle: '2-col', inspiration: false, inspirationContent: [] },
    children: [
      {
        text: 'Inhouse-Seminar anfragen',
        url: contactPagePath('inhouse'),
        description: 'Jedes Seminar auch exklusiv für Ihr Gremium, bei Ihnen vor Ort oder online.',
      },
      {
        text: 'Themen für Ihr Gremium',
        url: '/seminare/rubrik',
        description: 'Alle Rubriken im Überblick: wählen Sie die Inhalte, die Ihr Gremium braucht.',
      },
    ],
  },
  {
    text: 'Fachtagungen',
    url: '/seminare/veranstaltungen',
    layer: { flyoutStyle: '2-col', inspiration: false, inspirationContent: [] },
    children: data.conferences.map((conference) => ({
      text: conference.title,
      url: `/fachtagung/${conference.url}`,
      description: conference.subtitle,
    })),
  },
  {
    text: 'Service',
    url: CONTACT_PAGE_PATH,
    layer: { flyoutStyle: '3-col', inspiration: false, inspirationContent: [] },
    children: [
      { text: 'Kontakt', url: CONTACT_PAGE_PATH, position: 'left', description: 'Wir beraten Sie gern.' },
      { text: 'Seminarkalender', url: '/seminare/veranstaltungen', position: 'left' },
      { text: 'meinifb – Ihr Kundenportal', url: '/meinifb', position: 'middle' },
      { text: 'Merkliste', url: '/meinifb/merkliste', position: 'middle' },
      { text: 'Registrierung', url: '/registrierung', position: 'middle' },
      { text: 'Warenkorb', url: '/seminare/warenkorb', position: 'right' },
      { text: 'Alle Rubriken', url: '/seminare/rubrik', position: 'right' },
      { text: 'Betriebsrat-Wissen', url: `${sisterOrigin}/`, position: 'bottom', linkClass: 'sister-site' },
    ],
  },
  { text: 'Betriebsrat-Wissen', url: `${sisterOrigin}/`, linkClass: 'sister-site' },
];

/** The works-council site: the knowledge content and the way back to the seminars. */
export const worksCouncilNavigation = (sisterOrigin: string): readonly TopLevelSpec[] => [
  {
    text: 'Wissen',
    url: '/fachartikel',
    layer: { flyoutStyle: '3-col', inspiration: true, inspirationContent: KNOWLEDGE_SLIDES },
    children: [
      { text: 'Themen', url: '/themen', position: 'top' },
      { text: 'Häufige Fragen', url: KNOWLEDGE_PATHS.faq, position: 'top' },
      { text: 'Leitfäden', url: KNOWLEDGE_PATHS.guides, position: 'top' },
      { text: 'Downloads', url: KNOWLEDGE_PATHS.downloads, position: 'top' },
      { text: 'Videos', url: KNOWLEDGE_PATHS.videos, position: 'top' },
      { text: 'Fachartikel', url: '/fachartikel', position: 'left' },
      { text: 'News', url: '/news', position: 'left' },
      { text: 'BR-Magazin-Interviews', url: '/br-magazin-interview', position: 'left' },
      { text: 'Lexikon BR', url: '/betriebsratslexikon/br', position: 'middle' },
      { text: 'Lexikon SBV', url: '/betriebsratslexikon/sbv', position: 'middle' },
      { text: 'Lexikon JAV', url: '/betriebsratslexikon/jav', position: 'middle' },
      { text: 'Gesetze', url: '/gesetze', position: 'right' },
      { text: 'Rechtsprechung BR', url: '/rechtsprechung/br', position: 'right' },
      { text: 'Rechtsprechung SBV', url: '/rechtsprechung/sbv', position: 'right' },
      { text: 'Assistent BR', url: '/chatbot', position: 'bottom' },
      { text: 'Assistent SBV', url: '/chatbot-sbv', position: 'bottom' },
      { text: 'RSS-Feed', url: '/rss', position: 'bottom' },
    ],
  },
  { text: 'Seminare', url: `${sisterOrigin}/seminare`, linkClass: 'sister-site' },
  // The contact page is not offered on the works-council site (spec §2).
  { text: 'Kontakt', url: CONTACT_PAGE_PATH, hidden: true },
];
