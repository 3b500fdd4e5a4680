import type { werbemittelArticles } from '../schema';

type ArticleRow = typeof werbemittelArticles.$inferInsert;

const IMAGES = '/assets/werbemittel';

/** The Werbemittelshop's articles: what a works council hands out or hangs up to promote a seminar. */
export const WERBEMITTEL_ARTICLES: readonly ArticleRow[] = [
  {
    articleId: 1,
    slug: 'flyer-seminarprogramm',
    name: 'Flyer „Seminarprogramm“',
    description: 'DIN-lang-Flyer mit den Seminaren für Betriebsräte, zum Auslegen im Betriebsratsbüro und zum Verteilen bei der Betriebsversammlung.',
    imagePath: `${IMAGES}/flyer.svg`,
    stock: 500,
  },
  {
    articleId: 2,
    slug: 'plakat-a2',
    name: 'Plakat A2 „Wissen ist Mitbestimmung“',
    description: 'Plakat für das Schwarze Brett: lädt die Belegschaft ein, sich über die Arbeit des Betriebsrats und seine Schulungen zu informieren.',
    imagePath: `${IMAGES}/plakat.svg`,
    stock: 40,
  },
  {
    articleId: 3,
    slug: 'kugelschreiber',
    name: 'Kugelschreiber mit Logo',
    description: 'Blau schreibender Druckkugelschreiber mit Logo, ein kleines Dankeschön für Kolleginnen und Kollegen.',
    imagePath: `${IMAGES}/kugelschreiber.svg`,
    stock: 300,
  },
  {
    articleId: 4,
    slug: 'notizblock-a5',
    name: 'Notizblock A5',
    description: 'Notizblock mit 50 Blatt, kariert, für Sitzungen des Betriebsrats und für die Seminarteilnahme.',
    imagePath: `${IMAGES}/notizblock.svg`,
    stock: 120,
  },
  {
    articleId: 5,
    slug: 'roll-up-display',
    name: 'Roll-up-Display',
    description: 'Aufsteller (85 × 200 cm) für die Betriebsversammlung oder den Infostand, mit Tragetasche.',
    imagePath: `${IMAGES}/roll-up.svg`,
    stock: 3,
  },
  {
    articleId: 6,
    slug: 'aufkleber-set',
    name: 'Aufkleber-Set',
    description: 'Zehn runde Aufkleber „Betriebsrat – für Sie da“ für Türen, Laptops und Aktenordner.',
    imagePath: `${IMAGES}/aufkleber.svg`,
    stock: 0,
  },
];
