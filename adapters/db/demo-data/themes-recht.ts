import { BESCHAEFTIGTE, BR, ERSATZ, GBR, VORSITZ, WAHLVORSTAND, seminar, series } from './theme-text';
import type { ThemeText } from './theme-text';

/** Seminars on works-constitution law, labour law, pay and the works-council election. */
export const RECHT_THEMES: readonly ThemeText[] = [
  {
    title: 'Betriebsverfassungsrecht Teil I',
    subtitle: 'Der Einstieg in die Betriebsratsarbeit',
    description:
      'Frisch gewählt und gleich mittendrin: Dieses Seminar vermittelt die Grundlagen des Betriebsverfassungsgesetzes, von der Rechtsstellung der Betriebsratsmitglieder bis zu den allgemeinen Aufgaben nach § 80 BetrVG. Anhand von Fällen aus der Praxis lernen Sie, Ihre Rechte sicher einzusetzen. Die Kosten trägt nach § 37 Abs. 6 BetrVG der Arbeitgeber.',
    rubric: 'betriebsverfassungsrecht',
    actionField: 'Grundlagen der Betriebsratsarbeit',
    targetGroups: [BR, ERSATZ],
    tags: ['BetrVG', 'Grundlagen', 'Neu im Betriebsrat'],
    format: seminar(5),
  },
  {
    title: 'Betriebsverfassungsrecht Teil II',
    subtitle: 'Mitbestimmung in sozialen Angelegenheiten',
    description:
      'Arbeitszeit, Überstunden, Urlaubsplanung, technische Überwachung: § 87 BetrVG ist das stärkste Werkzeug des Betriebsrats. Sie erfahren, wie Sie Ihre Mitbestimmungsrechte erkennen, durchsetzen und in Betriebsvereinbarungen festhalten. Voraussetzung sind Grundkenntnisse aus Teil I.',
    rubric: 'betriebsverfassungsrecht',
    actionField: 'Mitbestimmung',
    targetGroups: [BR, ERSATZ],
    tags: ['BetrVG', 'Mitbestimmung', '§ 87 BetrVG'],
    format: seminar(5),
  },
  {
    title: 'Betriebsverfassungsrecht Teil III',
    subtitle: 'Personelle und wirtschaftliche Angelegenheiten',
    description:
      'Einstellung, Versetzung, Eingruppierung und Kündigung: In Teil III geht es um die Beteiligung bei personellen Einzelmaßnahmen nach §§ 99 ff. BetrVG sowie um Betriebsänderungen, Interessenausgleich und Sozialplan. Zahlreiche Musterschreiben erleichtern die Umsetzung im eigenen Gremium.',
    rubric: 'betriebsverfassungsrecht',
    actionField: 'Mitbestimmung',
    targetGroups: [BR, ERSATZ],
    tags: ['BetrVG', 'Personelle Maßnahmen', 'Sozialplan'],
    format: seminar(5),
  },
  {
    title: 'Betriebsverfassungsrecht Teil IV',
    subtitle: 'Durchsetzung von Rechten und Einigungsstelle',
    description:
      'Was tun, wenn der Arbeitgeber Mitbestimmungsrechte übergeht? Das Seminar zeigt den Weg vom Unterlassungsanspruch über das Beschlussverfahren bis zur Einigungsstelle. Sie üben, Konflikte strategisch vorzubereiten und Ihre Position wirksam zu vertreten.',
    rubric: 'betriebsverfassungsrecht',
    actionField: 'Mitbestimmung',
    targetGroups: [BR, GBR],
    tags: ['BetrVG', 'Einigungsstelle', 'Beschlussverfahren'],
    format: seminar(4),
  },
  {
    title: 'Betriebsvereinbarungen gestalten',
    subtitle: 'Von der Idee zum unterschriftsreifen Text',
    description:
      'Eine gute Betriebsvereinbarung schafft Klarheit für Beschäftigte und Arbeitgeber. Sie lernen Aufbau, Regelungstechnik und typische Fallstricke kennen und entwerfen in Kleingruppen eigene Regelungen. Das Seminar ist nach § 37 Abs. 6 BetrVG erforderlich, wenn Ihr Gremium Verhandlungen plant.',
    rubric: 'betriebsverfassungsrecht',
    actionField: 'Mitbestimmung',
    targetGroups: [BR, GBR],
    tags: ['Betriebsvereinbarung', 'Verhandlung'],
    format: seminar(3),
  },
  {
    title: 'Neu im Betriebsrat – kompakt',
    subtitle: 'Der schnelle Überblick für Ersatzmitglieder',
    description:
      'Ersatzmitglieder rücken oft kurzfristig nach und müssen sofort handlungsfähig sein. Dieser Tag bündelt das Wichtigste zu Sitzungen, Schweigepflicht, Freistellung und Schulungsanspruch. Ideal als Vorbereitung auf Betriebsverfassungsrecht Teil I.',
    rubric: 'betriebsverfassungsrecht',
    actionField: 'Grundlagen der Betriebsratsarbeit',
    targetGroups: [ERSATZ, BR],
    tags: ['Grundlagen', 'Ersatzmitglieder', 'Neu im Betriebsrat'],
    format: seminar(1),
  },
  {
    title: 'Ausbildung zum Betriebsratsprofi',
    subtitle: 'Die Seminarreihe in sechs Modulen',
    description:
      'In sechs aufeinander aufbauenden Modulen erwerben Sie das vollständige Rüstzeug für eine wirksame Betriebsratsarbeit: Betriebsverfassungsrecht, Arbeitsrecht, Verhandlungsführung und Projektarbeit im Gremium. Zwischen den Modulen setzen Sie das Gelernte im Betrieb um und bringen Ihre Erfahrungen wieder ein. Die Teilnahme ist nach § 37 Abs. 6 BetrVG vom Arbeitgeber zu tragen.',
    rubric: 'betriebsverfassungsrecht',
    actionField: 'Grundlagen der Betriebsratsarbeit',
    targetGroups: [BR, VORSITZ],
    tags: ['Ausbildung', 'BetrVG', 'Seminarreihe'],
    format: series(6, false),
  },
  {
    title: 'Arbeitsrecht für Betriebsräte Teil I',
    subtitle: 'Das Arbeitsverhältnis von Anfang bis Ende',
    description:
      'Betriebsräte werden täglich mit arbeitsrechtlichen Fragen der Kolleginnen und Kollegen konfrontiert. Teil I erklärt Arbeitsvertrag, Weisungsrecht, Urlaub, Entgeltfortzahlung und Abmahnung verständlich und praxisnah. So beraten Sie Beschäftigte sicher und erkennen, wann der Betriebsrat eingreifen muss.',
    rubric: 'arbeitsrecht',
    actionField: 'Individualarbeitsrecht',
    targetGroups: [BR, ERSATZ],
    tags: ['Arbeitsrecht', 'Arbeitsvertrag', 'Grundlagen'],
    format: seminar(5),
  },
  {
    title: 'Arbeitsrecht für Betriebsräte Teil II',
    subtitle: 'Kündigung, Befristung und Kündigungsschutz',
    description:
      'Vertiefend zu Teil I stehen Kündigungsarten, Sozialauswahl, Befristungsrecht und die Anhörung des Betriebsrats nach § 102 BetrVG im Mittelpunkt. Sie lernen, Widersprüche fristgerecht und begründet zu formulieren. Der Arbeitgeber trägt die Seminarkosten gemäß § 37 Abs. 6 BetrVG.',
    rubric: 'arbeitsrecht',
    actionField: 'Kündigungsschutz',
    targetGroups: [BR, ERSATZ],
    tags: ['Arbeitsrecht', 'Kündigung', '§ 102 BetrVG'],
    format: seminar(5),
  },
  {
    title: 'Arbeitsrecht für Betriebsräte Teil III',
    subtitle: 'Aktuelle Rechtsprechung und Sonderfälle',
    description:
      'Teilzeit, Elternzeit, Arbeitnehmerüberlassung und Werkverträge: Teil III behandelt die Sonderfälle, die im Betrieb immer häufiger werden. Aktuelle Urteile des Bundesarbeitsgerichts werden verständlich aufbereitet und auf Ihre Praxis übertragen.',
    rubric: 'arbeitsrecht',
    actionField: 'Individualarbeitsrecht',
    targetGroups: [BR],
    tags: ['Arbeitsrecht', 'Rechtsprechung', 'Teilzeit'],
    format: seminar(4),
  },
  {
    title: 'Abmahnung und verhaltensbedingte Kündigung',
    subtitle: 'Beschäftigte richtig beraten',
    description:
      'Wann ist eine Abmahnung wirksam, und was können Betroffene dagegen tun? Das Seminar zeigt, wie der Betriebsrat Beschäftigte begleitet, Gegendarstellungen unterstützt und bei einer späteren Kündigung gut vorbereitet ist.',
    rubric: 'arbeitsrecht',
    actionField: 'Kündigungsschutz',
    targetGroups: [BR, ERSATZ],
    tags: ['Abmahnung', 'Kündigung'],
    format: seminar(2),
  },
  {
    title: 'Befristete Arbeitsverträge und Leiharbeit',
    subtitle: 'Rechte des Betriebsrats bei flexibler Beschäftigung',
    description:
      'Befristungen ohne Sachgrund, Kettenbefristungen und der Einsatz von Leiharbeitskräften werfen viele Fragen auf. Sie erfahren, welche Informations- und Zustimmungsrechte der Betriebsrat hat und wie er Stammbelegschaft und Leihbeschäftigte gleichermaßen schützt.',
    rubric: 'arbeitsrecht',
    actionField: 'Individualarbeitsrecht',
    targetGroups: [BR],
    tags: ['Befristung', 'Leiharbeit', 'AÜG'],
    format: seminar(3),
  },
  {
    title: 'Arbeitszeitrecht kompakt',
    subtitle: 'Höchstarbeitszeit, Ruhezeiten, Zeiterfassung',
    description:
      'Die Pflicht zur Arbeitszeiterfassung verändert die Praxis in vielen Betrieben. An einem Tag erhalten Sie einen kompakten Überblick über das Arbeitszeitgesetz und die Mitbestimmungsrechte bei Lage und Verteilung der Arbeitszeit.',
    rubric: 'arbeitsrecht',
    actionField: 'Individualarbeitsrecht',
    targetGroups: [BR, ERSATZ],
    tags: ['Arbeitszeit', 'Zeiterfassung', 'ArbZG'],
    format: seminar(1),
  },
  {
    title: 'Urlaubsrecht aktuell',
    subtitle: 'Urlaubsanspruch, Verfall und Urlaubsplanung',
    description:
      'Das Urlaubsrecht hat sich durch die Rechtsprechung stark gewandelt. Das Seminar erklärt Anspruch, Übertragung und Verfall von Urlaub sowie die Mitbestimmung bei Urlaubsgrundsätzen und Urlaubsplänen.',
    rubric: 'arbeitsrecht',
    actionField: 'Individualarbeitsrecht',
    targetGroups: [BR],
    tags: ['Urlaub', 'BUrlG'],
    format: seminar(2),
  },
  {
    title: 'Eingruppierung und Umgruppierung',
    subtitle: 'Mitbestimmung nach § 99 BetrVG bei Entgeltfragen',
    description:
      'Stimmt die Eingruppierung, stimmt das Entgelt. Sie lernen, Stellenbeschreibungen und Tätigkeitsmerkmale zu prüfen, die Zustimmung begründet zu verweigern und die Erfolgsaussichten eines Zustimmungsersetzungsverfahrens einzuschätzen.',
    rubric: 'tarif-entgelt',
    actionField: 'Entgelt und Eingruppierung',
    targetGroups: [BR],
    tags: ['Eingruppierung', 'Entgelt', '§ 99 BetrVG'],
    format: seminar(3),
  },
  {
    title: 'Entgeltgrundsätze mitbestimmen',
    subtitle: 'Vergütungssysteme nach § 87 Abs. 1 Nr. 10 BetrVG',
    description:
      'Prämien, Boni, Zielvereinbarungen und außertarifliche Vergütung: Der Betriebsrat bestimmt bei der betrieblichen Lohngestaltung mit. Das Seminar erklärt Reichweite und Grenzen dieses Rechts und zeigt, wie Sie ein faires Vergütungssystem mitgestalten.',
    rubric: 'tarif-entgelt',
    actionField: 'Entgelt und Eingruppierung',
    targetGroups: [BR, GBR],
    tags: ['Entgelt', 'Vergütung', 'Lohngestaltung'],
    format: seminar(3),
  },
  {
    title: 'Tarifvertrag und Betriebsrat',
    subtitle: 'Tarifvorrang, Öffnungsklauseln und Durchführung',
    description:
      'Wo ein Tarifvertrag gilt, sind Betriebsvereinbarungen über Arbeitsentgelte nur eingeschränkt möglich. Sie erfahren, wie Tarifvorbehalt und Tarifvorrang funktionieren und wie der Betriebsrat die Einhaltung des Tarifvertrags überwacht.',
    rubric: 'tarif-entgelt',
    actionField: 'Tarifvertrag im Betrieb',
    targetGroups: [BR],
    tags: ['Tarifvertrag', 'Öffnungsklausel'],
    format: seminar(2),
  },
  {
    title: 'Entgelttransparenz und Equal Pay',
    subtitle: 'Gleiche Bezahlung durchsetzen',
    description:
      'Frauen verdienen im Durchschnitt noch immer weniger als Männer. Das Seminar erklärt das Entgelttransparenzgesetz, den Auskunftsanspruch und die Rolle des Betriebsrats bei der Prüfung von Entgeltstrukturen.',
    rubric: 'tarif-entgelt',
    actionField: 'Entgelt und Eingruppierung',
    targetGroups: [BR],
    tags: ['Equal Pay', 'Entgelttransparenz'],
    format: seminar(1),
  },
  {
    title: 'Betriebliche Altersversorgung',
    subtitle: 'Zusagen verstehen, Mitbestimmung nutzen',
    description:
      'Direktversicherung, Pensionskasse oder Entgeltumwandlung: Die betriebliche Altersversorgung ist komplex, für Beschäftigte aber sehr wichtig. Sie lernen die Durchführungswege kennen und erfahren, wo der Betriebsrat mitbestimmt.',
    rubric: 'tarif-entgelt',
    actionField: 'Tarifvertrag im Betrieb',
    targetGroups: [BR, GBR],
    tags: ['Altersversorgung', 'bAV'],
    format: seminar(2),
  },
  {
    title: 'Betriebsratswahl – Schulung für Wahlvorstände',
    subtitle: 'Das normale Wahlverfahren Schritt für Schritt',
    description:
      'Der Wahlvorstand trägt die Verantwortung für eine anfechtungssichere Wahl. Das Seminar führt durch alle Schritte vom Wahlausschreiben über die Wählerliste bis zur Auszählung und stellt Ihnen Checklisten und Musterformulare bereit. Die Kosten trägt nach § 20 Abs. 3 BetrVG der Arbeitgeber.',
    rubric: 'betriebsratswahl',
    actionField: 'Wahlvorstand',
    targetGroups: [WAHLVORSTAND, BR],
    tags: ['Betriebsratswahl', 'Wahlvorstand'],
    format: seminar(2),
  },
  {
    title: 'Das vereinfachte Wahlverfahren',
    subtitle: 'Betriebsratswahl in Betrieben bis 100 Beschäftigte',
    description:
      'In kleineren Betrieben wird der Betriebsrat im vereinfachten Verfahren gewählt. An einem Tag lernen Sie die zweistufige und die einstufige Wahl kennen und erfahren, welche Fristen besonders kurz sind.',
    rubric: 'betriebsratswahl',
    actionField: 'Wahlvorstand',
    targetGroups: [WAHLVORSTAND],
    tags: ['Betriebsratswahl', 'Vereinfachtes Wahlverfahren'],
    format: seminar(1),
  },
  {
    title: 'Briefwahl und Wahlanfechtung',
    subtitle: 'Fehler vermeiden, Anfechtung abwehren',
    description:
      'Die Briefwahl ist eine häufige Fehlerquelle bei Betriebsratswahlen. Das Seminar zeigt, wie Sie Briefwahlunterlagen korrekt versenden und prüfen und welche Fehler eine Wahlanfechtung begründen können.',
    rubric: 'betriebsratswahl',
    actionField: 'Wahlvorstand',
    targetGroups: [WAHLVORSTAND],
    tags: ['Betriebsratswahl', 'Briefwahl', 'Wahlanfechtung'],
    format: seminar(1),
  },
  {
    title: 'Nach der Wahl – die konstituierende Sitzung',
    subtitle: 'Gut starten in die neue Amtszeit',
    description:
      'Nach der Wahl lädt der Wahlvorstand zur konstituierenden Sitzung ein, in der Vorsitz und Stellvertretung gewählt werden. Sie erfahren, wie diese Sitzung rechtssicher abläuft und welche Aufgaben in den ersten Wochen der Amtszeit anstehen.',
    rubric: 'betriebsratswahl',
    actionField: 'Wahlvorbereitung',
    targetGroups: [WAHLVORSTAND, BR],
    tags: ['Betriebsratswahl', 'Konstituierende Sitzung'],
    format: seminar(1),
  },
  {
    title: 'Erstmals einen Betriebsrat gründen',
    subtitle: 'Von der Idee zur ersten Wahl',
    description:
      'Noch kein Betriebsrat im Betrieb? Das Seminar zeigt, wie Beschäftigte eine Wahl anstoßen, welchen Kündigungsschutz die Initiatorinnen und Initiatoren genießen und wie eine Gewerkschaft dabei unterstützen kann.',
    rubric: 'betriebsratswahl',
    actionField: 'Wahlvorbereitung',
    targetGroups: [BESCHAEFTIGTE, WAHLVORSTAND],
    tags: ['Betriebsratswahl', 'Gründung'],
    format: seminar(1),
  },
];
