import type { NormWire } from '../../../../application/content/content-details.codecs';

/**
 * Laws in the provider's own summarising words: the real structure (Teile, Abschnitte, § numbers
 * and headings), but each Absatz retold briefly, not the statute's text.
 */
export interface LawText {
  readonly abbreviation: string;
  readonly title: string;
  readonly teaser: string;
  readonly topic: string;
  readonly norms: readonly NormWire[];
}

const norm = (number: string, heading: string, part: string, chapter: string, paragraphs: readonly string[]): NormWire => ({
  number,
  heading,
  part,
  chapter,
  paragraphs: [...paragraphs],
});

const TEIL_1 = 'Erster Teil – Allgemeine Vorschriften';
const TEIL_2 = 'Zweiter Teil – Betriebsrat, Betriebsversammlung, Gesamt- und Konzernbetriebsrat';
const TEIL_3 = 'Dritter Teil – Jugend- und Auszubildendenvertretung';
const TEIL_4 = 'Vierter Teil – Mitwirkung und Mitbestimmung der Arbeitnehmer';
const TEIL_5 = 'Fünfter Teil – Besondere Vorschriften für einzelne Betriebsarten';

export const BETRVG: LawText = {
  abbreviation: 'BetrVG',
  title: 'Betriebsverfassungsgesetz',
  teaser:
    'Das Betriebsverfassungsgesetz regelt, wie Betriebsräte gewählt werden, wie sie arbeiten und wo sie mitwirken und mitbestimmen. Hier in eigenen Worten zusammengefasst, mit den wichtigsten Vorschriften.',
  topic: 'mitbestimmung',
  norms: [
    norm('§ 1', 'Errichtung von Betriebsräten', TEIL_1, '', [
      'In Betrieben mit in der Regel mindestens fünf ständigen wahlberechtigten Arbeitnehmern, von denen drei wählbar sind, werden Betriebsräte gewählt. Das gilt auch für gemeinsame Betriebe mehrerer Unternehmen.',
      'Ein gemeinsamer Betrieb wird unter bestimmten Voraussetzungen vermutet, etwa wenn Betriebsmittel und Arbeitnehmer gemeinsam eingesetzt werden.',
    ]),
    norm('§ 2', 'Stellung der Gewerkschaften und Vereinigungen der Arbeitgeber', TEIL_1, '', [
      'Arbeitgeber und Betriebsrat arbeiten vertrauensvoll zusammen, zum Wohl der Arbeitnehmer und des Betriebs, und wirken dabei mit den Gewerkschaften und Arbeitgeberverbänden zusammen.',
      'Beauftragte der im Betrieb vertretenen Gewerkschaften haben nach Unterrichtung des Arbeitgebers Zugang zum Betrieb, soweit das Gesetz ihnen Aufgaben gibt.',
      'Die Aufgaben der Gewerkschaften und Arbeitgeberverbände, insbesondere die Wahrnehmung der Interessen ihrer Mitglieder, bleiben unberührt.',
    ]),
    norm('§ 5', 'Arbeitnehmer', TEIL_1, '', [
      'Arbeitnehmer im Sinne des Gesetzes sind Arbeiter und Angestellte einschließlich der zu ihrer Berufsausbildung Beschäftigten, gleich ob sie im Betrieb, im Außendienst oder mit Telearbeit beschäftigt werden.',
      'Bestimmte Personen gelten nicht als Arbeitnehmer, etwa Mitglieder des vertretungsberechtigten Organs einer juristischen Person.',
      'Für leitende Angestellte gilt das Gesetz nur, soweit es das ausdrücklich bestimmt; das Gesetz beschreibt, wer leitend ist.',
    ]),
    norm('§ 9', 'Zahl der Betriebsratsmitglieder', TEIL_2, 'Erster Abschnitt – Zusammensetzung und Wahl des Betriebsrats', [
      'Die Größe des Betriebsrats richtet sich nach der Zahl der wahlberechtigten Arbeitnehmer: eine Person bei 5 bis 20, drei Mitglieder bei 21 bis 50, fünf bei 51 bis 100 Arbeitnehmern und so weiter in Stufen bis zu großen Betrieben.',
    ]),
    norm('§ 37', 'Ehrenamtliche Tätigkeit, Arbeitsversäumnis', TEIL_2, 'Dritter Abschnitt – Geschäftsführung des Betriebsrats', [
      'Die Mitglieder des Betriebsrats führen ihr Amt unentgeltlich als Ehrenamt.',
      'Sie sind ohne Minderung des Arbeitsentgelts von ihrer beruflichen Tätigkeit zu befreien, wenn und soweit es nach Umfang und Art des Betriebs zur ordnungsgemäßen Durchführung ihrer Aufgaben erforderlich ist.',
      'Für Betriebsratstätigkeit, die aus betriebsbedingten Gründen außerhalb der Arbeitszeit durchzuführen ist, besteht Anspruch auf entsprechende Arbeitsbefreiung unter Fortzahlung des Entgelts.',
      'Das Arbeitsentgelt der Mitglieder darf während der Amtszeit und ein Jahr danach nicht geringer bemessen werden als das vergleichbarer Arbeitnehmer mit betriebsüblicher Entwicklung.',
      'Auch bei der Zuweisung von Tätigkeiten sind Mitglieder vergleichbaren Arbeitnehmern gleichzustellen.',
      'Die Arbeitsbefreiung gilt auch für die Teilnahme an Schulungs- und Bildungsveranstaltungen, soweit diese Kenntnisse vermitteln, die für die Arbeit des Betriebsrats erforderlich sind. Der Betriebsrat legt die zeitliche Lage fest und berücksichtigt betriebliche Notwendigkeiten.',
      'Unabhängig davon hat jedes Mitglied während seiner regelmäßigen Amtszeit Anspruch auf bezahlte Freistellung für insgesamt drei Wochen zur Teilnahme an Veranstaltungen, die eine zuständige Landesbehörde als geeignet anerkannt hat; für erstmals gewählte Mitglieder sind es vier Wochen.',
    ]),
    norm('§ 38', 'Freistellungen', TEIL_2, 'Dritter Abschnitt – Geschäftsführung des Betriebsrats', [
      'Ab 200 Arbeitnehmern sind Betriebsratsmitglieder in einer nach der Betriebsgröße gestaffelten Zahl ganz von der beruflichen Tätigkeit freizustellen; Freistellungen können auch als Teilfreistellungen erfolgen.',
      'Die freizustellenden Mitglieder werden nach Beratung mit dem Arbeitgeber vom Betriebsrat aus seiner Mitte in geheimer Wahl gewählt.',
    ]),
    norm('§ 60', 'Errichtung und Aufgabe', TEIL_3, 'Erster Abschnitt – Betriebliche Jugend- und Auszubildendenvertretung', [
      'In Betrieben mit in der Regel mindestens fünf Arbeitnehmern unter 18 Jahren oder zur Berufsausbildung Beschäftigten unter 25 Jahren werden Jugend- und Auszubildendenvertretungen gewählt.',
      'Sie nehmen die besonderen Belange dieser Beschäftigten wahr, nach Maßgabe der folgenden Vorschriften.',
    ]),
    norm('§ 65', 'Geschäftsführung', TEIL_3, 'Erster Abschnitt – Betriebliche Jugend- und Auszubildendenvertretung', [
      'Für die Jugend- und Auszubildendenvertretung gelten zahlreiche Vorschriften über den Betriebsrat entsprechend, darunter die über Arbeitsbefreiung und Schulungen in § 37.',
      'Sie kann nach Verständigung des Betriebsrats eigene Sitzungen abhalten; die oder der Betriebsratsvorsitzende oder ein beauftragtes Mitglied kann teilnehmen.',
    ]),
    norm('§ 74', 'Grundsätze für die Zusammenarbeit', TEIL_4, 'Erster Abschnitt – Allgemeines', [
      'Arbeitgeber und Betriebsrat sollen mindestens einmal im Monat zu einer Besprechung zusammentreten und über strittige Fragen mit dem ernsten Willen zur Einigung verhandeln.',
      'Maßnahmen des Arbeitskampfes zwischen Arbeitgeber und Betriebsrat sind unzulässig; beide unterlassen Betätigungen, die den Arbeitsablauf oder den Frieden des Betriebs beeinträchtigen, und jede parteipolitische Betätigung im Betrieb.',
      'Arbeitnehmer, die Aufgaben nach diesem Gesetz übernehmen, werden in der Betätigung für ihre Gewerkschaft nicht beschränkt.',
    ]),
    norm('§ 77', 'Durchführung gemeinsamer Beschlüsse, Betriebsvereinbarungen', TEIL_4, 'Erster Abschnitt – Allgemeines', [
      'Vereinbarungen zwischen Betriebsrat und Arbeitgeber führt der Arbeitgeber durch; der Betriebsrat darf nicht durch einseitige Handlungen in die Leitung des Betriebs eingreifen.',
      'Betriebsvereinbarungen werden gemeinsam beschlossen, schriftlich niedergelegt und von beiden Seiten unterzeichnet; der Arbeitgeber legt sie an geeigneter Stelle im Betrieb aus.',
      'Arbeitsentgelte und sonstige Arbeitsbedingungen, die durch Tarifvertrag geregelt sind oder üblicherweise geregelt werden, können nicht Gegenstand einer Betriebsvereinbarung sein, es sei denn, der Tarifvertrag lässt ergänzende Betriebsvereinbarungen ausdrücklich zu.',
      'Betriebsvereinbarungen gelten unmittelbar und zwingend; ein Verzicht auf Rechte aus ihnen ist nur mit Zustimmung des Betriebsrats zulässig.',
      'Sie können, soweit nichts anderes vereinbart ist, mit einer Frist von drei Monaten gekündigt werden.',
      'In Angelegenheiten, in denen ein Spruch der Einigungsstelle die Einigung ersetzen kann, gelten ihre Regelungen nach Ablauf weiter, bis eine andere Abmachung sie ersetzt.',
    ]),
    norm('§ 80', 'Allgemeine Aufgaben', TEIL_4, 'Erster Abschnitt – Allgemeines', [
      'Der Betriebsrat hat allgemeine Aufgaben, darunter die Überwachung der zugunsten der Arbeitnehmer geltenden Gesetze, Verordnungen, Tarifverträge und Betriebsvereinbarungen, die Förderung der Gleichstellung, der Vereinbarkeit von Familie und Beruf, der Eingliederung schwerbehinderter Menschen sowie des Arbeits- und Umweltschutzes.',
      'Der Arbeitgeber hat den Betriebsrat zur Durchführung seiner Aufgaben rechtzeitig und umfassend zu unterrichten und ihm auf Verlangen die erforderlichen Unterlagen zur Verfügung zu stellen; der Betriebsausschuss darf in die Listen der Bruttolöhne und -gehälter Einblick nehmen.',
      'Der Betriebsrat kann nach näherer Vereinbarung mit dem Arbeitgeber Sachverständige hinzuziehen, soweit das erforderlich ist; bei Fragen der künstlichen Intelligenz gilt die Hinzuziehung als erforderlich.',
      'Für Sachverständige gilt die Geheimhaltungspflicht entsprechend.',
    ]),
    norm('§ 87', 'Mitbestimmungsrechte', TEIL_4, 'Dritter Abschnitt – Soziale Angelegenheiten', [
      'Soweit keine gesetzliche oder tarifliche Regelung besteht, bestimmt der Betriebsrat in einer Reihe sozialer Angelegenheiten mit. Dazu gehören unter anderem die Ordnung des Betriebs und das Verhalten der Arbeitnehmer (Nr. 1), Beginn und Ende der täglichen Arbeitszeit einschließlich der Pausen sowie die Verteilung auf die Wochentage (Nr. 2), die vorübergehende Verkürzung oder Verlängerung der betriebsüblichen Arbeitszeit (Nr. 3), allgemeine Urlaubsgrundsätze und der Urlaubsplan (Nr. 5), technische Einrichtungen, die zur Überwachung von Verhalten oder Leistung bestimmt sind (Nr. 6), Regelungen über den Gesundheitsschutz (Nr. 7), Fragen der betrieblichen Lohngestaltung (Nr. 10) und die Ausgestaltung mobiler Arbeit (Nr. 14).',
      'Kommt eine Einigung über eine dieser Angelegenheiten nicht zustande, entscheidet die Einigungsstelle; ihr Spruch ersetzt die Einigung zwischen Arbeitgeber und Betriebsrat.',
    ]),
    norm('§ 99', 'Mitbestimmung bei personellen Einzelmaßnahmen', TEIL_4, 'Fünfter Abschnitt – Personelle Angelegenheiten, Dritter Unterabschnitt – Personelle Einzelmaßnahmen', [
      'In Unternehmen mit in der Regel mehr als 20 wahlberechtigten Arbeitnehmern hat der Arbeitgeber den Betriebsrat vor jeder Einstellung, Eingruppierung, Umgruppierung und Versetzung zu unterrichten, die erforderlichen Unterlagen vorzulegen und seine Zustimmung einzuholen.',
      'Der Betriebsrat kann die Zustimmung nur aus den im Gesetz abschließend genannten Gründen verweigern, zum Beispiel wegen eines Verstoßes gegen ein Gesetz, wegen der Besorgnis von Nachteilen für andere Beschäftigte oder wegen einer unterbliebenen Ausschreibung im Betrieb.',
      'Die Verweigerung ist dem Arbeitgeber innerhalb einer Woche nach Unterrichtung schriftlich und mit Gründen mitzuteilen; sonst gilt die Zustimmung als erteilt.',
      'Verweigert der Betriebsrat die Zustimmung, kann der Arbeitgeber beim Arbeitsgericht beantragen, sie zu ersetzen.',
    ]),
    norm('§ 102', 'Mitbestimmung bei Kündigungen', TEIL_4, 'Fünfter Abschnitt – Personelle Angelegenheiten, Dritter Unterabschnitt – Personelle Einzelmaßnahmen', [
      'Der Betriebsrat ist vor jeder Kündigung zu hören; der Arbeitgeber teilt ihm die Gründe mit. Eine ohne Anhörung ausgesprochene Kündigung ist unwirksam.',
      'Bedenken gegen eine ordentliche Kündigung teilt der Betriebsrat spätestens innerhalb einer Woche schriftlich mit, gegen eine außerordentliche unverzüglich, spätestens innerhalb von drei Tagen. Äußert er sich nicht, gilt seine Zustimmung zur ordentlichen Kündigung als erteilt.',
      'Einer ordentlichen Kündigung kann der Betriebsrat innerhalb der Wochenfrist aus bestimmten Gründen widersprechen, etwa wegen fehlerhafter sozialer Auswahl oder weil eine Weiterbeschäftigung an einem anderen Arbeitsplatz möglich ist.',
      'Kündigt der Arbeitgeber trotz Widerspruch, muss er der gekündigten Person eine Abschrift der Stellungnahme des Betriebsrats zuleiten.',
      'Hat der Betriebsrat ordnungsgemäß widersprochen und erhebt die gekündigte Person Kündigungsschutzklage, ist sie auf Verlangen bis zum rechtskräftigen Abschluss des Rechtsstreits weiterzubeschäftigen; das Gericht kann den Arbeitgeber in bestimmten Fällen davon entbinden.',
    ]),
    norm('§ 106', 'Wirtschaftsausschuss', TEIL_4, 'Sechster Abschnitt – Wirtschaftliche Angelegenheiten, Erster Unterabschnitt – Unterrichtung in wirtschaftlichen Angelegenheiten', [
      'In Unternehmen mit in der Regel mehr als 100 ständig beschäftigten Arbeitnehmern wird ein Wirtschaftsausschuss gebildet; er berät wirtschaftliche Angelegenheiten mit dem Unternehmer und unterrichtet den Betriebsrat.',
      'Der Unternehmer unterrichtet ihn rechtzeitig und umfassend unter Vorlage der erforderlichen Unterlagen, soweit dadurch keine Betriebs- und Geschäftsgeheimnisse gefährdet werden.',
      'Zu den wirtschaftlichen Angelegenheiten gehören unter anderem die wirtschaftliche und finanzielle Lage, die Produktions- und Absatzlage, Investitionen, Rationalisierungsvorhaben und die Verlegung oder Stilllegung von Betrieben.',
    ]),
    norm('§ 111', 'Betriebsänderungen', TEIL_4, 'Sechster Abschnitt – Wirtschaftliche Angelegenheiten, Zweiter Unterabschnitt – Betriebsänderungen', [
      'In Unternehmen mit in der Regel mehr als 20 wahlberechtigten Arbeitnehmern hat der Unternehmer den Betriebsrat über geplante Betriebsänderungen, die wesentliche Nachteile für die Belegschaft oder erhebliche Teile davon haben können, rechtzeitig und umfassend zu unterrichten und sie mit ihm zu beraten. In Unternehmen mit mehr als 300 Arbeitnehmern kann der Betriebsrat dazu einen Berater hinzuziehen. Das Gesetz nennt typische Betriebsänderungen, etwa Stilllegung, Verlegung, Zusammenschluss oder grundlegende Änderungen der Organisation.',
    ]),
    norm('§ 118', 'Geltung für Tendenzbetriebe und Religionsgemeinschaften', TEIL_5, '', [
      'Auf Unternehmen, die unmittelbar und überwiegend politischen, koalitionspolitischen, konfessionellen, karitativen, erzieherischen, wissenschaftlichen oder künstlerischen Bestimmungen oder der Berichterstattung und Meinungsäußerung dienen, ist das Gesetz nur anzuwenden, soweit die Eigenart des Unternehmens dem nicht entgegensteht; die Vorschriften über den Wirtschaftsausschuss gelten nicht, die über Betriebsänderungen nur eingeschränkt.',
      'Auf Religionsgemeinschaften und ihre karitativen und erzieherischen Einrichtungen findet das Gesetz keine Anwendung.',
    ]),
  ],
};

const SGB_TEIL_3 = 'Teil 3 – Besondere Regelungen zur Teilhabe schwerbehinderter Menschen';
const SGB_KAPITEL_5 = 'Kapitel 5 – Schwerbehindertenvertretung, Inklusionsbeauftragter des Arbeitgebers';

/** Only the SBV's norms, and of each only the Absätze the SBV needs most. */
export const SGB_IX: LawText = {
  abbreviation: 'SGB IX',
  title: 'Sozialgesetzbuch Neuntes Buch – Rehabilitation und Teilhabe von Menschen mit Behinderungen',
  teaser: 'Die Vorschriften über die Schwerbehindertenvertretung, in eigenen Worten zusammengefasst.',
  topic: 'schwerbehindertenvertretung',
  norms: [
    norm('§ 177', 'Wahl und Amtszeit der Schwerbehindertenvertretung', SGB_TEIL_3, SGB_KAPITEL_5, [
      'In Betrieben, in denen wenigstens fünf schwerbehinderte Menschen nicht nur vorübergehend beschäftigt sind, werden eine Vertrauensperson und wenigstens ein stellvertretendes Mitglied gewählt.',
      'Die regelmäßigen Wahlen finden alle vier Jahre in der Zeit vom 1. Oktober bis 30. November statt; die Amtszeit beträgt vier Jahre.',
    ]),
    norm('§ 178', 'Aufgaben der Schwerbehindertenvertretung', SGB_TEIL_3, SGB_KAPITEL_5, [
      'Die Schwerbehindertenvertretung fördert die Eingliederung schwerbehinderter Menschen, vertritt ihre Interessen und steht ihnen beratend und helfend zur Seite.',
      'Der Arbeitgeber unterrichtet sie in allen Angelegenheiten, die einzelne oder die schwerbehinderten Menschen als Gruppe berühren, unverzüglich und umfassend und hört sie vor einer Entscheidung an; eine Kündigung ohne diese Beteiligung ist unwirksam.',
      'Sie hat das Recht, an allen Sitzungen des Betriebsrats und seiner Ausschüsse beratend teilzunehmen.',
    ]),
    norm('§ 179', 'Persönliche Rechte und Pflichten der Vertrauenspersonen', SGB_TEIL_3, SGB_KAPITEL_5, [
      'Die Vertrauenspersonen führen ihr Amt unentgeltlich als Ehrenamt und dürfen in der Ausübung ihres Amtes nicht behindert, benachteiligt oder begünstigt werden.',
      'Sie werden von ihrer beruflichen Tätigkeit ohne Minderung des Entgelts befreit, wenn und soweit es zur Durchführung ihrer Aufgaben erforderlich ist; das gilt auch für die Teilnahme an Schulungs- und Bildungsveranstaltungen, die Kenntnisse für die Arbeit der Schwerbehindertenvertretung vermitteln.',
      'Die durch die Tätigkeit der Schwerbehindertenvertretung entstehenden Kosten trägt der Arbeitgeber.',
    ]),
  ],
};

export const LAW_TEXTS: readonly LawText[] = [BETRVG, SGB_IX];
