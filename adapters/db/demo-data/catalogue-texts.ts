import type { RubricText, ThemeText } from './theme-text';
import { PRAXIS_THEMES } from './themes-praxis';
import { RECHT_THEMES } from './themes-recht';
import { VERTRETUNGEN_THEMES } from './themes-vertretungen';

/** The rubrics of the catalogue, in the order the navigation lists them. */
export const RUBRIC_TEXTS: readonly RubricText[] = [
  {
    slug: 'betriebsverfassungsrecht',
    name: 'BR-Grundlagen & Betriebsverfassungsrecht',
    description:
      'Das Fundament jeder Betriebsratsarbeit: Rechte, Pflichten und Beteiligungsrechte nach dem Betriebsverfassungsgesetz, Schritt für Schritt erklärt.',
  },
  {
    slug: 'arbeitsrecht',
    name: 'Arbeitsrecht',
    description:
      'Vom Arbeitsvertrag bis zur Kündigung: das Arbeitsrecht, das Betriebsräte im Alltag kennen müssen, um Beschäftigte kompetent zu beraten.',
  },
  {
    slug: 'arbeitsschutz-gesundheit',
    name: 'Arbeitsschutz & Gesundheit',
    description:
      'Gefährdungsbeurteilung, Gesundheitsmanagement und Arbeitszeit: wie der Betriebsrat gute und sichere Arbeit mitgestaltet.',
  },
  {
    slug: 'schwerbehindertenvertretung',
    name: 'SBV (Schwerbehindertenvertretung)',
    description:
      'Seminare für Vertrauenspersonen und stellvertretende Mitglieder: Aufgaben, Rechte und Handwerkszeug der Schwerbehindertenvertretung nach dem SGB IX.',
  },
  {
    slug: 'jav',
    name: 'JAV (Jugend- und Auszubildendenvertretung)',
    description:
      'Für junge Interessenvertretungen: Grundlagen, Ausbildungsqualität und die Zusammenarbeit mit dem Betriebsrat.',
  },
  {
    slug: 'wirtschaftsausschuss',
    name: 'Wirtschaftsausschuss',
    description:
      'Bilanzen lesen, Kennzahlen verstehen, richtig nachfragen: das Wissen, das Mitglieder des Wirtschaftsausschusses für Gespräche mit der Unternehmensleitung brauchen.',
  },
  {
    slug: 'kommunikation-rhetorik',
    name: 'Kommunikation & Rhetorik',
    description:
      'Überzeugend auftreten, klar verhandeln, verständlich informieren: Kommunikationstrainings speziell für die Interessenvertretung.',
  },
  {
    slug: 'vorsitz-geschaeftsfuehrung',
    name: 'Betriebsratsvorsitz & Geschäftsführung',
    description:
      'Sitzungen leiten, Beschlüsse rechtssicher fassen, das Betriebsratsbüro organisieren: Seminare für Vorsitzende, Stellvertretungen und Schriftführende.',
  },
  {
    slug: 'tarif-entgelt',
    name: 'Tarif & Entgelt',
    description:
      'Eingruppierung, Zulagen, Vergütungssysteme: wie der Betriebsrat bei Entgeltfragen mitbestimmt und Tarifverträge im Betrieb durchsetzt.',
  },
  {
    slug: 'digitalisierung-datenschutz',
    name: 'Digitalisierung & Datenschutz',
    description:
      'KI, Softwareeinführung, mobiles Arbeiten und Beschäftigtendatenschutz: Mitbestimmung in der digitalen Arbeitswelt.',
  },
  {
    slug: 'mobbing-konflikte',
    name: 'Mobbing & Konflikte',
    description:
      'Konflikte erkennen, Betroffene unterstützen, Lösungen moderieren: Seminare zu Mobbing, Konfliktmanagement und fairem Miteinander.',
  },
  {
    slug: 'betriebsratswahl',
    name: 'Betriebsratswahl',
    description:
      'Vom Wahlausschreiben bis zur konstituierenden Sitzung: sicher durch die Betriebsratswahl im normalen und im vereinfachten Wahlverfahren.',
  },
];

/** Every seminar offering of the catalogue at scale 1. */
export const THEME_TEXTS: readonly ThemeText[] = [...RECHT_THEMES, ...VERTRETUNGEN_THEMES, ...PRAXIS_THEMES];
