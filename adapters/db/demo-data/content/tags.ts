/** Schlagworte of the knowledge content: slug and the name a tag page shows. */
export const TAG_TEXTS = [
  { slug: 'betrvg', name: 'BetrVG' },
  { slug: 'sgb-ix', name: 'SGB IX' },
  { slug: 'betriebsvereinbarung', name: 'Betriebsvereinbarung' },
  { slug: 'mitbestimmung', name: 'Mitbestimmung' },
  { slug: 'kuendigung', name: 'Kündigung' },
  { slug: 'arbeitszeit', name: 'Arbeitszeit' },
  { slug: 'urlaub', name: 'Urlaub' },
  { slug: 'gesundheit', name: 'Gesundheit' },
  { slug: 'schulung', name: 'Schulung' },
  { slug: 'betriebsratswahl', name: 'Betriebsratswahl' },
  { slug: 'einigungsstelle', name: 'Einigungsstelle' },
  { slug: 'datenschutz', name: 'Datenschutz' },
  { slug: 'kuenstliche-intelligenz', name: 'Künstliche Intelligenz' },
  { slug: 'homeoffice', name: 'Homeoffice' },
  { slug: 'entgelt', name: 'Entgelt' },
  { slug: 'ausbildung', name: 'Ausbildung' },
  { slug: 'inklusion', name: 'Inklusion' },
  { slug: 'rechtsprechung', name: 'Rechtsprechung' },
  { slug: 'betriebsaenderung', name: 'Betriebsänderung' },
  { slug: 'kosten', name: 'Kosten des Betriebsrats' },
] as const;

export type TagSlug = (typeof TAG_TEXTS)[number]['slug'];
