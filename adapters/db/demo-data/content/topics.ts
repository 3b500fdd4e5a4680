/** Themen of the works-council site; seminarThemeSlugs name catalogue themes (checked by the tests). */
export interface TopicText {
  readonly slug: string;
  readonly title: string;
  readonly description: string;
  readonly seminarThemeSlugs: readonly string[];
}

export const TOPIC_TEXTS: readonly TopicText[] = [
  {
    slug: 'betriebsratsarbeit',
    title: 'Betriebsratsarbeit',
    description: 'Wie ein Betriebsrat arbeitet: Sitzungen, Beschlüsse, Freistellung, Kosten und die Zusammenarbeit mit dem Arbeitgeber.',
    seminarThemeSlugs: ['betriebsverfassungsrecht-teil-i', 'neu-im-betriebsrat-kompakt', 'beschluesse-rechtssicher-fassen', 'der-betriebsratsvorsitz'],
  },
  {
    slug: 'mitbestimmung',
    title: 'Mitbestimmung',
    description: 'Die Beteiligungsrechte des Betriebsrats in sozialen, personellen und wirtschaftlichen Angelegenheiten.',
    seminarThemeSlugs: ['betriebsverfassungsrecht-teil-ii', 'betriebsverfassungsrecht-teil-iii', 'betriebsvereinbarungen-gestalten'],
  },
  {
    slug: 'einigungsstelle-und-konflikt',
    title: 'Einigungsstelle und Konflikt',
    description: 'Wenn Verhandlungen scheitern: Einigungsstelle, Beschlussverfahren und der Weg zum Arbeitsgericht.',
    seminarThemeSlugs: ['betriebsverfassungsrecht-teil-iv', 'verhandlungsfuehrung-fuer-betriebsraete', 'konfliktmanagement-fuer-betriebsraete'],
  },
  {
    slug: 'kuendigung-und-arbeitsvertrag',
    title: 'Kündigung und Arbeitsvertrag',
    description: 'Vom Arbeitsvertrag über Abmahnung und Befristung bis zur Anhörung des Betriebsrats vor jeder Kündigung.',
    seminarThemeSlugs: ['arbeitsrecht-fuer-betriebsraete-teil-i', 'arbeitsrecht-fuer-betriebsraete-teil-ii', 'abmahnung-und-verhaltensbedingte-kuendigung', 'befristete-arbeitsvertraege-und-leiharbeit'],
  },
  {
    slug: 'arbeitszeit-und-urlaub',
    title: 'Arbeitszeit und Urlaub',
    description: 'Schichtpläne, Überstunden, Zeiterfassung und Urlaubsgrundsätze: wo der Betriebsrat mitbestimmt.',
    seminarThemeSlugs: ['arbeitszeitrecht-kompakt', 'urlaubsrecht-aktuell', 'mobiles-arbeiten-mitbestimmen'],
  },
  {
    slug: 'arbeits-und-gesundheitsschutz',
    title: 'Arbeits- und Gesundheitsschutz',
    description: 'Gefährdungsbeurteilung, psychische Belastungen, BEM und Gesundheitsmanagement im Betrieb.',
    seminarThemeSlugs: ['gefaehrdungsbeurteilung-psychischer-belastungen', 'arbeitsschutz-fuer-betriebsraete-teil-i', 'betriebliches-eingliederungsmanagement-bem', 'betriebliches-gesundheitsmanagement-gestalten'],
  },
  {
    slug: 'entgelt-und-eingruppierung',
    title: 'Entgelt und Eingruppierung',
    description: 'Eingruppierung, Entgeltgrundsätze, Tarifbindung und Entgelttransparenz.',
    seminarThemeSlugs: ['eingruppierung-und-umgruppierung', 'entgeltgrundsaetze-mitbestimmen', 'tarifvertrag-und-betriebsrat', 'entgelttransparenz-und-equal-pay'],
  },
  {
    slug: 'betriebsratswahl',
    title: 'Betriebsratswahl',
    description: 'Wahlvorstand, Fristen, vereinfachtes Wahlverfahren und die konstituierende Sitzung.',
    seminarThemeSlugs: ['betriebsratswahl-schulung-fuer-wahlvorstaende', 'das-vereinfachte-wahlverfahren', 'briefwahl-und-wahlanfechtung', 'nach-der-wahl-die-konstituierende-sitzung'],
  },
  {
    slug: 'schwerbehindertenvertretung',
    title: 'Schwerbehindertenvertretung',
    description: 'Aufgaben und Rechte der SBV nach dem SGB IX, Inklusionsvereinbarung, Gleichstellung und Prävention.',
    seminarThemeSlugs: ['die-schwerbehindertenvertretung-grundlagen', 'die-schwerbehindertenvertretung-aufbauwissen', 'inklusionsvereinbarung-verhandeln', 'antragsverfahren-und-gleichstellung'],
  },
  {
    slug: 'jugend-und-ausbildung',
    title: 'Jugend und Ausbildung',
    description: 'Die JAV, Ausbildungsqualität, Übernahme nach der Ausbildung und die JAV-Versammlung.',
    seminarThemeSlugs: ['jav-teil-i-grundlagen-der-jav-arbeit', 'jav-teil-ii-ausbildungsqualitaet-sichern', 'uebernahme-nach-der-ausbildung', 'die-jav-versammlung-vorbereiten'],
  },
  {
    slug: 'wirtschaftliche-angelegenheiten',
    title: 'Wirtschaftliche Angelegenheiten',
    description: 'Wirtschaftsausschuss, Betriebsänderung, Interessenausgleich und Sozialplan.',
    seminarThemeSlugs: ['wirtschaftsausschuss-kompakt', 'wirtschaftsausschuss-teil-i', 'betriebsaenderung-interessenausgleich-und-sozialplan', 'konzernstrukturen-durchschauen'],
  },
  {
    slug: 'digitalisierung-und-datenschutz',
    title: 'Digitalisierung und Datenschutz',
    description: 'Software, KI und mobile Arbeit mitbestimmen, Beschäftigtendaten schützen.',
    seminarThemeSlugs: ['it-rahmenvereinbarungen-verhandeln', 'kuenstliche-intelligenz-im-betrieb', 'beschaeftigtendatenschutz-fuer-betriebsraete', 'digitale-betriebsratsarbeit'],
  },
  {
    slug: 'mobbing-und-gleichbehandlung',
    title: 'Mobbing und Gleichbehandlung',
    description: 'Schutz vor Mobbing, Belästigung und Diskriminierung, Beschwerderecht und Konfliktlösung.',
    seminarThemeSlugs: ['mobbing-erkennen-und-handeln', 'sexuelle-belaestigung-am-arbeitsplatz', 'diskriminierungsfrei-im-betrieb', 'mediation-im-betrieb'],
  },
];
