import type { RulingSection } from '../../../../application/content/content-kind';

/**
 * Invented decisions for the demo: plausible courts and file numbers, but no real case. Every
 * body says so, so nobody mistakes one for a citable judgment.
 */
export interface RulingText {
  readonly section: RulingSection;
  readonly court: string;
  /** Chamber and register of the file number ('1 ABR'); the number and year are generated. */
  readonly register: string;
  readonly title: string;
  /** The Leitsatz. */
  readonly headnote: string;
  readonly paragraphs: readonly string[];
  readonly topic: string;
}

const BAG = 'Bundesarbeitsgericht';
const LAG = 'Landesarbeitsgericht Musterland';
const ARBG = 'Arbeitsgericht Musterstadt';
const BSG = 'Bundessozialgericht';

const ruling = (
  section: RulingSection,
  court: string,
  register: string,
  title: string,
  headnote: string,
  paragraphs: readonly string[],
  topic: string,
): RulingText => ({ section, court, register, title, headnote, paragraphs, topic });

export const DEMO_RULING_NOTE = 'Hinweis: Diese Entscheidung ist für die Demo erfunden und nicht zitierfähig.';

export const RULING_TEXTS: readonly RulingText[] = [
  ruling('br', BAG, '7 ABR', 'Kosten eines Grundlagenseminars für ein neues Betriebsratsmitglied', 'Grundkenntnisse im Betriebsverfassungsrecht sind für ein erstmals gewähltes Betriebsratsmitglied stets erforderlich; einer näheren Darlegung bedarf es nicht.', [
    'Der Arbeitgeber hatte die Übernahme der Seminarkosten mit der Begründung abgelehnt, das Mitglied könne sich das Wissen im Selbststudium aneignen.',
    'Das Gericht verpflichtete ihn zur Kostentragung. Wer erstmals gewählt ist, brauche das Grundwissen, um seine Aufgaben sachgerecht wahrzunehmen.',
  ], 'betriebsratsarbeit'),
  ruling('br', BAG, '1 ABR', 'Mitbestimmung bei einer Software zur Schichtplanung', 'Eine Software, die Anwesenheitsdaten einzelner Beschäftigter auswertet, ist zur Überwachung objektiv geeignet und unterliegt der Mitbestimmung.', [
    'Der Arbeitgeber meinte, das System diene allein der Planung und werde nicht zur Kontrolle eingesetzt.',
    'Auf die Absicht komme es nicht an, so das Gericht. Maßgeblich sei allein die objektive Eignung zur Überwachung von Verhalten oder Leistung.',
  ], 'digitalisierung-und-datenschutz'),
  ruling('br', LAG, '4 TaBV', 'Unterlassungsanspruch bei Überstunden ohne Zustimmung', 'Ordnet der Arbeitgeber wiederholt Überstunden ohne Zustimmung des Betriebsrats an, kann dieser die Unterlassung verlangen.', [
    'Der Arbeitgeber hatte in mehreren Monaten Mehrarbeit angeordnet, ohne den Betriebsrat zu beteiligen.',
    'Das Gericht gab dem Unterlassungsantrag statt und drohte für jeden Fall der Zuwiderhandlung ein Ordnungsgeld an.',
  ], 'arbeitszeit-und-urlaub'),
  ruling('br', BAG, '2 AZR', 'Unvollständige Anhörung vor einer Kündigung', 'Verschweigt der Arbeitgeber dem Betriebsrat bei der Anhörung ihm bekannte entlastende Umstände, ist die Kündigung unwirksam.', [
    'In der Anhörung fehlte der Hinweis, dass die gekündigte Person zuvor eine Versetzung angeboten hatte.',
    'Das Gericht sah darin eine bewusst unvollständige Unterrichtung, die der Anhörung ihren Sinn nehme.',
  ], 'kuendigung-und-arbeitsvertrag'),
  ruling('br', ARBG, '3 BV', 'Bestellung eines Einigungsstellenvorsitzenden', 'Die Einigungsstelle ist nur dann offensichtlich unzuständig, wenn ein Mitbestimmungsrecht unter keinem denkbaren Gesichtspunkt in Betracht kommt.', [
    'Der Arbeitgeber wandte ein, für eine Regelung zur Pausengestaltung bestehe kein Mitbestimmungsrecht.',
    'Das Gericht bestellte den Vorsitz, weil die Mitbestimmung nach § 87 Abs. 1 Nr. 2 BetrVG jedenfalls nicht offensichtlich ausgeschlossen sei.',
  ], 'einigungsstelle-und-konflikt'),
  ruling('br', BAG, '1 ABR', 'Gefährdungsbeurteilung durch externe Dienstleister', 'Beauftragt der Arbeitgeber einen Dienstleister mit der Gefährdungsbeurteilung, bleibt das Mitbestimmungsrecht des Betriebsrats über die Durchführung bestehen.', [
    'Der Arbeitgeber meinte, mit der Vergabe an einen externen Anbieter sei die Sache der Mitbestimmung entzogen.',
    'Das Gericht widersprach: Wie beurteilt werde, bestimme der Betriebsrat mit, gleich wer die Beurteilung durchführe.',
  ], 'arbeits-und-gesundheitsschutz'),
  ruling('br', LAG, '7 TaBV', 'Zustimmungsverweigerung mit formelhafter Begründung', 'Eine Zustimmungsverweigerung, die nur den Gesetzeswortlaut wiederholt, ist unbeachtlich; die Zustimmung gilt dann als erteilt.', [
    'Der Betriebsrat hatte seine Verweigerung allein mit dem Hinweis auf eine befürchtete Benachteiligung anderer Beschäftigter begründet.',
    'Das Gericht verlangte konkrete Tatsachen, aus denen sich die Besorgnis ergibt.',
  ], 'mitbestimmung'),
  ruling('br', BAG, '7 ABR', 'Anspruch des Betriebsrats auf einen Laptop', 'Ein tragbarer Computer mit Internetzugang gehört heute regelmäßig zu den erforderlichen Sachmitteln des Betriebsrats.', [
    'Der Arbeitgeber wollte nur einen gemeinsam genutzten Rechner im Betriebsratsbüro zur Verfügung stellen.',
    'Das Gericht stellte auf die Arbeitsweise des konkreten Gremiums ab, das an mehreren Standorten tätig war.',
  ], 'betriebsratsarbeit'),
  ruling('br', LAG, '2 TaBV', 'Sozialplanabfindung und Altersgrenze', 'Eine Begrenzung der Abfindung für rentennahe Beschäftigte kann zulässig sein, wenn sie deren geringere wirtschaftliche Nachteile abbildet.', [
    'Der Sozialplan sah für Beschäftigte kurz vor der Rente eine gekürzte Abfindung vor.',
    'Das Gericht hielt die Regelung für gerechtfertigt, weil die Betroffenen zeitnah Rentenansprüche erwerben.',
  ], 'wirtschaftliche-angelegenheiten'),
  ruling('br', BAG, '1 ABR', 'Mobile Arbeit und Erreichbarkeit', 'Regelungen über Erreichbarkeitszeiten bei mobiler Arbeit unterliegen der Mitbestimmung nach § 87 Abs. 1 Nr. 14 BetrVG.', [
    'Der Arbeitgeber hatte per Rundschreiben feste Erreichbarkeitszeiten für mobil Arbeitende festgelegt.',
    'Das Gericht sah darin eine mitbestimmungspflichtige Ausgestaltung mobiler Arbeit.',
  ], 'arbeitszeit-und-urlaub'),
  ruling('br', ARBG, '5 BV', 'Teilnahme an Betriebsratssitzungen per Video', 'Eine Sitzung per Videokonferenz ist nur wirksam, wenn die Geschäftsordnung diese Form vorsieht und kein Drittel der Mitglieder widerspricht.', [
    'Der Betriebsrat hatte einen Beschluss in einer reinen Videositzung gefasst, ohne dass seine Geschäftsordnung dazu etwas regelte.',
    'Das Gericht hielt den Beschluss für unwirksam.',
  ], 'betriebsratsarbeit'),
  ruling('br', BAG, '1 ABR', 'Auskunft über Bruttoentgelte', 'Der Betriebsausschuss darf die Bruttoentgeltlisten einsehen, ohne einen besonderen Anlass darlegen zu müssen.', [
    'Der Arbeitgeber verlangte eine Begründung für die Einsicht und verwies auf den Datenschutz.',
    'Das Gericht bestätigte das anlasslose Einsichtsrecht aus § 80 Abs. 2 BetrVG.',
  ], 'entgelt-und-eingruppierung'),
  ruling('br', LAG, '9 TaBV', 'Wahlanfechtung wegen fehlerhafter Wählerliste', 'Werden wahlberechtigte Leiharbeitskräfte nicht in die Wählerliste aufgenommen, kann die Betriebsratswahl angefochten werden.', [
    'Mehrere Leiharbeitskräfte, die länger als drei Monate eingesetzt waren, fehlten in der Wählerliste.',
    'Da ihre Stimmen das Ergebnis hätten ändern können, erklärte das Gericht die Wahl für unwirksam.',
  ], 'betriebsratswahl'),
  ruling('br', BAG, '2 AZR', 'Weiterbeschäftigung nach Widerspruch', 'Ein ordnungsgemäßer Widerspruch des Betriebsrats begründet den Weiterbeschäftigungsanspruch bis zum Abschluss des Kündigungsschutzprozesses.', [
    'Der Betriebsrat hatte einer Kündigung unter Hinweis auf einen freien Arbeitsplatz in einer anderen Abteilung widersprochen.',
    'Das Gericht verurteilte den Arbeitgeber zur Weiterbeschäftigung während des Rechtsstreits.',
  ], 'kuendigung-und-arbeitsvertrag'),
  ruling('sbv', BAG, '8 AZR', 'Kündigung ohne Beteiligung der SBV', 'Die Kündigung eines schwerbehinderten Menschen ist unwirksam, wenn der Arbeitgeber die Schwerbehindertenvertretung nicht vorher angehört hat.', [
    'Der Arbeitgeber hatte Betriebsrat und Integrationsamt beteiligt, die SBV aber erst nach Ausspruch der Kündigung informiert.',
    'Das Gericht stellte klar, dass die nachträgliche Unterrichtung den Mangel nicht heilt.',
  ], 'schwerbehindertenvertretung'),
  ruling('sbv', BAG, '9 AZR', 'Zusatzurlaub bei Teilzeit', 'Der Zusatzurlaub schwerbehinderter Menschen richtet sich nach der Zahl der Arbeitstage in der Woche.', [
    'Eine Beschäftigte mit einer Viertagewoche verlangte fünf Tage Zusatzurlaub.',
    'Das Gericht gewährte vier Tage, entsprechend ihrer Verteilung der Arbeitszeit.',
  ], 'schwerbehindertenvertretung'),
  ruling('sbv', LAG, '6 Sa', 'Präventionsverfahren vor der Kündigung', 'Unterlässt der Arbeitgeber das Präventionsverfahren, muss er im Kündigungsschutzprozess darlegen, dass auch ein Verfahren die Kündigung nicht verhindert hätte.', [
    'Der Arbeitgeber hatte nach wiederholten Konflikten gekündigt, ohne SBV und Integrationsamt früh einzuschalten.',
    'Das Gericht sah die Kündigung als unverhältnismäßig an.',
  ], 'schwerbehindertenvertretung'),
  ruling('sbv', BSG, 'B 11 AL', 'Gleichstellung bei drohendem Arbeitsplatzverlust', 'Für die Gleichstellung genügt, dass der Arbeitsplatz wegen der Behinderung konkret gefährdet ist; eine bereits ausgesprochene Kündigung ist nicht erforderlich.', [
    'Die Agentur für Arbeit hatte den Antrag mit der Begründung abgelehnt, der Arbeitsplatz sei nicht gekündigt.',
    'Das Gericht verpflichtete sie zur Gleichstellung, weil die Fehlzeiten den Arbeitsplatz erkennbar gefährdeten.',
  ], 'schwerbehindertenvertretung'),
  ruling('sbv', ARBG, '2 BV', 'Schulungskosten des stellvertretenden Mitglieds', 'Der Arbeitgeber trägt die Schulungskosten des mit der höchsten Stimmenzahl gewählten stellvertretenden Mitglieds der SBV.', [
    'Der Arbeitgeber wollte nur die Kosten für die Vertrauensperson selbst übernehmen.',
    'Das Gericht verwies auf § 179 Abs. 4 Satz 3 SGB IX, der den Anspruch ausdrücklich auf das erste stellvertretende Mitglied erstreckt.',
  ], 'schwerbehindertenvertretung'),
  ruling('sbv', LAG, '3 Sa', 'Behinderungsgerechte Beschäftigung nach Rückkehr', 'Nach längerer Krankheit kann ein schwerbehinderter Mensch eine Beschäftigung auf einem leidensgerechten Arbeitsplatz verlangen, wenn ein solcher frei ist.', [
    'Der Kläger konnte seine bisherige Tätigkeit nicht mehr ausüben, wohl aber eine freie Stelle in der Qualitätskontrolle.',
    'Das Gericht sprach ihm den Anspruch auf diese Beschäftigung zu.',
  ], 'schwerbehindertenvertretung'),
];
