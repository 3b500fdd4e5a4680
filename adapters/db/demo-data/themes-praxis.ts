import { BESCHAEFTIGTE, BR, ERSATZ, GBR, JAV, SBV, VORSITZ, seminar, series } from './theme-text';
import type { ThemeText } from './theme-text';

/** Seminars on health and safety, communication, digital work and conflicts. */
export const PRAXIS_THEMES: readonly ThemeText[] = [
  {
    title: 'Gefährdungsbeurteilung psychischer Belastungen',
    subtitle: 'Mitbestimmen, wo Stress entsteht',
    description:
      'Zeitdruck, ständige Erreichbarkeit und Arbeitsverdichtung machen krank. Sie lernen, wie eine Gefährdungsbeurteilung psychischer Belastungen nach § 5 ArbSchG aufgebaut ist und wie der Betriebsrat Verfahren, Instrumente und Maßnahmen mitbestimmt. Praxisbeispiele zeigen, was in anderen Betrieben funktioniert hat.',
    rubric: 'arbeitsschutz-gesundheit',
    actionField: 'Arbeits- und Gesundheitsschutz',
    targetGroups: [BR, SBV],
    tags: ['Gefährdungsbeurteilung', 'Psychische Belastung', 'ArbSchG'],
    format: seminar(3),
  },
  {
    title: 'Arbeitsschutz für Betriebsräte Teil I',
    subtitle: 'Grundlagen des betrieblichen Arbeitsschutzes',
    description:
      'Arbeitsschutzgesetz, Arbeitsstättenverordnung, Betriebssicherheitsverordnung: Teil I verschafft Ihnen den Überblick über das Arbeitsschutzrecht und die Akteure im Betrieb. Sie erfahren, wie der Betriebsrat im Arbeitsschutzausschuss wirksam mitarbeitet. Die Seminarkosten trägt nach § 37 Abs. 6 BetrVG der Arbeitgeber.',
    rubric: 'arbeitsschutz-gesundheit',
    actionField: 'Arbeits- und Gesundheitsschutz',
    targetGroups: [BR, ERSATZ],
    tags: ['Arbeitsschutz', 'Grundlagen'],
    format: seminar(3),
  },
  {
    title: 'Arbeitsschutz für Betriebsräte Teil II',
    subtitle: 'Gefährdungen erkennen und Maßnahmen durchsetzen',
    description:
      'Aufbauend auf Teil I üben Sie Betriebsbegehungen, werten Unfallanzeigen aus und entwickeln Schutzmaßnahmen. Im Mittelpunkt steht die Frage, wie der Betriebsrat seine Initiativrechte im Arbeitsschutz konsequent nutzt.',
    rubric: 'arbeitsschutz-gesundheit',
    actionField: 'Arbeits- und Gesundheitsschutz',
    targetGroups: [BR],
    tags: ['Arbeitsschutz', 'Betriebsbegehung'],
    format: seminar(3),
  },
  {
    title: 'Betriebliches Eingliederungsmanagement (BEM)',
    subtitle: 'Nach längerer Krankheit gut zurück an den Arbeitsplatz',
    description:
      'Sind Beschäftigte innerhalb eines Jahres länger als sechs Wochen arbeitsunfähig, muss der Arbeitgeber ein BEM anbieten. Das Seminar erklärt den Ablauf, den Datenschutz und die Rolle des Betriebsrats bei der Gestaltung einer Betriebsvereinbarung zum BEM.',
    rubric: 'arbeitsschutz-gesundheit',
    actionField: 'Betriebliches Gesundheitsmanagement',
    targetGroups: [BR, SBV],
    tags: ['BEM', 'Eingliederung', 'Gesundheit'],
    format: seminar(2),
  },
  {
    title: 'Betriebliches Gesundheitsmanagement gestalten',
    subtitle: 'Gesundheit als Aufgabe des Betriebsrats',
    description:
      'Gesunde Arbeit entsteht nicht zufällig. Sie lernen die Bausteine eines wirksamen betrieblichen Gesundheitsmanagements kennen, von der Gesundheitsanalyse bis zu konkreten Angeboten, und entwickeln Ideen für Ihren eigenen Betrieb.',
    rubric: 'arbeitsschutz-gesundheit',
    actionField: 'Betriebliches Gesundheitsmanagement',
    targetGroups: [BR],
    tags: ['BGM', 'Gesundheit'],
    format: seminar(3),
  },
  {
    title: 'Sucht am Arbeitsplatz',
    subtitle: 'Hinsehen, ansprechen, helfen',
    description:
      'Alkohol, Medikamente oder Glücksspiel: Suchtprobleme betreffen Betroffene ebenso wie ihre Kolleginnen und Kollegen. Das Seminar vermittelt Gesprächstechniken für den Umgang mit Betroffenen und zeigt, wie eine Betriebsvereinbarung zur Suchtprävention aussehen kann.',
    rubric: 'arbeitsschutz-gesundheit',
    actionField: 'Betriebliches Gesundheitsmanagement',
    targetGroups: [BR, SBV],
    tags: ['Sucht', 'Prävention'],
    format: seminar(2),
  },
  {
    title: 'Hitze, Lärm und Gefahrstoffe',
    subtitle: 'Technischer Arbeitsschutz im Überblick',
    description:
      'Ein kompakter Tag zu den klassischen Belastungen am Arbeitsplatz: Raumtemperatur, Lärm und der Umgang mit Gefahrstoffen. Sie erfahren, welche Grenzwerte gelten und wie der Betriebsrat Verbesserungen anstößt.',
    rubric: 'arbeitsschutz-gesundheit',
    actionField: 'Arbeits- und Gesundheitsschutz',
    targetGroups: [BR],
    tags: ['Arbeitsschutz', 'Gefahrstoffe', 'Lärm'],
    format: seminar(1),
  },
  {
    title: 'Ausbildung Gesundheitslotse im Betriebsrat',
    subtitle: 'In fünf Modulen zur Expertin oder zum Experten für gesunde Arbeit',
    description:
      'Die Ausbildung vermittelt in fünf Modulen alles, was Betriebsräte für einen wirksamen Gesundheitsschutz brauchen: Arbeitsschutzrecht, Gefährdungsbeurteilung, BEM, Gesundheitsmanagement und Projektsteuerung. Zwischen den Modulen setzen Sie ein eigenes Gesundheitsprojekt im Betrieb um. Der Arbeitgeber trägt die Kosten nach § 37 Abs. 6 BetrVG.',
    rubric: 'arbeitsschutz-gesundheit',
    actionField: 'Betriebliches Gesundheitsmanagement',
    targetGroups: [BR, SBV],
    tags: ['Ausbildung', 'Gesundheit', 'Seminarreihe'],
    format: series(5, false),
  },
  {
    title: 'Rhetorik für Betriebsräte',
    subtitle: 'Sicher reden auf der Betriebsversammlung und im Gespräch',
    description:
      'Ob vor der Belegschaft oder am Verhandlungstisch: Wer überzeugend spricht, setzt mehr durch. Mit Videofeedback trainieren Sie freie Rede, Argumentation und den souveränen Umgang mit Einwänden. Die Kosten trägt nach § 37 Abs. 6 BetrVG der Arbeitgeber, wenn Sie diese Fähigkeiten für Ihre Betriebsratsarbeit benötigen.',
    rubric: 'kommunikation-rhetorik',
    actionField: 'Gesprächsführung und Rhetorik',
    targetGroups: [BR, VORSITZ],
    tags: ['Rhetorik', 'Kommunikation'],
    format: seminar(3),
  },
  {
    title: 'Verhandlungsführung für Betriebsräte',
    subtitle: 'Gut vorbereitet in jede Verhandlung',
    description:
      'Betriebsräte verhandeln ständig: über Betriebsvereinbarungen, Einzelfälle und Kompromisse. Sie lernen Verhandlungsstrategien kennen, bereiten einen Fall aus Ihrem Betrieb vor und üben im Rollenspiel, auch unter Druck ruhig zu bleiben.',
    rubric: 'kommunikation-rhetorik',
    actionField: 'Gesprächsführung und Rhetorik',
    targetGroups: [BR, VORSITZ, GBR],
    tags: ['Verhandlung', 'Kommunikation'],
    format: seminar(3),
  },
  {
    title: 'Die Betriebsversammlung erfolgreich gestalten',
    subtitle: 'Tätigkeitsbericht, Moderation und Ablauf',
    description:
      'Die Betriebsversammlung ist die Bühne des Betriebsrats. Sie planen den Ablauf, formulieren einen lebendigen Tätigkeitsbericht und üben, schwierige Fragen aus dem Publikum souverän zu beantworten.',
    rubric: 'kommunikation-rhetorik',
    actionField: 'Öffentlichkeitsarbeit',
    targetGroups: [VORSITZ, BR],
    tags: ['Betriebsversammlung', 'Moderation'],
    format: seminar(2),
  },
  {
    title: 'Öffentlichkeitsarbeit des Betriebsrats',
    subtitle: 'Informieren, einbinden, sichtbar werden',
    description:
      'Aushang, Intranet, Newsletter oder Betriebsratszeitung: Gute Information schafft Vertrauen in der Belegschaft. Sie entwickeln ein Kommunikationskonzept für Ihr Gremium und lernen, Texte kurz und verständlich zu schreiben.',
    rubric: 'kommunikation-rhetorik',
    actionField: 'Öffentlichkeitsarbeit',
    targetGroups: [BR],
    tags: ['Öffentlichkeitsarbeit', 'Kommunikation'],
    format: seminar(2),
  },
  {
    title: 'Schlagfertigkeit im Betriebsratsalltag',
    subtitle: 'Souverän reagieren, wenn es darauf ankommt',
    description:
      'Unsachliche Angriffe, Totschlagargumente und Provokationen gehören leider zum Alltag. An diesem Tag trainieren Sie Techniken, um gelassen und schlagfertig zu reagieren, ohne das Gespräch eskalieren zu lassen.',
    rubric: 'kommunikation-rhetorik',
    actionField: 'Gesprächsführung und Rhetorik',
    targetGroups: [BR, ERSATZ],
    tags: ['Schlagfertigkeit', 'Kommunikation'],
    format: seminar(1),
  },
  {
    title: 'Gesprächsführung in der Sprechstunde',
    subtitle: 'Beschäftigte beraten und begleiten',
    description:
      'In der Sprechstunde kommen Sorgen, Konflikte und Rechtsfragen auf den Tisch. Sie lernen aktives Zuhören, strukturierte Beratungsgespräche und den Umgang mit emotional belastenden Situationen.',
    rubric: 'kommunikation-rhetorik',
    actionField: 'Gesprächsführung und Rhetorik',
    targetGroups: [BR, SBV, JAV],
    tags: ['Beratung', 'Gesprächsführung'],
    format: seminar(2),
  },
  {
    title: 'Mobiles Arbeiten mitbestimmen',
    subtitle: 'Homeoffice und mobile Arbeit fair regeln',
    description:
      'Seit 2021 hat der Betriebsrat ein ausdrückliches Mitbestimmungsrecht bei der Ausgestaltung mobiler Arbeit. Sie lernen, welche Punkte eine Betriebsvereinbarung regeln sollte, von Erreichbarkeit über Arbeitsschutz bis zur Ausstattung, und arbeiten mit Musterformulierungen.',
    rubric: 'digitalisierung-datenschutz',
    actionField: 'Digitale Arbeitswelt',
    targetGroups: [BR, GBR],
    tags: ['Mobiles Arbeiten', 'Homeoffice', '§ 87 BetrVG'],
    format: seminar(2),
  },
  {
    title: 'Beschäftigtendatenschutz für Betriebsräte',
    subtitle: 'DSGVO und BDSG im Betriebsratsalltag',
    description:
      'Der Betriebsrat verarbeitet selbst sensible Daten und überwacht zugleich den Umgang des Arbeitgebers mit Beschäftigtendaten. Das Seminar erklärt die Grundlagen von DSGVO und BDSG und zeigt, wie Ihr Gremium datenschutzkonform arbeitet.',
    rubric: 'digitalisierung-datenschutz',
    actionField: 'Beschäftigtendatenschutz',
    targetGroups: [BR],
    tags: ['Datenschutz', 'DSGVO', 'BDSG'],
    format: seminar(3),
  },
  {
    title: 'Künstliche Intelligenz im Betrieb',
    subtitle: 'Mitbestimmung bei KI-Systemen',
    description:
      'Ob Chatbot, Personalauswahl oder Schichtplanung: KI-Anwendungen verändern die Arbeit. Sie erfahren, welche Beteiligungsrechte der Betriebsrat bei der Einführung hat, wann er einen Sachverständigen hinzuziehen kann und wie eine Rahmenvereinbarung zu KI aussehen kann.',
    rubric: 'digitalisierung-datenschutz',
    actionField: 'Digitale Arbeitswelt',
    targetGroups: [BR, GBR],
    tags: ['KI', 'Digitalisierung', 'Mitbestimmung'],
    format: seminar(2),
  },
  {
    title: 'IT-Rahmenvereinbarungen verhandeln',
    subtitle: 'Softwareeinführung nach § 87 Abs. 1 Nr. 6 BetrVG',
    description:
      'Fast jede Software kann Leistung und Verhalten überwachen und ist damit mitbestimmungspflichtig. Sie lernen, wie eine IT-Rahmenvereinbarung das Verfahren vereinfacht und trotzdem den Schutz der Beschäftigten sichert.',
    rubric: 'digitalisierung-datenschutz',
    actionField: 'Beschäftigtendatenschutz',
    targetGroups: [BR, GBR],
    tags: ['IT', 'Rahmenvereinbarung', 'Überwachung'],
    format: seminar(3),
  },
  {
    title: 'Digitale Betriebsratsarbeit',
    subtitle: 'Videokonferenz, digitale Signatur und Datensicherheit',
    description:
      'Betriebsratssitzungen per Video und digitale Beschlüsse sind unter bestimmten Voraussetzungen zulässig. Das Seminar zeigt die rechtlichen Rahmenbedingungen und gibt praktische Tipps für sichere Werkzeuge im Gremium.',
    rubric: 'digitalisierung-datenschutz',
    actionField: 'Digitale Arbeitswelt',
    targetGroups: [BR, VORSITZ],
    tags: ['Digitalisierung', 'Videokonferenz'],
    format: seminar(1),
  },
  {
    title: 'Online-Ausbildung Digitalisierung mitgestalten',
    subtitle: 'Vier Online-Module zu KI, Software und Datenschutz',
    description:
      'In vier Online-Modulen lernen Sie, Digitalisierungsprojekte im Betrieb von Anfang an mitzugestalten. Themen sind Mitbestimmung bei Software und KI, Beschäftigtendatenschutz, mobile Arbeit und die Steuerung von Sachverständigen. Die Kosten trägt nach § 37 Abs. 6 BetrVG der Arbeitgeber.',
    rubric: 'digitalisierung-datenschutz',
    actionField: 'Digitale Arbeitswelt',
    targetGroups: [BR, GBR],
    tags: ['Digitalisierung', 'Ausbildung', 'Online'],
    format: series(4, true),
  },
  {
    title: 'Mobbing erkennen und handeln',
    subtitle: 'Betroffene schützen, Strukturen verändern',
    description:
      'Mobbing zerstört Gesundheit und Arbeitsklima. Sie lernen, Mobbinghandlungen von alltäglichen Konflikten zu unterscheiden, Betroffene zu begleiten und mit dem Arbeitgeber wirksame Schutzmaßnahmen zu vereinbaren.',
    rubric: 'mobbing-konflikte',
    actionField: 'Konfliktmanagement',
    targetGroups: [BR, SBV, JAV],
    tags: ['Mobbing', 'Konflikte'],
    format: seminar(3),
  },
  {
    title: 'Konfliktmanagement für Betriebsräte',
    subtitle: 'Konflikte verstehen und moderieren',
    description:
      'Konflikte zwischen Beschäftigten, mit Vorgesetzten oder im Gremium selbst binden viel Kraft. Das Seminar vermittelt Modelle zur Konfliktanalyse und Methoden der Gesprächsmoderation, die Sie sofort anwenden können.',
    rubric: 'mobbing-konflikte',
    actionField: 'Konfliktmanagement',
    targetGroups: [BR, VORSITZ],
    tags: ['Konflikte', 'Moderation'],
    format: seminar(3),
  },
  {
    title: 'Sexuelle Belästigung am Arbeitsplatz',
    subtitle: 'Prävention und Beschwerdeverfahren nach dem AGG',
    description:
      'Das Allgemeine Gleichbehandlungsgesetz verpflichtet Arbeitgeber, Beschäftigte vor Belästigung zu schützen. Sie erfahren, wie ein faires Beschwerdeverfahren aussieht, wie der Betriebsrat Betroffene unterstützt und welche Präventionsmaßnahmen wirken.',
    rubric: 'mobbing-konflikte',
    actionField: 'Schutz vor Diskriminierung',
    targetGroups: [BR, BESCHAEFTIGTE],
    tags: ['AGG', 'Belästigung', 'Prävention'],
    format: seminar(1),
  },
  {
    title: 'Diskriminierungsfrei im Betrieb',
    subtitle: 'Gleichbehandlung nach AGG und BetrVG',
    description:
      'Benachteiligung wegen Herkunft, Geschlecht, Alter oder Religion ist verboten, kommt aber dennoch vor. Das Seminar zeigt die Überwachungsaufgabe des Betriebsrats nach § 75 BetrVG und Wege, Vielfalt im Betrieb aktiv zu fördern.',
    rubric: 'mobbing-konflikte',
    actionField: 'Schutz vor Diskriminierung',
    targetGroups: [BR, SBV, JAV],
    tags: ['AGG', 'Vielfalt', 'Gleichbehandlung'],
    format: seminar(2),
  },
  {
    title: 'Mediation im Betrieb',
    subtitle: 'Grundlagen der Vermittlung im Konflikt',
    description:
      'Mediation hilft, festgefahrene Konflikte ohne Gewinner und Verlierer zu lösen. Sie lernen die Phasen einer Mediation kennen und üben typische Interventionen im Rollenspiel.',
    rubric: 'mobbing-konflikte',
    actionField: 'Konfliktmanagement',
    targetGroups: [BR],
    tags: ['Mediation', 'Konflikte'],
    format: seminar(3),
  },
  {
    title: 'Ausbildung Konfliktlotse im Betrieb',
    subtitle: 'Drei Module für faire Lösungen',
    description:
      'Konfliktlotsinnen und Konfliktlotsen sind erste Ansprechpersonen, wenn es im Team knirscht. In drei Modulen lernen Sie Konfliktanalyse, Gesprächsführung und Moderation von Klärungsgesprächen und üben an Fällen aus Ihrem Betrieb.',
    rubric: 'mobbing-konflikte',
    actionField: 'Konfliktmanagement',
    targetGroups: [BR, SBV, JAV],
    tags: ['Konflikte', 'Ausbildung', 'Seminarreihe'],
    format: series(3, false),
  },
];
