import { entry, type LexiconText } from './lexicon-text';

const ARBEIT = 'betriebsratsarbeit';
const MITBEST = 'mitbestimmung';
const KONFLIKT = 'einigungsstelle-und-konflikt';
const KUENDIGUNG = 'kuendigung-und-arbeitsvertrag';
const ZEIT = 'arbeitszeit-und-urlaub';
const SCHUTZ = 'arbeits-und-gesundheitsschutz';
const ENTGELT = 'entgelt-und-eingruppierung';
const WAHL = 'betriebsratswahl';
const WIRTSCHAFT = 'wirtschaftliche-angelegenheiten';
const DIGITAL = 'digitalisierung-und-datenschutz';
const MOBBING = 'mobbing-und-gleichbehandlung';

/** The Betriebsrat's lexicon: short, correct explanations in the provider's own words. */
export const LEXICON_BR: readonly LexiconText[] = [
  entry(
    'Abmahnung',
    'Die Abmahnung rügt ein bestimmtes Fehlverhalten und warnt, dass im Wiederholungsfall die Kündigung droht.',
    [
      'Eine wirksame Abmahnung beschreibt den Vorfall genau, fordert zu vertragsgemäßem Verhalten auf und kündigt Konsequenzen an. Sie ist in der Regel Voraussetzung einer verhaltensbedingten Kündigung.',
      'Ein Mitbestimmungsrecht hat der Betriebsrat bei der Abmahnung nicht. Er kann Beschäftigte aber beraten: Sie dürfen eine Gegendarstellung zur Personalakte geben (§ 83 Abs. 2 BetrVG) und sich beim Betriebsrat beschweren.',
    ],
    ['anhoerung-vor-kuendigung', 'beschwerderecht'],
    KUENDIGUNG,
    ['kuendigung'],
  ),
  entry(
    'Amtszeit des Betriebsrats',
    'Die regelmäßige Amtszeit des Betriebsrats beträgt vier Jahre (§ 21 BetrVG).',
    [
      'Die regelmäßigen Betriebsratswahlen finden alle vier Jahre in der Zeit vom 1. März bis 31. Mai statt. Die Amtszeit beginnt mit der Bekanntgabe des Wahlergebnisses oder mit dem Ablauf der Amtszeit des bisherigen Betriebsrats.',
      'Außerhalb des regelmäßigen Zeitraums wird gewählt, wenn etwa die Zahl der Beschäftigten stark schwankt, der Betriebsrat zurücktritt oder die Wahl erfolgreich angefochten wurde (§ 13 Abs. 2 BetrVG).',
    ],
    ['betriebsratswahl', 'wahlvorstand'],
    WAHL,
    ['betriebsratswahl', 'betrvg'],
  ),
  entry(
    'Anhörung vor Kündigung',
    'Vor jeder Kündigung muss der Arbeitgeber den Betriebsrat anhören; eine ohne Anhörung ausgesprochene Kündigung ist unwirksam (§ 102 Abs. 1 BetrVG).',
    [
      'Der Arbeitgeber teilt dem Betriebsrat die Person, die Art der Kündigung, den Kündigungstermin und die Gründe mit. Bedenken gegen eine ordentliche Kündigung äußert der Betriebsrat innerhalb einer Woche, gegen eine außerordentliche innerhalb von drei Tagen, jeweils schriftlich.',
      'Schweigt der Betriebsrat, gilt seine Zustimmung zur ordentlichen Kündigung als erteilt. Wer die Frist nutzt, sollte mit der betroffenen Person sprechen und die Gründe genau prüfen.',
    ],
    ['widerspruch-gegen-kuendigung', 'abmahnung'],
    KUENDIGUNG,
    ['kuendigung', 'betrvg'],
  ),
  entry(
    'Arbeitnehmerüberlassung',
    'Bei der Arbeitnehmerüberlassung (Leiharbeit) stellt ein Verleiher seine Beschäftigten einem Entleiher zur Arbeitsleistung zur Verfügung.',
    [
      'Leiharbeitskräfte bleiben beim Verleiher angestellt, arbeiten aber nach den Weisungen des Entleihers. Die Überlassung ist grundsätzlich auf 18 Monate begrenzt, und nach neun Monaten gilt in der Regel der Grundsatz gleicher Bezahlung.',
      'Der Betriebsrat des Entleiherbetriebs muss vor dem Einsatz einer Leiharbeitskraft beteiligt werden (§ 14 Abs. 3 AÜG in Verbindung mit § 99 BetrVG) und kann die Zustimmung aus den Gründen des § 99 Abs. 2 BetrVG verweigern.',
    ],
    ['einstellung', 'zustimmungsverweigerung'],
    KUENDIGUNG,
  ),
  entry(
    'Arbeitsschutzausschuss',
    'Der Arbeitsschutzausschuss berät Anliegen des Arbeitsschutzes und der Unfallverhütung; ihn bildet jeder Arbeitgeber mit mehr als 20 Beschäftigten (§ 11 ASiG).',
    [
      'Ihm gehören der Arbeitgeber oder eine beauftragte Person, zwei vom Betriebsrat bestimmte Mitglieder, Betriebsärztin oder Betriebsarzt, die Fachkraft für Arbeitssicherheit und Sicherheitsbeauftragte an. Er tritt mindestens einmal im Vierteljahr zusammen.',
      'Für den Betriebsrat ist der Ausschuss ein wichtiges Forum, um Gefährdungen früh anzusprechen. Seine Mitbestimmungsrechte nach § 87 Abs. 1 Nr. 7 BetrVG ersetzt der Ausschuss aber nicht.',
    ],
    ['gefaehrdungsbeurteilung'],
    SCHUTZ,
    ['gesundheit'],
  ),
  entry(
    'Arbeitszeit',
    'Über Beginn und Ende der täglichen Arbeitszeit, die Pausen und die Verteilung auf die Wochentage bestimmt der Betriebsrat mit (§ 87 Abs. 1 Nr. 2 BetrVG).',
    [
      'Die Mitbestimmung erfasst Schichtpläne, Gleitzeitmodelle, Rufbereitschaft und Pausenregelungen. Die Dauer der wöchentlichen Arbeitszeit selbst regeln dagegen Arbeits- und Tarifvertrag.',
      'Vorübergehende Verlängerungen oder Verkürzungen, also Überstunden und Kurzarbeit, unterliegen der Mitbestimmung nach § 87 Abs. 1 Nr. 3 BetrVG.',
    ],
    ['ueberstunden', 'mobile-arbeit'],
    ZEIT,
    ['arbeitszeit', 'mitbestimmung'],
  ),
  entry(
    'Arbeitsbefreiung',
    'Betriebsratsmitglieder sind ohne Minderung des Arbeitsentgelts von ihrer beruflichen Tätigkeit zu befreien, soweit es für die Betriebsratsaufgaben erforderlich ist (§ 37 Abs. 2 BetrVG).',
    [
      'Das Mitglied meldet sich vor Beginn der Betriebsratstätigkeit bei seiner Vorgesetzten oder seinem Vorgesetzten ab und nach Ende wieder zurück. Eine Erlaubnis braucht es dafür nicht.',
      'Muss Betriebsratsarbeit aus betrieblichen Gründen außerhalb der Arbeitszeit erledigt werden, besteht Anspruch auf Freizeitausgleich (§ 37 Abs. 3 BetrVG).',
    ],
    ['freistellung', 'schulungsanspruch'],
    ARBEIT,
    ['betrvg'],
  ),
  entry(
    'Ausschüsse des Betriebsrats',
    'In größeren Gremien erledigen Ausschüsse einen Teil der Arbeit: der Betriebsausschuss die laufenden Geschäfte, weitere Ausschüsse bestimmte Aufgaben (§§ 27, 28 BetrVG).',
    [
      'Ein Betriebsausschuss wird in Betriebsräten mit neun oder mehr Mitgliedern gebildet. In Betrieben mit mehr als 100 Beschäftigten kann der Betriebsrat weitere Ausschüsse bilden und ihnen bestimmte Aufgaben übertragen.',
      'Die Übertragung von Aufgaben zur selbstständigen Erledigung bedarf der Mehrheit der Stimmen der Mitglieder und der Schriftform. Betriebsvereinbarungen kann ein Ausschuss nicht abschließen.',
    ],
    ['betriebsausschuss', 'beschluss-des-betriebsrats'],
    ARBEIT,
  ),
  entry(
    'Beschluss des Betriebsrats',
    'Der Betriebsrat entscheidet durch Beschluss in einer ordnungsgemäß einberufenen Sitzung, mit der Mehrheit der Stimmen der anwesenden Mitglieder (§ 33 BetrVG).',
    [
      'Beschlussfähig ist der Betriebsrat, wenn mindestens die Hälfte seiner Mitglieder an der Beschlussfassung teilnimmt; Ersatzmitglieder für verhinderte Mitglieder zählen mit. Stimmengleichheit bedeutet Ablehnung.',
      'Fehler bei Ladung oder Tagesordnung können einen Beschluss unwirksam machen. Deshalb lohnt sich eine sorgfältige Einladung mit vollständiger Tagesordnung.',
    ],
    ['betriebsratssitzung', 'geschaeftsordnung'],
    ARBEIT,
  ),
  entry(
    'Beschlussverfahren',
    'Im Beschlussverfahren entscheiden die Arbeitsgerichte Streitigkeiten aus dem Betriebsverfassungsrecht, etwa über Mitbestimmungsrechte oder Kosten (§§ 2a, 80 ff. ArbGG).',
    [
      'Anders als im Urteilsverfahren ermittelt das Gericht den Sachverhalt von Amts wegen. Gerichtskosten werden nicht erhoben; die notwendigen Anwaltskosten des Betriebsrats trägt nach § 40 BetrVG der Arbeitgeber.',
      'Voraussetzung ist ein ordnungsgemäßer Beschluss des Betriebsrats, das Verfahren einzuleiten und einen Anwalt zu beauftragen.',
    ],
    ['einigungsstelle', 'kosten-des-betriebsrats'],
    KONFLIKT,
  ),
  entry(
    'Beschwerderecht',
    'Beschäftigte können sich beim Arbeitgeber und beim Betriebsrat beschweren, wenn sie sich benachteiligt, ungerecht behandelt oder beeinträchtigt fühlen (§§ 84, 85 BetrVG).',
    [
      'Hält der Betriebsrat eine Beschwerde für berechtigt, wirkt er beim Arbeitgeber auf Abhilfe hin. Bei Meinungsverschiedenheiten über die Berechtigung kann er die Einigungsstelle anrufen, soweit es nicht um einen Rechtsanspruch geht.',
      'Wegen einer Beschwerde dürfen der beschwerdeführenden Person keine Nachteile entstehen.',
    ],
    ['einigungsstelle', 'sprechstunde'],
    MOBBING,
  ),
  entry(
    'Betriebliches Eingliederungsmanagement',
    'Das BEM klärt, wie Arbeitsunfähigkeit überwunden und erneuter Erkrankung vorgebeugt werden kann; der Arbeitgeber muss es anbieten, wenn jemand innerhalb eines Jahres länger als sechs Wochen arbeitsunfähig war (§ 167 Abs. 2 SGB IX).',
    [
      'Das BEM ist für die betroffene Person freiwillig und braucht ihre Zustimmung. Betriebsrat und, bei schwerbehinderten Menschen, die Schwerbehindertenvertretung sind zu beteiligen.',
      'Wie das Verfahren im Betrieb abläuft, etwa Einladung, Datenschutz und Beteiligte, kann der Betriebsrat in einer Betriebsvereinbarung mitgestalten.',
    ],
    ['gefaehrdungsbeurteilung', 'betriebsvereinbarung'],
    SCHUTZ,
    ['gesundheit'],
  ),
  entry(
    'Betriebsänderung',
    'Eine Betriebsänderung ist eine Maßnahme, die wesentliche Nachteile für die Belegschaft haben kann, etwa Stilllegung, Verlegung, Zusammenschluss oder grundlegende Änderung der Organisation (§ 111 BetrVG).',
    [
      'In Unternehmen mit mehr als 20 wahlberechtigten Beschäftigten muss der Arbeitgeber den Betriebsrat rechtzeitig und umfassend unterrichten und die geplante Änderung mit ihm beraten.',
      'Über das Ob und Wie wird ein Interessenausgleich versucht; die wirtschaftlichen Nachteile gleicht ein Sozialplan aus.',
    ],
    ['interessenausgleich', 'sozialplan', 'nachteilsausgleich'],
    WIRTSCHAFT,
    ['betriebsaenderung'],
  ),
  entry(
    'Betriebsausschuss',
    'Der Betriebsausschuss führt die laufenden Geschäfte des Betriebsrats; er wird in Betriebsräten mit neun oder mehr Mitgliedern gebildet (§ 27 BetrVG).',
    [
      'Ihm gehören die oder der Vorsitzende, die Stellvertretung und weitere, vom Betriebsrat gewählte Mitglieder an. Laufende Geschäfte sind interne, verwaltungsmäßige Aufgaben wie die Vorbereitung von Sitzungen.',
      'Weitere Aufgaben kann der Betriebsrat dem Ausschuss zur selbstständigen Erledigung übertragen, nicht aber den Abschluss von Betriebsvereinbarungen.',
    ],
    ['ausschuesse-des-betriebsrats', 'betriebsratsvorsitz'],
    ARBEIT,
  ),
  entry(
    'Betriebsrat',
    'Der Betriebsrat ist die gewählte Interessenvertretung der Beschäftigten eines Betriebs; er kann in Betrieben mit in der Regel mindestens fünf ständigen wahlberechtigten Beschäftigten gewählt werden (§ 1 BetrVG).',
    [
      'Von den fünf Wahlberechtigten müssen drei wählbar sein. Der Betriebsrat achtet darauf, dass Gesetze, Tarifverträge und Betriebsvereinbarungen eingehalten werden, und bestimmt in vielen Fragen mit.',
      'Seine Mitglieder üben ihr Amt unentgeltlich als Ehrenamt aus; sie dürfen wegen ihrer Tätigkeit weder benachteiligt noch begünstigt werden (§ 78 BetrVG).',
    ],
    ['betriebsratswahl', 'groesse-des-betriebsrats', 'mitbestimmung'],
    ARBEIT,
    ['betrvg'],
  ),
  entry(
    'Betriebsratssitzung',
    'In der Betriebsratssitzung berät und beschließt das Gremium; sie findet in der Regel während der Arbeitszeit statt und ist nicht öffentlich (§ 30 BetrVG).',
    [
      'Die oder der Vorsitzende lädt die Mitglieder rechtzeitig unter Mitteilung der Tagesordnung ein. Verhinderte Mitglieder melden sich ab, damit Ersatzmitglieder geladen werden können.',
      'Unter bestimmten Voraussetzungen ist die Teilnahme per Video- oder Telefonkonferenz möglich, wenn die Geschäftsordnung das vorsieht und niemand Unbefugtes mithört.',
    ],
    ['beschluss-des-betriebsrats', 'ersatzmitglied', 'geschaeftsordnung'],
    ARBEIT,
  ),
  entry(
    'Betriebsratsvorsitz',
    'Die oder der Vorsitzende vertritt den Betriebsrat im Rahmen der gefassten Beschlüsse und nimmt Erklärungen für ihn entgegen (§ 26 BetrVG).',
    [
      'Der Betriebsrat wählt aus seiner Mitte die vorsitzende Person und ihre Stellvertretung. Der Vorsitz beruft die Sitzungen ein, setzt die Tagesordnung fest und leitet die Verhandlung.',
      'Eigene Entscheidungen anstelle des Gremiums darf der Vorsitz nicht treffen: Er ist Vertreter in der Erklärung, nicht im Willen.',
    ],
    ['betriebsratssitzung', 'betriebsausschuss'],
    ARBEIT,
  ),
  entry(
    'Betriebsratswahl',
    'Der Betriebsrat wird in geheimer und unmittelbarer Wahl gewählt; die regelmäßigen Wahlen finden alle vier Jahre vom 1. März bis 31. Mai statt (§ 13 BetrVG).',
    [
      'Wahlberechtigt sind alle Beschäftigten ab 16 Jahren, Leiharbeitskräfte, wenn sie länger als drei Monate eingesetzt werden. Wählbar ist, wer mindestens 18 Jahre alt ist und dem Betrieb seit sechs Monaten angehört.',
      'Die Wahl leitet der Wahlvorstand. In kleineren Betrieben gilt das vereinfachte Wahlverfahren.',
    ],
    ['wahlvorstand', 'vereinfachtes-wahlverfahren', 'amtszeit-des-betriebsrats'],
    WAHL,
    ['betriebsratswahl'],
  ),
  entry(
    'Betriebsvereinbarung',
    'Die Betriebsvereinbarung ist ein schriftlicher Vertrag zwischen Arbeitgeber und Betriebsrat, der unmittelbar und zwingend für alle Beschäftigten des Betriebs gilt (§ 77 BetrVG).',
    [
      'Sie muss von beiden Seiten unterzeichnet werden. Arbeitsentgelte und sonstige Arbeitsbedingungen, die durch Tarifvertrag geregelt sind oder üblicherweise geregelt werden, können nicht Gegenstand einer Betriebsvereinbarung sein (Tarifvorbehalt, § 77 Abs. 3 BetrVG).',
      'Kündbar ist sie mit einer Frist von drei Monaten. In Angelegenheiten, in denen ein Spruch der Einigungsstelle die Einigung ersetzen kann, gilt sie bis zu einer neuen Abmachung weiter (Nachwirkung).',
    ],
    ['regelungsabrede', 'einigungsstelle', 'mitbestimmung'],
    MITBEST,
    ['betriebsvereinbarung', 'betrvg'],
  ),
  entry(
    'Betriebsversammlung',
    'Die Betriebsversammlung besteht aus allen Beschäftigten des Betriebs; der Betriebsrat beruft sie einmal in jedem Kalendervierteljahr ein (§ 43 BetrVG).',
    [
      'In jeder regelmäßigen Versammlung erstattet der Betriebsrat seinen Tätigkeitsbericht; der Arbeitgeber berichtet mindestens einmal im Jahr über Personalwesen, wirtschaftliche Lage und Entwicklung.',
      'Die Versammlung findet während der Arbeitszeit statt; die Zeit der Teilnahme wird wie Arbeitszeit vergütet (§ 44 BetrVG).',
    ],
    ['taetigkeitsbericht'],
    ARBEIT,
  ),
  entry(
    'Datenschutz im Betriebsrat',
    'Verarbeitet der Betriebsrat personenbezogene Daten, muss er die Vorschriften über den Datenschutz einhalten; verantwortlich im Sinne der DSGVO ist der Arbeitgeber (§ 79a BetrVG).',
    [
      'Arbeitgeber und Betriebsrat unterstützen sich gegenseitig bei der Einhaltung. Der Betriebsrat entscheidet selbst, welche technischen und organisatorischen Maßnahmen er innerhalb seines Bereichs trifft.',
      'Praktisch heißt das: nur erforderliche Daten, geschützte Ablage, Löschfristen und ein Verzeichnis der eigenen Verarbeitungen.',
    ],
    ['geheimhaltungspflicht', 'technische-einrichtungen'],
    DIGITAL,
    ['datenschutz'],
  ),
  entry(
    'Eingruppierung',
    'Eingruppierung ist die Zuordnung einer Tätigkeit zu einer Entgeltgruppe der geltenden Vergütungsordnung; der Betriebsrat muss ihr zustimmen (§ 99 BetrVG).',
    [
      'Das Mitbestimmungsrecht ist ein Recht zur Mitbeurteilung: Der Betriebsrat prüft, ob die Zuordnung richtig ist. Es gilt in Unternehmen mit mehr als 20 wahlberechtigten Beschäftigten.',
      'Hält der Betriebsrat die Gruppe für falsch, verweigert er die Zustimmung innerhalb einer Woche schriftlich mit Begründung.',
    ],
    ['umgruppierung', 'zustimmungsverweigerung'],
    ENTGELT,
    ['entgelt'],
  ),
  entry(
    'Einigungsstelle',
    'Die Einigungsstelle ist eine betriebliche Schlichtungsstelle, die Meinungsverschiedenheiten zwischen Arbeitgeber und Betriebsrat beilegt (§ 76 BetrVG).',
    [
      'Sie besteht aus einer gleichen Zahl von Beisitzenden beider Seiten und einer unparteiischen vorsitzenden Person, meist einer Arbeitsrichterin oder einem Arbeitsrichter. Einigen sich die Seiten nicht auf den Vorsitz, bestellt ihn das Arbeitsgericht.',
      'In Fragen der erzwingbaren Mitbestimmung ersetzt ihr Spruch die Einigung zwischen Arbeitgeber und Betriebsrat.',
    ],
    ['betriebsvereinbarung', 'beschlussverfahren', 'mitbestimmung'],
    KONFLIKT,
    ['einigungsstelle'],
  ),
  entry(
    'Einstellung',
    'Vor jeder Einstellung muss der Arbeitgeber in Unternehmen mit mehr als 20 wahlberechtigten Beschäftigten die Zustimmung des Betriebsrats einholen (§ 99 BetrVG).',
    [
      'Er legt die Bewerbungsunterlagen vor und informiert über Arbeitsplatz, Eingruppierung und die Auswirkungen der Maßnahme. Als Einstellung gilt auch der Einsatz von Leiharbeitskräften.',
      'Der Betriebsrat kann die Zustimmung nur aus den im Gesetz genannten Gründen verweigern, zum Beispiel wegen Benachteiligung anderer Beschäftigter oder unterbliebener interner Ausschreibung.',
    ],
    ['zustimmungsverweigerung', 'arbeitnehmerueberlassung', 'versetzung'],
    ENTGELT,
    ['mitbestimmung'],
  ),
  entry(
    'Ersatzmitglied',
    'Ersatzmitglieder rücken für ausscheidende Betriebsratsmitglieder nach und vertreten zeitweilig verhinderte Mitglieder (§ 25 BetrVG).',
    [
      'Die Reihenfolge ergibt sich aus dem Wahlergebnis: bei Listenwahl aus der Liste des verhinderten Mitglieds, bei Mehrheitswahl nach der Stimmenzahl.',
      'Während der Vertretung haben Ersatzmitglieder alle Rechte eines Mitglieds, auch den besonderen Kündigungsschutz.',
    ],
    ['betriebsratssitzung', 'kuendigungsschutz-von-betriebsratsmitgliedern'],
    ARBEIT,
  ),
  entry(
    'Freistellung',
    'Ab 200 Beschäftigten ist mindestens ein Betriebsratsmitglied ganz von der beruflichen Tätigkeit freizustellen; die Zahl steigt mit der Größe des Betriebs (§ 38 BetrVG).',
    [
      'Die freizustellenden Mitglieder wählt der Betriebsrat nach Beratung mit dem Arbeitgeber in geheimer Wahl. Freistellungen können auch als Teilfreistellungen aufgeteilt werden.',
      'Neben der dauernden Freistellung gibt es die Arbeitsbefreiung im Einzelfall, wenn eine konkrete Betriebsratsaufgabe es erfordert.',
    ],
    ['arbeitsbefreiung', 'groesse-des-betriebsrats'],
    ARBEIT,
    ['betrvg'],
  ),
  entry(
    'Friedenspflicht',
    'Arbeitgeber und Betriebsrat dürfen keine Maßnahmen des Arbeitskampfes gegeneinander führen und müssen Betätigungen unterlassen, die Arbeitsablauf oder Frieden des Betriebs beeinträchtigen (§ 74 Abs. 2 BetrVG).',
    [
      'Streitfragen lösen die Betriebsparteien durch Verhandlung, Einigungsstelle oder Arbeitsgericht. Arbeitskämpfe tariffähiger Parteien bleiben unberührt.',
      'Betriebsratsmitglieder dürfen sich als Gewerkschaftsmitglieder an Streiks beteiligen, nur nicht in ihrer Eigenschaft als Betriebsrat.',
    ],
    ['vertrauensvolle-zusammenarbeit', 'einigungsstelle'],
    KONFLIKT,
  ),
  entry(
    'Gefährdungsbeurteilung',
    'Mit der Gefährdungsbeurteilung ermittelt der Arbeitgeber, welche Gefährdungen mit der Arbeit verbunden sind und welche Schutzmaßnahmen nötig sind (§ 5 ArbSchG).',
    [
      'Zu beurteilen sind auch psychische Belastungen. Wie die Beurteilung durchgeführt wird, etwa Methode, Beteiligte und Umsetzung, bestimmt der Betriebsrat nach § 87 Abs. 1 Nr. 7 BetrVG mit.',
      'Die Beurteilung ist zu dokumentieren und bei Änderungen der Arbeit zu wiederholen.',
    ],
    ['arbeitsschutzausschuss', 'betriebliches-eingliederungsmanagement'],
    SCHUTZ,
    ['gesundheit', 'mitbestimmung'],
  ),
  entry(
    'Geheimhaltungspflicht',
    'Betriebsratsmitglieder dürfen Betriebs- und Geschäftsgeheimnisse, die der Arbeitgeber ausdrücklich als geheimhaltungsbedürftig bezeichnet hat, nicht offenbaren oder verwerten (§ 79 BetrVG).',
    [
      'Die Pflicht gilt auch nach dem Ausscheiden aus dem Betriebsrat. Innerhalb des Gremiums und gegenüber Gesamt- und Konzernbetriebsrat, Einigungsstelle und Wirtschaftsausschuss besteht sie nicht.',
      'Über persönliche Verhältnisse von Beschäftigten, die Mitglieder etwa bei Einstellungen erfahren, gilt zusätzlich Stillschweigen (§ 99 Abs. 1 Satz 3 BetrVG).',
    ],
    ['datenschutz-im-betriebsrat'],
    ARBEIT,
  ),
  entry(
    'Gesamtbetriebsrat',
    'Bestehen in einem Unternehmen mehrere Betriebsräte, ist ein Gesamtbetriebsrat zu errichten (§ 47 BetrVG).',
    [
      'Jeder Betriebsrat entsendet Mitglieder in den Gesamtbetriebsrat. Zuständig ist er für Angelegenheiten, die das ganze Unternehmen oder mehrere Betriebe betreffen und nicht innerhalb der einzelnen Betriebe geregelt werden können.',
      'Dem Gesamtbetriebsrat ist kein Betriebsrat untergeordnet; jedes Gremium bleibt in seinem Betrieb zuständig.',
    ],
    ['konzernbetriebsrat', 'betriebsrat'],
    ARBEIT,
  ),
  entry(
    'Geschäftsordnung',
    'Mit einer schriftlichen Geschäftsordnung regelt der Betriebsrat seine inneren Abläufe; er beschließt sie mit der Mehrheit seiner Mitglieder (§ 36 BetrVG).',
    [
      'Typische Inhalte sind Ladungsfristen, Sitzungsrhythmus, Protokoll, die Teilnahme per Video und die Arbeit von Ausschüssen.',
      'Die Geschäftsordnung bindet nur den Betriebsrat selbst, nicht den Arbeitgeber oder die Beschäftigten.',
    ],
    ['betriebsratssitzung', 'beschluss-des-betriebsrats'],
    ARBEIT,
  ),
  entry(
    'Größe des Betriebsrats',
    'Wie viele Mitglieder der Betriebsrat hat, richtet sich nach der Zahl der wahlberechtigten Beschäftigten (§ 9 BetrVG).',
    [
      'Bei 5 bis 20 Wahlberechtigten besteht er aus einer Person, bei 21 bis 50 aus drei, bei 51 bis 100 aus fünf, bei 101 bis 200 Beschäftigten aus sieben und bei 201 bis 400 aus neun Mitgliedern; danach steigt die Zahl weiter stufenweise.',
      'Maßgeblich ist die Zahl am Tag des Erlasses des Wahlausschreibens.',
    ],
    ['betriebsratswahl', 'freistellung'],
    WAHL,
    ['betriebsratswahl'],
  ),
  entry(
    'Initiativrecht',
    'In den sozialen Angelegenheiten des § 87 BetrVG kann der Betriebsrat selbst eine Regelung verlangen und notfalls über die Einigungsstelle durchsetzen.',
    [
      'Das Initiativrecht macht den Betriebsrat vom Reagierenden zum Gestaltenden: Er kann etwa eine Regelung zur Arbeitszeiterfassung oder zum Gesundheitsschutz vorschlagen.',
      'Grenzen ergeben sich aus dem Gegenstand des jeweiligen Mitbestimmungsrechts; über unternehmerische Entscheidungen selbst bestimmt er nicht mit.',
    ],
    ['mitbestimmung', 'einigungsstelle'],
    MITBEST,
    ['mitbestimmung'],
  ),
  entry(
    'Interessenausgleich',
    'Der Interessenausgleich regelt, ob, wann und wie eine Betriebsänderung durchgeführt wird (§ 112 BetrVG).',
    [
      'Er ist schriftlich niederzulegen und von beiden Seiten zu unterschreiben. Anders als der Sozialplan ist er nicht erzwingbar; der Arbeitgeber muss ihn aber ernsthaft versuchen, notfalls bis in die Einigungsstelle.',
      'Weicht der Arbeitgeber ohne zwingenden Grund von einem vereinbarten Interessenausgleich ab, droht ihm der Nachteilsausgleich.',
    ],
    ['betriebsaenderung', 'sozialplan', 'nachteilsausgleich'],
    WIRTSCHAFT,
    ['betriebsaenderung'],
  ),
  entry(
    'Konzernbetriebsrat',
    'Für einen Konzern kann durch Beschlüsse der Gesamtbetriebsräte ein Konzernbetriebsrat errichtet werden (§ 54 BetrVG).',
    [
      'Erforderlich ist die Zustimmung der Gesamtbetriebsräte der Konzernunternehmen, in denen insgesamt mehr als die Hälfte der Beschäftigten des Konzerns arbeiten.',
      'Er ist für Fragen zuständig, die den Konzern oder mehrere Konzernunternehmen betreffen, etwa konzernweite IT-Systeme.',
    ],
    ['gesamtbetriebsrat'],
    ARBEIT,
  ),
  entry(
    'Kosten des Betriebsrats',
    'Die durch die Tätigkeit des Betriebsrats entstehenden Kosten trägt der Arbeitgeber (§ 40 BetrVG).',
    [
      'Dazu gehören erforderliche Schulungen, Anwaltskosten in Beschlussverfahren, Fachliteratur und Reisekosten. Außerdem stellt der Arbeitgeber Räume, Sachmittel, Informations- und Kommunikationstechnik sowie Büropersonal zur Verfügung.',
      'Maßstab ist die Erforderlichkeit aus der Sicht eines vernünftigen Betriebsrats; Verhältnismäßigkeit ist dabei zu beachten.',
    ],
    ['schulungsanspruch', 'sachverstaendiger', 'beschlussverfahren'],
    ARBEIT,
    ['kosten'],
  ),
  entry(
    'Kündigungsschutz von Betriebsratsmitgliedern',
    'Betriebsratsmitgliedern kann während der Amtszeit und ein Jahr danach ordentlich nicht gekündigt werden (§ 15 KSchG).',
    [
      'Eine außerordentliche Kündigung aus wichtigem Grund bleibt möglich, bedarf aber der Zustimmung des Betriebsrats, die das Arbeitsgericht ersetzen kann (§ 103 BetrVG).',
      'Geschützt sind auch Mitglieder des Wahlvorstands, Wahlbewerberinnen und Wahlbewerber sowie Ersatzmitglieder während einer Vertretung.',
    ],
    ['ersatzmitglied', 'anhoerung-vor-kuendigung'],
    KUENDIGUNG,
    ['kuendigung'],
  ),
  entry(
    'Leitende Angestellte',
    'Leitende Angestellte werden nicht vom Betriebsrat vertreten; für sie gilt das Betriebsverfassungsgesetz nur, soweit es das ausdrücklich bestimmt (§ 5 Abs. 3 BetrVG).',
    [
      'Leitend ist, wer etwa selbstständig einstellen und entlassen darf, Generalvollmacht oder Prokura hat oder unternehmerische Aufgaben mit eigenem Entscheidungsspielraum wahrnimmt.',
      'Die beabsichtigte Einstellung einer leitenden Person ist dem Betriebsrat nur rechtzeitig mitzuteilen (§ 105 BetrVG). Die Interessen leitender Angestellter vertritt der Sprecherausschuss.',
    ],
    ['betriebsrat', 'einstellung'],
    ARBEIT,
  ),
  entry(
    'Mitbestimmung',
    'Mitbestimmung heißt: Eine Maßnahme des Arbeitgebers ist ohne Zustimmung des Betriebsrats unwirksam, und Streit darüber entscheidet die Einigungsstelle oder das Arbeitsgericht.',
    [
      'Die stärksten Rechte hat der Betriebsrat in sozialen Angelegenheiten (§ 87 BetrVG), etwa bei Arbeitszeit, Urlaubsgrundsätzen, technischer Überwachung und Gesundheitsschutz. In personellen Einzelmaßnahmen kann er die Zustimmung verweigern (§ 99 BetrVG).',
      'Schwächer sind Mitwirkungsrechte wie Information, Beratung und Anhörung.',
    ],
    ['mitwirkung', 'initiativrecht', 'einigungsstelle'],
    MITBEST,
    ['mitbestimmung', 'betrvg'],
  ),
  entry(
    'Mitwirkung',
    'Mitwirkungsrechte verpflichten den Arbeitgeber, den Betriebsrat zu informieren, anzuhören oder mit ihm zu beraten, ohne dass er dessen Zustimmung braucht.',
    [
      'Beispiele sind die Unterrichtung über die Personalplanung (§ 92 BetrVG), die Beratung über Arbeitsplatzgestaltung (§ 90 BetrVG) und die Anhörung vor Kündigungen (§ 102 BetrVG).',
      'Werden Mitwirkungsrechte verletzt, kann das Folgen haben: Eine Kündigung ohne Anhörung ist unwirksam.',
    ],
    ['mitbestimmung', 'unterrichtungsanspruch'],
    MITBEST,
    ['mitbestimmung'],
  ),
  entry(
    'Mobile Arbeit',
    'Bei der Ausgestaltung mobiler Arbeit, die mittels Informations- und Kommunikationstechnik erbracht wird, hat der Betriebsrat ein Mitbestimmungsrecht (§ 87 Abs. 1 Nr. 14 BetrVG).',
    [
      'Mitbestimmt sind das Wie, etwa Erreichbarkeit, Arbeitsmittel, Arbeitsschutz und Datenschutz. Ob mobile Arbeit überhaupt eingeführt wird, entscheidet der Arbeitgeber.',
      'Eine Betriebsvereinbarung schafft für alle Beteiligten klare Regeln und verhindert Einzelabsprachen mit ungleichen Bedingungen.',
    ],
    ['arbeitszeit', 'betriebsvereinbarung'],
    ZEIT,
    ['homeoffice', 'mitbestimmung'],
  ),
  entry(
    'Nachteilsausgleich',
    'Weicht der Arbeitgeber ohne zwingenden Grund von einem Interessenausgleich ab oder versucht er ihn gar nicht erst, können betroffene Beschäftigte Abfindungen verlangen (§ 113 BetrVG).',
    [
      'Der Anspruch steht den einzelnen Beschäftigten zu, die entlassen werden oder andere wirtschaftliche Nachteile erleiden; sie machen ihn selbst vor dem Arbeitsgericht geltend.',
      'Für den Betriebsrat ist der Nachteilsausgleich ein wichtiges Argument, den Arbeitgeber zu ernsthaften Verhandlungen zu bewegen.',
    ],
    ['interessenausgleich', 'betriebsaenderung'],
    WIRTSCHAFT,
    ['betriebsaenderung'],
  ),
  entry(
    'Ordnung des Betriebs',
    'Regeln über das Verhalten der Beschäftigten im Betrieb, etwa Kleiderordnung, Rauchverbote oder Taschenkontrollen, bestimmt der Betriebsrat mit (§ 87 Abs. 1 Nr. 1 BetrVG).',
    [
      'Mitbestimmungsfrei ist dagegen das reine Arbeitsverhalten, also Weisungen, die unmittelbar die Arbeitsleistung betreffen.',
      'Die Grenze ist im Einzelfall nicht immer einfach zu ziehen; im Zweifel lohnt sich der Blick in die Rechtsprechung.',
    ],
    ['mitbestimmung', 'betriebsvereinbarung'],
    MITBEST,
    ['mitbestimmung'],
  ),
  entry(
    'Regelungsabrede',
    'Die Regelungsabrede ist eine formlose Absprache zwischen Arbeitgeber und Betriebsrat; anders als die Betriebsvereinbarung wirkt sie nicht unmittelbar auf die Arbeitsverhältnisse.',
    [
      'Sie genügt, um ein Mitbestimmungsrecht im Einzelfall auszuüben, etwa bei einer einmaligen Überstundenanordnung. Ansprüche der Beschäftigten entstehen daraus nicht.',
      'Für Dauerregelungen ist die Betriebsvereinbarung das richtige Instrument.',
    ],
    ['betriebsvereinbarung', 'ueberstunden'],
    MITBEST,
    ['betriebsvereinbarung'],
  ),
  entry(
    'Sachverständiger',
    'Der Betriebsrat kann nach näherer Vereinbarung mit dem Arbeitgeber Sachverständige hinzuziehen, soweit das zur ordnungsgemäßen Erfüllung seiner Aufgaben erforderlich ist (§ 80 Abs. 3 BetrVG).',
    [
      'Geht es um die Einführung oder Anwendung künstlicher Intelligenz, gilt die Hinzuziehung als erforderlich.',
      'Kommt keine Vereinbarung zustande, kann der Betriebsrat sie durch das Arbeitsgericht ersetzen lassen.',
    ],
    ['kosten-des-betriebsrats', 'technische-einrichtungen'],
    DIGITAL,
    ['kuenstliche-intelligenz', 'kosten'],
  ),
  entry(
    'Schulungsanspruch',
    'Betriebsratsmitglieder haben Anspruch auf Teilnahme an Schulungen, die für die Betriebsratsarbeit erforderliche Kenntnisse vermitteln (§ 37 Abs. 6 BetrVG), und zusätzlich auf geeignete Schulungen von drei Wochen je Amtszeit (§ 37 Abs. 7 BetrVG).',
    [
      'Über die Teilnahme beschließt der Betriebsrat und teilt dem Arbeitgeber Zeit und Teilnehmende rechtzeitig mit. Die Kosten erforderlicher Schulungen trägt der Arbeitgeber, das Entgelt läuft weiter.',
      'Für erstmals gewählte Mitglieder, die nicht zuvor Jugend- und Auszubildendenvertreter waren, erhöht sich der Anspruch nach § 37 Abs. 7 auf vier Wochen.',
    ],
    ['kosten-des-betriebsrats', 'arbeitsbefreiung'],
    ARBEIT,
    ['schulung', 'kosten', 'betrvg'],
  ),
  entry(
    'Sozialplan',
    'Der Sozialplan gleicht die wirtschaftlichen Nachteile aus oder mildert sie, die Beschäftigten durch eine Betriebsänderung entstehen (§ 112 BetrVG).',
    [
      'Übliche Inhalte sind Abfindungen, Umzugs- und Fahrtkostenhilfen, Qualifizierung und Transfergesellschaften. Er hat die Wirkung einer Betriebsvereinbarung.',
      'Anders als der Interessenausgleich ist der Sozialplan grundsätzlich über die Einigungsstelle erzwingbar; Ausnahmen gelten etwa für neu gegründete Unternehmen (§ 112a BetrVG).',
    ],
    ['interessenausgleich', 'betriebsaenderung'],
    WIRTSCHAFT,
    ['betriebsaenderung'],
  ),
  entry(
    'Sprechstunde',
    'Der Betriebsrat kann während der Arbeitszeit Sprechstunden einrichten; Zeit und Ort vereinbart er mit dem Arbeitgeber (§ 39 BetrVG).',
    [
      'Der Besuch der Sprechstunde oder eine sonstige notwendige Inanspruchnahme des Betriebsrats berechtigt nicht zur Minderung des Arbeitsentgelts.',
      'Eine regelmäßige Sprechstunde senkt die Hemmschwelle und macht den Betriebsrat im Betrieb sichtbar.',
    ],
    ['beschwerderecht'],
    ARBEIT,
  ),
  entry(
    'Tätigkeitsbericht',
    'In jeder regelmäßigen Betriebsversammlung berichtet der Betriebsrat über seine Arbeit (§ 43 Abs. 1 BetrVG).',
    [
      'Der Bericht ist ein Beschluss des ganzen Gremiums; vorgetragen wird er meist vom Vorsitz. Er informiert über Verhandlungen, Betriebsvereinbarungen und Vorhaben.',
      'Ein guter Bericht ist konkret, verständlich und lädt zu Fragen ein; Betriebsgeheimnisse und persönliche Daten gehören nicht hinein.',
    ],
    ['betriebsversammlung'],
    ARBEIT,
  ),
  entry(
    'Technische Einrichtungen',
    'Einführung und Anwendung technischer Einrichtungen, die dazu bestimmt sind, Verhalten oder Leistung der Beschäftigten zu überwachen, bestimmt der Betriebsrat mit (§ 87 Abs. 1 Nr. 6 BetrVG).',
    [
      'Nach der Rechtsprechung genügt es, dass eine Einrichtung zur Überwachung objektiv geeignet ist; auf die Absicht des Arbeitgebers kommt es nicht an. Erfasst sind daher fast alle Softwaresysteme.',
      'In der Praxis regeln Betriebsräte das oft mit einer IT-Rahmenvereinbarung und Anlagen je System.',
    ],
    ['datenschutz-im-betriebsrat', 'sachverstaendiger', 'mitbestimmung'],
    DIGITAL,
    ['datenschutz', 'kuenstliche-intelligenz', 'mitbestimmung'],
  ),
  entry(
    'Tendenzbetrieb',
    'Ein Tendenzbetrieb dient unmittelbar und überwiegend politischen, konfessionellen, karitativen, erzieherischen, wissenschaftlichen oder künstlerischen Zwecken oder der Berichterstattung (§ 118 BetrVG).',
    [
      'Die Rechte des Betriebsrats gelten dort nur, soweit die Eigenart des Betriebs nicht entgegensteht. Einen Wirtschaftsausschuss gibt es nicht; bei Betriebsänderungen geht es nur um den Ausgleich der Nachteile.',
      'Für Religionsgemeinschaften und ihre karitativen und erzieherischen Einrichtungen gilt das Betriebsverfassungsgesetz nicht.',
    ],
    ['wirtschaftsausschuss', 'sozialplan'],
    MITBEST,
    ['betrvg'],
  ),
  entry(
    'Überstunden',
    'Ordnet der Arbeitgeber vorübergehend mehr Arbeit als üblich an, muss der Betriebsrat zustimmen (§ 87 Abs. 1 Nr. 3 BetrVG).',
    [
      'Das gilt auch, wenn nur wenige Beschäftigte betroffen sind, solange ein kollektiver Bezug besteht. Ohne Zustimmung angeordnete Überstunden muss niemand leisten.',
      'Viele Betriebsräte vereinbaren Rahmenregelungen mit Ankündigungsfristen und Ausgleich, statt jeden Einzelfall zu verhandeln.',
    ],
    ['arbeitszeit', 'regelungsabrede'],
    ZEIT,
    ['arbeitszeit'],
  ),
  entry(
    'Umgruppierung',
    'Umgruppierung ist die Änderung der Zuordnung zu einer Entgeltgruppe; wie die Eingruppierung braucht sie die Zustimmung des Betriebsrats (§ 99 BetrVG).',
    [
      'Anlass kann eine neue Tätigkeit, eine geänderte Vergütungsordnung oder eine bisher falsche Eingruppierung sein.',
      'Der Betriebsrat prüft die neue Zuordnung und kann die Zustimmung aus den Gründen des § 99 Abs. 2 verweigern.',
    ],
    ['eingruppierung', 'zustimmungsverweigerung'],
    ENTGELT,
    ['entgelt'],
  ),
  entry(
    'Unterrichtungsanspruch',
    'Der Arbeitgeber muss den Betriebsrat zur Durchführung seiner Aufgaben rechtzeitig und umfassend unterrichten und ihm auf Verlangen die erforderlichen Unterlagen zur Verfügung stellen (§ 80 Abs. 2 BetrVG).',
    [
      'Der Anspruch besteht schon dann, wenn der Betriebsrat prüfen will, ob ihm ein Beteiligungsrecht zusteht. Der Betriebsausschuss darf Einblick in die Bruttolohn- und -gehaltslisten nehmen.',
      'Wer informiert ist, kann mitgestalten: Nachfragen sollte der Betriebsrat schriftlich stellen und Fristen setzen.',
    ],
    ['mitwirkung', 'sachverstaendiger'],
    MITBEST,
    ['betrvg'],
  ),
  entry(
    'Urlaubsgrundsätze',
    'Allgemeine Urlaubsgrundsätze, den Urlaubsplan und im Streitfall die zeitliche Lage des Urlaubs einzelner Beschäftigter bestimmt der Betriebsrat mit (§ 87 Abs. 1 Nr. 5 BetrVG).',
    [
      'Urlaubsgrundsätze regeln zum Beispiel, wie Wünsche verteilt werden, ob es Betriebsferien gibt und wer in den Schulferien Vorrang hat.',
      'Die Dauer des Urlaubs ist nicht mitbestimmt; sie folgt aus Gesetz, Tarif- und Arbeitsvertrag.',
    ],
    ['arbeitszeit', 'betriebsvereinbarung'],
    ZEIT,
    ['urlaub'],
  ),
  entry(
    'Vereinfachtes Wahlverfahren',
    'In Betrieben mit 5 bis 100 Wahlberechtigten wird der Betriebsrat im vereinfachten Wahlverfahren gewählt (§ 14a BetrVG).',
    [
      'Bei 101 bis 200 Wahlberechtigten können Wahlvorstand und Arbeitgeber es vereinbaren. Die Fristen sind kürzer, gewählt wird nach den Grundsätzen der Mehrheitswahl.',
      'Ohne Betriebsrat lädt man zu einer Wahlversammlung ein, die den Wahlvorstand wählt; eine Woche später wird auf einer zweiten Versammlung gewählt.',
    ],
    ['betriebsratswahl', 'wahlvorstand'],
    WAHL,
    ['betriebsratswahl'],
  ),
  entry(
    'Versetzung',
    'Versetzung ist die Zuweisung eines anderen Arbeitsbereichs, die voraussichtlich länger als einen Monat dauert oder mit einer erheblichen Änderung der Umstände der Arbeit verbunden ist (§ 95 Abs. 3 BetrVG).',
    [
      'In Unternehmen mit mehr als 20 wahlberechtigten Beschäftigten braucht sie die Zustimmung des Betriebsrats (§ 99 BetrVG).',
      'Ob der Arbeitgeber die Versetzung arbeitsvertraglich überhaupt anordnen darf, ist eine davon getrennte Frage.',
    ],
    ['einstellung', 'zustimmungsverweigerung'],
    KUENDIGUNG,
    ['mitbestimmung'],
  ),
  entry(
    'Vertrauensvolle Zusammenarbeit',
    'Arbeitgeber und Betriebsrat arbeiten vertrauensvoll zum Wohl der Beschäftigten und des Betriebs zusammen (§ 2 Abs. 1 BetrVG).',
    [
      'Das Gebot verlangt Ehrlichkeit und Offenheit, nicht Harmonie um jeden Preis. Es verpflichtet auch den Arbeitgeber, Informationen nicht zurückzuhalten.',
      'Mindestens einmal im Monat sollen beide Seiten zu einer Besprechung zusammentreten und strittige Fragen mit dem ernsten Willen zur Einigung verhandeln (§ 74 Abs. 1 BetrVG).',
    ],
    ['friedenspflicht'],
    ARBEIT,
    ['betrvg'],
  ),
  entry(
    'Wahlvorstand',
    'Der Wahlvorstand bereitet die Betriebsratswahl vor, leitet sie und stellt das Ergebnis fest (§§ 16 bis 18 BetrVG).',
    [
      'Der amtierende Betriebsrat bestellt ihn spätestens zehn Wochen vor Ablauf seiner Amtszeit. Er besteht aus drei Wahlberechtigten, von denen eine Person den Vorsitz hat.',
      'Seine Mitglieder genießen besonderen Kündigungsschutz und haben Anspruch auf die für ihre Aufgabe erforderliche Schulung.',
    ],
    ['betriebsratswahl', 'vereinfachtes-wahlverfahren'],
    WAHL,
    ['betriebsratswahl'],
  ),
  entry(
    'Widerspruch gegen Kündigung',
    'Der Betriebsrat kann einer ordentlichen Kündigung aus den in § 102 Abs. 3 BetrVG genannten Gründen innerhalb einer Woche widersprechen.',
    [
      'Gründe sind etwa eine fehlerhafte Sozialauswahl, eine mögliche Weiterbeschäftigung an anderem Arbeitsplatz oder nach Umschulung. Der Widerspruch verhindert die Kündigung nicht.',
      'Erhebt die gekündigte Person Kündigungsschutzklage, muss sie nach einem ordnungsgemäßen Widerspruch auf Verlangen bis zum Ende des Rechtsstreits weiterbeschäftigt werden (§ 102 Abs. 5 BetrVG).',
    ],
    ['anhoerung-vor-kuendigung', 'kuendigungsschutz-von-betriebsratsmitgliedern'],
    KUENDIGUNG,
    ['kuendigung'],
  ),
  entry(
    'Wirtschaftsausschuss',
    'In Unternehmen mit in der Regel mehr als 100 ständig Beschäftigten wird ein Wirtschaftsausschuss gebildet, der wirtschaftliche Angelegenheiten mit dem Unternehmer berät (§ 106 BetrVG).',
    [
      'Der Unternehmer unterrichtet ihn rechtzeitig und umfassend unter Vorlage der erforderlichen Unterlagen, etwa über die wirtschaftliche Lage, Investitionen und geplante Umstrukturierungen.',
      'Der Ausschuss tritt einmal im Monat zusammen und berichtet dem Betriebsrat über jede Sitzung.',
    ],
    ['betriebsaenderung', 'tendenzbetrieb'],
    WIRTSCHAFT,
  ),
  entry(
    'Zustimmungsverweigerung',
    'Verweigert der Betriebsrat die Zustimmung zu einer personellen Einzelmaßnahme, muss er das innerhalb einer Woche schriftlich und unter Angabe von Gründen tun (§ 99 Abs. 3 BetrVG).',
    [
      'Die Gründe müssen sich einem der Tatbestände des § 99 Abs. 2 BetrVG zuordnen lassen. Versäumt der Betriebsrat die Frist, gilt die Zustimmung als erteilt.',
      'Der Arbeitgeber kann dann beim Arbeitsgericht beantragen, die Zustimmung zu ersetzen. In dringenden Fällen darf er die Maßnahme vorläufig durchführen (§ 100 BetrVG).',
    ],
    ['einstellung', 'versetzung', 'eingruppierung'],
    MITBEST,
    ['mitbestimmung'],
  ),
  entry(
    'Entgeltgrundsätze',
    'Fragen der betrieblichen Lohngestaltung, insbesondere die Aufstellung von Entlohnungsgrundsätzen und die Einführung neuer Entlohnungsmethoden, bestimmt der Betriebsrat mit (§ 87 Abs. 1 Nr. 10 BetrVG).',
    [
      'Mitbestimmt ist die Verteilung, nicht die Höhe: Wie ein Budget für Zulagen oder Prämien verteilt wird, entscheiden beide Seiten gemeinsam.',
      'Leistungsbezogene Entgelte wie Akkord- und Prämiensätze unterliegen zusätzlich § 87 Abs. 1 Nr. 11 BetrVG.',
    ],
    ['eingruppierung', 'betriebsvereinbarung'],
    ENTGELT,
    ['entgelt', 'mitbestimmung'],
  ),
  entry(
    'Personalplanung',
    'Der Arbeitgeber muss den Betriebsrat über die Personalplanung, also den gegenwärtigen und künftigen Personalbedarf und die daraus folgenden Maßnahmen, rechtzeitig und umfassend unterrichten (§ 92 BetrVG).',
    [
      'Der Betriebsrat kann Vorschläge für die Einführung und Durchführung der Personalplanung machen, auch zur Beschäftigungssicherung (§ 92a BetrVG).',
      'Frühe Information hilft, Versetzungen und Einstellungen später fundiert zu beurteilen.',
    ],
    ['mitwirkung', 'einstellung'],
    MITBEST,
  ),
  entry(
    'Belästigung am Arbeitsplatz',
    'Belästigung und sexuelle Belästigung sind nach dem AGG verbotene Benachteiligungen; der Arbeitgeber muss Beschäftigte davor schützen (§§ 3, 12 AGG).',
    [
      'Betroffene können sich bei der zuständigen Stelle des Betriebs beschweren (§ 13 AGG) und sich dabei vom Betriebsrat unterstützen lassen.',
      'Der Betriebsrat hat nach § 75 BetrVG darüber zu wachen, dass jede Benachteiligung unterbleibt, und kann Verfahren und Prävention in einer Betriebsvereinbarung regeln.',
    ],
    ['beschwerderecht', 'betriebsvereinbarung'],
    MOBBING,
  ),
];
