import type { TagSlug } from './tags';

/** A Fachartikel: the first paragraph leads in, a heading splits the practical part off. */
export interface ArticleText {
  readonly title: string;
  readonly topic: string;
  readonly tags: readonly TagSlug[];
  readonly teaser: string;
  readonly paragraphs: readonly string[];
  /** The heading over the last paragraph ('Praxistipp', 'Was der Betriebsrat tun kann' …). */
  readonly practiceHeading: string;
}

const article = (
  title: string,
  topic: string,
  tags: readonly TagSlug[],
  teaser: string,
  paragraphs: readonly string[],
  practiceHeading = 'Praxistipp',
): ArticleText => ({ title, topic, tags, teaser, paragraphs, practiceHeading });

export const ARTICLE_TEXTS: readonly ArticleText[] = [
  article('Die erste Sitzung nach der Wahl', 'betriebsratswahl', ['betriebsratswahl'], 'Was in der konstituierenden Sitzung zu erledigen ist und wer dazu einlädt.', [
    'Vor Ablauf einer Woche nach dem Wahltag beruft der Wahlvorstand die Mitglieder des neuen Betriebsrats zur konstituierenden Sitzung ein. Die oder der Vorsitzende des Wahlvorstands leitet die Sitzung, bis das Gremium einen Wahlleiter bestimmt hat.',
    'Zentrale Aufgabe ist die Wahl der oder des Vorsitzenden und der Stellvertretung. In größeren Gremien folgen die Wahl des Betriebsausschusses und, ab 200 Beschäftigten, der freizustellenden Mitglieder.',
    'Bereiten Sie Stimmzettel und eine Tagesordnung vor und halten Sie jedes Wahlergebnis im Protokoll fest. Das erspart später Streit über die Wirksamkeit.',
  ]),
  article('Betriebsvereinbarungen richtig aufbauen', 'mitbestimmung', ['betriebsvereinbarung', 'mitbestimmung'], 'Geltungsbereich, Regelungen, Kündigung: das Gerüst einer belastbaren Vereinbarung.', [
    'Eine gute Betriebsvereinbarung beginnt mit Geltungsbereich und Zweck und regelt dann das Verfahren so konkret, dass Beschäftigte ihre Ansprüche daraus ablesen können.',
    'Schlussbestimmungen klären Inkrafttreten, Kündigungsfrist und Nachwirkung. Unklare Begriffe werden in einer Begriffsbestimmung erklärt, statt im Text verstreut.',
    'Verhandeln Sie auf der Grundlage eines eigenen Entwurfs. Wer den ersten Text schreibt, bestimmt die Struktur der Verhandlung.',
  ]),
  article('Schulungsanspruch: erforderlich oder geeignet?', 'betriebsratsarbeit', ['schulung', 'kosten', 'betrvg'], 'Der Unterschied zwischen § 37 Abs. 6 und Abs. 7 BetrVG entscheidet, wer die Kosten trägt.', [
    'Erforderliche Schulungen nach § 37 Abs. 6 BetrVG vermitteln Wissen, das der Betriebsrat für seine aktuelle Arbeit braucht. Grundlagen des Betriebsverfassungsrechts sind für neue Mitglieder stets erforderlich.',
    'Geeignete Schulungen nach § 37 Abs. 7 BetrVG dienen der Betriebsratsarbeit allgemein. Hier besteht Anspruch auf Freistellung für drei Wochen je Amtszeit, nicht aber auf Übernahme der Seminarkosten.',
    'Begründen Sie im Beschluss, warum das Seminar für eine konkrete Aufgabe nötig ist, und teilen Sie Termin und Teilnehmende dem Arbeitgeber rechtzeitig mit.',
  ]),
  article('Einigungsstelle: Ablauf in fünf Schritten', 'einigungsstelle-und-konflikt', ['einigungsstelle'], 'Vom Scheitern der Verhandlung bis zum Spruch: wie ein Einigungsstellenverfahren läuft.', [
    'Erklärt eine Seite die Verhandlungen für gescheitert, schlägt sie eine vorsitzende Person und die Zahl der Beisitzenden vor. Einigt man sich nicht, entscheidet das Arbeitsgericht im Bestellungsverfahren.',
    'Die Einigungsstelle verhandelt mündlich, hört beide Seiten an und versucht zunächst eine Einigung. Gelingt sie nicht, entscheidet sie durch Spruch mit Stimmenmehrheit; die vorsitzende Person stimmt erst in der zweiten Abstimmung mit.',
    'Gehen Sie mit einem ausformulierten Regelungsvorschlag in das Verfahren. Die Einigungsstelle arbeitet gern mit Texten, die schon vorliegen.',
  ]),
  article('Anhörung vor der Kündigung: die Wochenfrist nutzen', 'kuendigung-und-arbeitsvertrag', ['kuendigung', 'betrvg'], 'Was der Betriebsrat in der Anhörungsfrist prüfen sollte und wie ein Widerspruch aussieht.', [
    'Mit dem Eingang der Anhörung beginnt die Frist: eine Woche bei der ordentlichen, drei Tage bei der außerordentlichen Kündigung. Prüfen Sie zuerst, ob die Mitteilung vollständig ist.',
    'Sprechen Sie mit der betroffenen Person. Oft erfährt der Betriebsrat dabei Umstände, die der Arbeitgeber nicht mitgeteilt hat, etwa Unterhaltspflichten oder eine Schwerbehinderung.',
    'Ein Widerspruch nach § 102 Abs. 3 BetrVG muss konkret begründet sein. Nur dann entsteht der Weiterbeschäftigungsanspruch während des Kündigungsschutzprozesses.',
  ], 'Was der Betriebsrat tun kann'),
  article('Gefährdungsbeurteilung psychischer Belastungen', 'arbeits-und-gesundheitsschutz', ['gesundheit', 'mitbestimmung'], 'Warum Zeitdruck, Unterbrechungen und Konflikte in jede Gefährdungsbeurteilung gehören.', [
    'Seit 2013 nennt das Arbeitsschutzgesetz psychische Belastungen ausdrücklich als Gegenstand der Gefährdungsbeurteilung. Dennoch fehlen sie in vielen Betrieben noch immer.',
    'Der Betriebsrat bestimmt mit, wie die Beurteilung durchgeführt wird: Methode, Fragebogen oder Workshop, Beteiligung der Beschäftigten und Ableitung von Maßnahmen.',
    'Vereinbaren Sie, dass Ergebnisse nicht nur erhoben, sondern in einem festen Zeitraum in Maßnahmen übersetzt und wirksam geprüft werden.',
  ]),
  article('Überstunden nur mit Zustimmung', 'arbeitszeit-und-urlaub', ['arbeitszeit', 'mitbestimmung'], 'Warum der Betriebsrat auch bei kurzfristiger Mehrarbeit mitreden muss.', [
    'Die vorübergehende Verlängerung der Arbeitszeit unterliegt nach § 87 Abs. 1 Nr. 3 BetrVG der Mitbestimmung. Das gilt auch bei Eilfällen; nur echte Notfälle sind ausgenommen.',
    'Ordnet der Arbeitgeber Überstunden ohne Zustimmung an, kann der Betriebsrat Unterlassung verlangen und gerichtlich durchsetzen.',
    'Eine Rahmenvereinbarung mit Ankündigungsfristen, Höchstgrenzen und Freizeitausgleich schafft Planbarkeit für beide Seiten.',
  ]),
  article('Arbeitszeiterfassung: was jetzt gilt', 'arbeitszeit-und-urlaub', ['arbeitszeit'], 'Nach der Rechtsprechung des Bundesarbeitsgerichts muss die Arbeitszeit systematisch erfasst werden.', [
    'Arbeitgeber sind verpflichtet, ein System einzuführen, mit dem Beginn, Ende und Dauer der Arbeitszeit erfasst werden. Das folgt aus dem Arbeitsschutzgesetz in unionsrechtskonformer Auslegung.',
    'Ob überhaupt erfasst wird, kann der Betriebsrat nicht mitbestimmen, weil es gesetzlich vorgegeben ist. Über das Wie aber sehr wohl, vor allem bei elektronischen Systemen.',
    'Achten Sie darauf, dass Zeitdaten nicht zur Leistungskontrolle verwendet werden, und regeln Sie Zugriffsrechte und Löschfristen.',
  ]),
  article('Mobile Arbeit fair regeln', 'arbeitszeit-und-urlaub', ['homeoffice', 'mitbestimmung'], 'Erreichbarkeit, Ausstattung und Arbeitsschutz: die Eckpunkte einer Betriebsvereinbarung.', [
    'Seit 2021 hat der Betriebsrat ein ausdrückliches Mitbestimmungsrecht bei der Ausgestaltung mobiler Arbeit. Ob sie eingeführt wird, bleibt Entscheidung des Arbeitgebers.',
    'Regelungsbedarf gibt es bei Erreichbarkeitszeiten, Arbeitsmitteln, Kostenerstattung, Datenschutz und dem Recht, wieder im Betrieb zu arbeiten.',
    'Verankern Sie ein Recht auf Nichterreichbarkeit außerhalb vereinbarter Zeiten. Es schützt vor der schleichenden Entgrenzung der Arbeit.',
  ]),
  article('Eingruppierung prüfen: so geht der Betriebsrat vor', 'entgelt-und-eingruppierung', ['entgelt', 'mitbestimmung'], 'Tätigkeitsbeschreibung, Vergütungsordnung, Begründung: Schritt für Schritt zur Stellungnahme.', [
    'Bei jeder Einstellung muss der Arbeitgeber auch die vorgesehene Eingruppierung mitteilen. Der Betriebsrat vergleicht die Tätigkeit mit den Merkmalen der Entgeltgruppen.',
    'Entscheidend ist die tatsächlich auszuübende Tätigkeit, nicht die Stellenbezeichnung. Lassen Sie sich eine genaue Tätigkeitsbeschreibung geben.',
    'Verweigern Sie die Zustimmung schriftlich binnen einer Woche und benennen Sie die aus Ihrer Sicht richtige Entgeltgruppe.',
  ]),
  article('Sozialplan verhandeln: Abfindungsformeln im Vergleich', 'wirtschaftliche-angelegenheiten', ['betriebsaenderung'], 'Alter, Betriebszugehörigkeit, Einkommen: wie Abfindungsformeln wirken.', [
    'Die meisten Sozialpläne berechnen Abfindungen nach einer Formel aus Betriebszugehörigkeit, Bruttomonatsentgelt und einem Faktor. Zuschläge für Kinder und Schwerbehinderung ergänzen sie.',
    'Jede Formel hat Gewinner und Verlierer. Rechnen Sie sie an echten Beispielen aus der Belegschaft durch, bevor Sie zustimmen.',
    'Denken Sie über Geld hinaus: Qualifizierung, Transfergesellschaft und Rückkehrrechte können für manche Beschäftigte mehr wert sein.',
  ]),
  article('Der Wirtschaftsausschuss: unterschätztes Informationsrecht', 'wirtschaftliche-angelegenheiten', ['betrvg'], 'Warum der Wirtschaftsausschuss ein Frühwarnsystem für den Betriebsrat ist.', [
    'Der Unternehmer muss den Wirtschaftsausschuss rechtzeitig und umfassend über die wirtschaftlichen Angelegenheiten unterrichten, unter Vorlage der erforderlichen Unterlagen.',
    'Wer Bilanzen, Planzahlen und Investitionsvorhaben regelmäßig sieht, erkennt Umstrukturierungen, lange bevor sie verkündet werden.',
    'Führen Sie eine Liste offener Fragen von Sitzung zu Sitzung und berichten Sie dem Betriebsrat nach jeder Sitzung schriftlich.',
  ]),
  article('Künstliche Intelligenz im Betrieb mitbestimmen', 'digitalisierung-und-datenschutz', ['kuenstliche-intelligenz', 'mitbestimmung'], 'Welche Rechte der Betriebsrat bei KI-Systemen hat und wo Sachverständige helfen.', [
    'KI-Systeme sind fast immer technische Einrichtungen im Sinne des § 87 Abs. 1 Nr. 6 BetrVG, weil sie Daten über Beschäftigte verarbeiten. Ihre Einführung ist mitbestimmungspflichtig.',
    'Der Gesetzgeber hat 2021 klargestellt: Geht es um künstliche Intelligenz, gilt die Hinzuziehung eines Sachverständigen als erforderlich.',
    'Lassen Sie sich die Zwecke, die verarbeiteten Daten und die Entscheidungslogik beschreiben, bevor Sie über eine Vereinbarung verhandeln.',
  ]),
  article('IT-Rahmenvereinbarung statt Einzelfallstreit', 'digitalisierung-und-datenschutz', ['datenschutz', 'betriebsvereinbarung'], 'Wie eine Rahmenvereinbarung die Einführung neuer Software beschleunigt.', [
    'Eine IT-Rahmenvereinbarung regelt allgemeine Grundsätze wie Verbot der Leistungskontrolle, Datenschutz und Beteiligungsverfahren. Für jedes System folgt eine kurze Anlage.',
    'So muss nicht jede Software von Grund auf neu verhandelt werden, und der Betriebsrat behält den Überblick über alle Systeme.',
    'Legen Sie ein Systemverzeichnis an und vereinbaren Sie, dass Änderungen an Systemen rechtzeitig angekündigt werden.',
  ]),
  article('Beschäftigtendatenschutz: Aufgaben des Betriebsrats', 'digitalisierung-und-datenschutz', ['datenschutz'], 'Der Betriebsrat wacht über den Datenschutz und muss selbst datenschutzkonform arbeiten.', [
    'Nach § 80 Abs. 1 BetrVG überwacht der Betriebsrat die Einhaltung der zugunsten der Beschäftigten geltenden Gesetze, also auch der DSGVO und des BDSG.',
    'Zugleich verarbeitet der Betriebsrat selbst personenbezogene Daten. Verantwortlich ist nach § 79a BetrVG der Arbeitgeber, der Betriebsrat regelt seine Abläufe aber selbst.',
    'Prüfen Sie Ihre Ablage: Welche Unterlagen brauchen Sie wirklich, wer hat Zugriff und wann wird gelöscht?',
  ]),
  article('BEM: Rückkehr gut begleiten', 'arbeits-und-gesundheitsschutz', ['gesundheit'], 'Wie ein Betriebliches Eingliederungsmanagement gelingt und was der Betriebsrat beitragen kann.', [
    'Das BEM ist ein Suchprozess: Gemeinsam mit der betroffenen Person wird geklärt, welche Ursachen die Arbeitsunfähigkeit hat und welche Hilfen helfen.',
    'Vertrauen ist die Voraussetzung. Dazu gehören klare Regeln zum Datenschutz und die Freiheit, jederzeit auszusteigen.',
    'Eine Betriebsvereinbarung zum BEM legt das Verfahren fest und sorgt dafür, dass es nicht als Vorstufe zur Kündigung missverstanden wird.',
  ]),
  article('Betriebsversammlung lebendig gestalten', 'betriebsratsarbeit', ['betrvg'], 'Tätigkeitsbericht, Themenblöcke, Fragerunde: Ideen für eine Versammlung, die ankommt.', [
    'Viele Betriebsversammlungen folgen demselben Muster: langer Bericht, kurze Fragen, schneller Schluss. Es geht auch anders.',
    'Teilen Sie den Tätigkeitsbericht in kurze Themenblöcke, zeigen Sie Ergebnisse statt Sitzungszahlen und geben Sie der Diskussion ausreichend Zeit.',
    'Sammeln Sie vorab Fragen aus der Belegschaft, auch anonym. So kommen Themen auf den Tisch, die sonst niemand anspricht.',
  ]),
  article('Beschlüsse rechtssicher fassen', 'betriebsratsarbeit', ['betrvg'], 'Die häufigsten Fehler bei Ladung, Tagesordnung und Abstimmung und wie man sie vermeidet.', [
    'Ein Beschluss ist nur wirksam, wenn alle Mitglieder rechtzeitig unter Mitteilung der Tagesordnung geladen wurden und der Betriebsrat beschlussfähig ist.',
    'Für verhinderte Mitglieder müssen Ersatzmitglieder geladen werden. Eine Ergänzung der Tagesordnung in der Sitzung ist nur möglich, wenn alle Mitglieder anwesend sind und zustimmen.',
    'Protokollieren Sie Wortlaut des Beschlusses und Abstimmungsergebnis. Die Sitzungsniederschrift ist im Streitfall das wichtigste Beweismittel.',
  ]),
  article('Kosten des Betriebsrats: was der Arbeitgeber tragen muss', 'betriebsratsarbeit', ['kosten'], 'Räume, Technik, Literatur, Anwalt: ein Überblick über § 40 BetrVG.', [
    'Der Arbeitgeber trägt die Kosten, die durch die Betriebsratstätigkeit entstehen, soweit sie erforderlich sind. Dazu gehören auch Fachliteratur und die Kosten erforderlicher Schulungen.',
    'Räume, Sachmittel und Informationstechnik stellt er in erforderlichem Umfang zur Verfügung. Ein eigenes Laptop und ein Zugang zum Internet gelten heute regelmäßig als erforderlich.',
    'Begründen Sie Anforderungen schriftlich mit den konkreten Aufgaben des Gremiums. Das erleichtert eine spätere gerichtliche Klärung.',
  ]),
  article('Leiharbeit im Einsatzbetrieb', 'kuendigung-und-arbeitsvertrag', ['mitbestimmung'], 'Welche Rechte der Betriebsrat des Entleihers bei Leiharbeit hat.', [
    'Vor jedem Einsatz einer Leiharbeitskraft ist der Betriebsrat des Entleiherbetriebs nach § 99 BetrVG zu beteiligen. Er kann die Zustimmung zum Beispiel verweigern, wenn die Überlassungshöchstdauer überschritten wird.',
    'Leiharbeitskräfte dürfen die Sprechstunde des Betriebsrats besuchen und an Betriebsversammlungen teilnehmen. Wählen dürfen sie, wenn sie länger als drei Monate eingesetzt werden.',
    'Lassen Sie sich die Überlassungsverträge vorlegen und führen Sie eine eigene Übersicht über Einsatzdauer und Einsatzbereiche.',
  ]),
  article('Befristungen kontrollieren', 'kuendigung-und-arbeitsvertrag', ['kuendigung'], 'Sachgrundlos, mit Sachgrund, Kettenbefristung: worauf der Betriebsrat achtet.', [
    'Eine Befristung ohne Sachgrund ist nur bis zu zwei Jahren und bei einem neuen Arbeitgeber zulässig. Mit Sachgrund, etwa Vertretung, kann länger befristet werden.',
    'Bei der Einstellung erfährt der Betriebsrat, ob befristet wird. Die Befristung selbst kann er nicht verhindern, aber er kann Beschäftigte über ihre Rechte informieren.',
    'Wer die Unwirksamkeit einer Befristung geltend machen will, muss innerhalb von drei Wochen nach dem vereinbarten Ende klagen.',
  ]),
  article('Urlaubsplanung mitbestimmen', 'arbeitszeit-und-urlaub', ['urlaub', 'mitbestimmung'], 'Urlaubsgrundsätze und Urlaubsplan: wie der Betriebsrat für faire Verteilung sorgt.', [
    'Nach § 87 Abs. 1 Nr. 5 BetrVG bestimmt der Betriebsrat bei den Urlaubsgrundsätzen und beim Urlaubsplan mit. Können sich Arbeitgeber und Beschäftigte nicht einigen, entscheidet er auch im Einzelfall mit.',
    'Sinnvolle Grundsätze regeln Fristen für Urlaubswünsche, Vorrang in den Schulferien und den Umgang mit Betriebsferien.',
    'Erinnern Sie daran, dass Urlaub nur verfällt, wenn der Arbeitgeber rechtzeitig auf den drohenden Verfall hingewiesen hat.',
  ]),
  article('Mobbing: Was der Betriebsrat tun kann', 'mobbing-und-gleichbehandlung', ['gesundheit'], 'Beschwerde, Gespräch, Betriebsvereinbarung: Wege aus der Eskalation.', [
    'Mobbing entwickelt sich schleichend. Betroffene wenden sich oft erst spät an den Betriebsrat, wenn die Situation schon verhärtet ist.',
    'Der Betriebsrat kann Beschwerden nach § 85 BetrVG aufgreifen, Gespräche begleiten und in schweren Fällen die Entfernung störender Beschäftigter nach § 104 BetrVG verlangen.',
    'Eine Betriebsvereinbarung über partnerschaftliches Verhalten legt Anlaufstellen und Verfahren fest, bevor der Konflikt da ist.',
  ], 'Was der Betriebsrat tun kann'),
  article('Gleichbehandlung im Betrieb', 'mobbing-und-gleichbehandlung', ['mitbestimmung'], 'Die Überwachungsaufgabe des Betriebsrats nach § 75 BetrVG und dem AGG.', [
    'Arbeitgeber und Betriebsrat haben darüber zu wachen, dass alle im Betrieb nach den Grundsätzen von Recht und Billigkeit behandelt werden und jede Benachteiligung unterbleibt.',
    'Das Allgemeine Gleichbehandlungsgesetz nennt die geschützten Merkmale und verpflichtet den Arbeitgeber zu Schutzmaßnahmen und einer Beschwerdestelle.',
    'Schauen Sie auf Zahlen: Wer wird befördert, wer erhält Zulagen, wer wird befristet? Muster zeigen sich erst im Überblick.',
  ]),
  article('Die Betriebsratswahl vorbereiten', 'betriebsratswahl', ['betriebsratswahl'], 'Zeitplan, Wahlvorstand, Wählerliste: die ersten Schritte zur Wahl.', [
    'Der Betriebsrat bestellt den Wahlvorstand spätestens zehn Wochen vor Ablauf seiner Amtszeit. Früher ist besser, denn die Vorbereitung braucht Zeit.',
    'Der Wahlvorstand stellt die Wählerliste auf, erlässt das Wahlausschreiben und prüft die Wahlvorschläge. Jeder Schritt hat Fristen.',
    'Erstellen Sie rückwärts vom geplanten Wahltag einen Zeitplan mit allen Fristen. Das schützt vor Anfechtungen.',
  ]),
  article('Briefwahl bei der Betriebsratswahl', 'betriebsratswahl', ['betriebsratswahl'], 'Wann Briefwahl möglich ist und wie Fehler vermieden werden.', [
    'Wer am Wahltag abwesend ist, erhält auf Verlangen die Briefwahlunterlagen. Für Beschäftigte, die bekanntermaßen nicht im Betrieb sind, etwa in Elternzeit, versendet der Wahlvorstand die Unterlagen von sich aus.',
    'Fehler bei der Briefwahl sind ein häufiger Anfechtungsgrund. Dazu gehören unvollständige Unterlagen und eine falsche Behandlung verspätet eingegangener Umschläge.',
    'Dokumentieren Sie Versand und Rücklauf jedes Umschlags in einer Liste.',
  ]),
  article('Interessenausgleich ernsthaft verhandeln', 'wirtschaftliche-angelegenheiten', ['betriebsaenderung'], 'Warum der Interessenausgleich mehr ist als eine Formalie.', [
    'Der Interessenausgleich betrifft das Ob, Wann und Wie einer Betriebsänderung. Hier kann der Betriebsrat Alternativen vorschlagen und Entlassungen vermeiden oder hinauszögern.',
    'Er ist nicht erzwingbar, aber der Arbeitgeber muss ihn bis in die Einigungsstelle versuchen. Sonst drohen Nachteilsausgleichsansprüche.',
    'Holen Sie früh Beratung ein. Bei Betriebsänderungen in Unternehmen mit mehr als 300 Beschäftigten kann der Betriebsrat einen Berater hinzuziehen.',
  ]),
  article('Entgelttransparenz im Betrieb', 'entgelt-und-eingruppierung', ['entgelt'], 'Der Auskunftsanspruch nach dem Entgelttransparenzgesetz und die Rolle des Betriebsrats.', [
    'In Betrieben mit mehr als 200 Beschäftigten können Beschäftigte Auskunft über das Vergleichsentgelt des anderen Geschlechts verlangen. In Betrieben mit Betriebsrat richten sie die Anfrage in der Regel an ihn.',
    'Der Betriebsausschuss hat dafür Einblick in die Bruttoentgeltlisten. Die Auskunft nennt den Median des Vergleichsentgelts.',
    'Nutzen Sie die Anfragen auch als Anlass, die Entgeltstruktur insgesamt auf Benachteiligungen zu prüfen.',
  ]),
  article('Tarifvorbehalt und Betriebsvereinbarung', 'entgelt-und-eingruppierung', ['betriebsvereinbarung', 'entgelt'], 'Wann eine Betriebsvereinbarung an § 77 Abs. 3 BetrVG scheitert.', [
    'Arbeitsentgelte und sonstige Arbeitsbedingungen, die durch Tarifvertrag geregelt sind oder üblicherweise geregelt werden, können nicht Gegenstand einer Betriebsvereinbarung sein.',
    'Die Sperre gilt auch für Betriebe, die nicht tarifgebunden sind, solange eine tarifliche Regelung üblich ist. Ausnahmen gelten, wenn der Tarifvertrag ergänzende Vereinbarungen zulässt.',
    'In mitbestimmten Angelegenheiten nach § 87 BetrVG greift der Tarifvorrang nur, soweit eine zwingende tarifliche Regelung besteht.',
  ]),
  article('Die Rolle der Ersatzmitglieder', 'betriebsratsarbeit', ['betrvg'], 'Wann Ersatzmitglieder nachrücken und welche Rechte sie haben.', [
    'Ersatzmitglieder rücken für ausgeschiedene Mitglieder dauerhaft nach und vertreten zeitweilig verhinderte Mitglieder. Verhinderung ist etwa Urlaub, Krankheit oder eine Dienstreise.',
    'Während der Vertretung haben sie alle Rechte eines Betriebsratsmitglieds, auch den besonderen Kündigungsschutz, der nach der Vertretung noch ein Jahr nachwirkt.',
    'Halten Sie Ersatzmitglieder auf dem Laufenden. Wer kurzfristig eingeladen wird, sollte wissen, worum es geht.',
  ]),
  article('Sprechstunden, die ankommen', 'betriebsratsarbeit', ['betrvg'], 'Ort, Zeit und Gesprächsführung: Tipps für die Sprechstunde des Betriebsrats.', [
    'Die Sprechstunde ist für viele Beschäftigte der erste Kontakt zum Betriebsrat. Sie findet während der Arbeitszeit statt, der Besuch mindert das Entgelt nicht.',
    'Ein ruhiger Raum, feste Zeiten und die Möglichkeit, auch online oder telefonisch zu kommen, senken die Hürde.',
    'Hören Sie zuerst zu, fassen Sie dann zusammen und vereinbaren Sie den nächsten Schritt. Notizen bleiben vertraulich.',
  ]),
  article('Versetzung: Zustimmung des Betriebsrats', 'kuendigung-und-arbeitsvertrag', ['mitbestimmung'], 'Was eine Versetzung im Sinne des BetrVG ist und wann der Betriebsrat zustimmen muss.', [
    'Eine Versetzung liegt vor, wenn ein anderer Arbeitsbereich zugewiesen wird, und das voraussichtlich länger als einen Monat oder mit erheblich geänderten Umständen.',
    'Der Betriebsrat kann die Zustimmung nach § 99 Abs. 2 BetrVG verweigern, zum Beispiel wenn die Versetzung andere Beschäftigte benachteiligt.',
    'Fragen Sie die betroffene Person nach ihrer Sicht. Eine gewünschte Versetzung bewertet der Betriebsrat anders als eine gegen ihren Willen.',
  ]),
  article('Datenschutz in der Betriebsratsarbeit', 'digitalisierung-und-datenschutz', ['datenschutz'], 'Wie der Betriebsrat mit personenbezogenen Daten sorgfältig umgeht.', [
    'Der Betriebsrat erhält viele personenbezogene Daten: bei Einstellungen, Kündigungen und Beschwerden. Er darf sie verwenden, soweit er sie für seine Aufgaben braucht.',
    'Technische Maßnahmen wie verschlüsselte Ablage und Zugriffsbeschränkungen gehören ebenso dazu wie klare Regeln zur Löschung.',
    'Halten Sie in einem kurzen Datenschutzkonzept fest, welche Daten der Betriebsrat verarbeitet, wo sie liegen und wann sie gelöscht werden.',
  ]),
  article('Betriebsänderung erkennen', 'wirtschaftliche-angelegenheiten', ['betriebsaenderung'], 'Nicht jede Umstrukturierung ist eine Betriebsänderung. Woran man sie erkennt.', [
    'Das Gesetz nennt typische Fälle: Stilllegung, Einschränkung oder Verlegung des Betriebs, Zusammenschluss oder Spaltung, grundlegende Änderungen der Organisation und neue Arbeitsmethoden.',
    'Bei einem reinen Personalabbau kommt es auf die Zahl der Betroffenen an. Die Rechtsprechung orientiert sich an den Schwellen für Massenentlassungen.',
    'Fordern Sie frühzeitig Informationen an. Der Arbeitgeber muss den Betriebsrat unterrichten, bevor die Planung abgeschlossen ist.',
  ]),
  article('Homeoffice und Arbeitsschutz', 'arbeits-und-gesundheitsschutz', ['homeoffice', 'gesundheit'], 'Auch zu Hause gilt das Arbeitsschutzgesetz. Was daraus folgt.', [
    'Für Telearbeitsplätze gelten die Regeln der Arbeitsstättenverordnung, für mobile Arbeit das Arbeitsschutzgesetz. In beiden Fällen ist eine Gefährdungsbeurteilung nötig.',
    'Typische Belastungen sind ungünstige Haltung, fehlende Pausen und soziale Isolation.',
    'Regeln Sie in der Vereinbarung Ausstattung, Unterweisung und feste Pausen, und beziehen Sie psychische Belastungen ein.',
  ]),
  article('Neue Software: der richtige Zeitpunkt für den Betriebsrat', 'digitalisierung-und-datenschutz', ['datenschutz', 'mitbestimmung'], 'Warum der Betriebsrat schon in der Testphase beteiligt werden muss.', [
    'Das Mitbestimmungsrecht nach § 87 Abs. 1 Nr. 6 BetrVG betrifft schon die Einführung, nicht erst den Regelbetrieb. Pilotprojekte mit echten Beschäftigtendaten sind bereits Einführung.',
    'Hält sich der Arbeitgeber nicht daran, kann der Betriebsrat verlangen, dass der Einsatz unterbleibt, bis eine Einigung vorliegt.',
    'Vereinbaren Sie ein festes Verfahren: Ankündigung, Information, Test mit Dummydaten, Vereinbarung, Einführung.',
  ]),
  article('Konflikte im Gremium lösen', 'einigungsstelle-und-konflikt', ['betrvg'], 'Wenn es im Betriebsrat selbst knirscht: Wege zu einer arbeitsfähigen Zusammenarbeit.', [
    'Unterschiedliche Listen, Temperamente und Erfahrungen machen Konflikte im Gremium wahrscheinlich. Problematisch werden sie, wenn sie die Arbeit blockieren.',
    'Klare Zuständigkeiten, eine Geschäftsordnung und regelmäßige Klausuren helfen, Konflikte sachlich zu halten.',
    'Scheuen Sie sich nicht, externe Moderation hinzuzuziehen. Auch dafür kann eine Schulung oder Beratung erforderlich sein.',
  ]),
  article('Beschlussverfahren: der Weg zum Arbeitsgericht', 'einigungsstelle-und-konflikt', ['betrvg'], 'Wie der Betriebsrat seine Rechte vor Gericht durchsetzt.', [
    'Streitigkeiten aus dem Betriebsverfassungsgesetz entscheidet das Arbeitsgericht im Beschlussverfahren. Das Gericht ermittelt den Sachverhalt selbst.',
    'Für die Einleitung braucht es einen Beschluss des Betriebsrats, ebenso für die Beauftragung einer Anwältin oder eines Anwalts.',
    'In Eilfällen ist eine einstweilige Verfügung möglich, etwa um die Einführung eines Systems ohne Mitbestimmung zu stoppen.',
  ]),
  article('Freistellung: wer, wann, wie viele', 'betriebsratsarbeit', ['betrvg'], 'Die Staffel des § 38 BetrVG und die Wahl der freizustellenden Mitglieder.', [
    'Ab 200 Beschäftigten ist ein Mitglied freizustellen, ab 501 zwei, ab 901 drei. Weitere Stufen folgen für größere Betriebe.',
    'Die Freigestellten wählt der Betriebsrat in geheimer Wahl, nach Beratung mit dem Arbeitgeber. Teilfreistellungen sind möglich.',
    'Achten Sie darauf, dass Freigestellte den Anschluss an ihre berufliche Entwicklung nicht verlieren. Das Gesetz schützt sie ausdrücklich.',
  ]),
  article('Sucht am Arbeitsplatz ansprechen', 'arbeits-und-gesundheitsschutz', ['gesundheit'], 'Stufenplan und Hilfe statt Wegsehen: wie Betriebe mit Suchtproblemen umgehen.', [
    'Suchterkrankungen betreffen Beschäftigte aller Ebenen. Kolleginnen und Kollegen bemerken Veränderungen oft früh, wissen aber nicht, wie sie reagieren sollen.',
    'Ein Stufenplan in einer Betriebsvereinbarung regelt Gespräche, Hilfsangebote und Konsequenzen. Er verbindet Fürsorge mit klaren Erwartungen.',
    'Schulen Sie Führungskräfte und Betriebsratsmitglieder in der Gesprächsführung. Wer das erste Gespräch gut führt, öffnet die Tür zur Hilfe.',
  ]),
  article('Gesundheitsmanagement im Betrieb', 'arbeits-und-gesundheitsschutz', ['gesundheit'], 'Von der Obstschale zur Verhältnisprävention: wie BGM wirkt.', [
    'Betriebliches Gesundheitsmanagement ist mehr als Kursangebote. Wirksam wird es, wenn es Arbeitsbedingungen verändert.',
    'Der Betriebsrat kann über die Gefährdungsbeurteilung und die Mitbestimmung beim Gesundheitsschutz Einfluss nehmen.',
    'Verknüpfen Sie BGM mit den Ergebnissen der Gefährdungsbeurteilung, damit Maßnahmen dort ansetzen, wo Belastungen entstehen.',
  ]),
  article('Die Rolle der SBV im Betrieb', 'schwerbehindertenvertretung', ['inklusion', 'sgb-ix'], 'Wie Schwerbehindertenvertretung und Betriebsrat zusammenarbeiten.', [
    'Die Schwerbehindertenvertretung ist ein eigenständiges Organ mit eigenen Rechten nach dem SGB IX. Sie nimmt beratend an allen Betriebsratssitzungen teil.',
    'Beide Gremien haben gemeinsame Themen: Prävention, BEM, Arbeitsplatzgestaltung und Kündigungen schwerbehinderter Beschäftigter.',
    'Verabreden Sie feste Abstimmungstermine und informieren Sie sich gegenseitig über laufende Fälle.',
  ]),
  article('Inklusionsvereinbarung mit Leben füllen', 'schwerbehindertenvertretung', ['inklusion'], 'Ziele, Maßnahmen, Kontrolle: was in eine wirksame Inklusionsvereinbarung gehört.', [
    'Die Inklusionsvereinbarung nach § 166 SGB IX soll konkrete Ziele und Maßnahmen enthalten, etwa zur Beschäftigungsquote, zur Ausbildung und zur Arbeitsplatzgestaltung.',
    'Viele Vereinbarungen bleiben allgemein. Wirksam werden sie durch messbare Ziele und einen jährlichen Bericht.',
    'Nutzen Sie die Versammlung der schwerbehinderten Menschen, um Ideen für die Vereinbarung zu sammeln.',
  ]),
  article('Gleichstellung beantragen: was Beschäftigte wissen sollten', 'schwerbehindertenvertretung', ['sgb-ix'], 'Voraussetzungen und Ablauf des Gleichstellungsantrags bei der Agentur für Arbeit.', [
    'Beschäftigte mit einem GdB von 30 oder 40 können die Gleichstellung beantragen, wenn ihr Arbeitsplatz wegen der Behinderung gefährdet ist.',
    'Die Agentur für Arbeit holt Stellungnahmen von Arbeitgeber, Betriebsrat und SBV ein. Die Gleichstellung wirkt ab dem Tag des Antrags.',
    'Die SBV kann beim Antrag helfen und in ihrer Stellungnahme konkrete Belastungen am Arbeitsplatz schildern.',
  ]),
  article('JAV und Betriebsrat: ein starkes Team', 'jugend-und-ausbildung', ['ausbildung'], 'Wie die Zusammenarbeit zwischen JAV und Betriebsrat gelingt.', [
    'Die JAV kann nur über den Betriebsrat handeln. Umso wichtiger ist eine gute Abstimmung, damit Anliegen der Auszubildenden ankommen.',
    'Ein festes Betriebsratsmitglied als Ansprechperson, gemeinsame Sitzungstermine und klare Wege für Anträge helfen.',
    'Laden Sie die JAV zu allen Themen der Ausbildung ein, auch wenn sie formal nur ein Teilnahmerecht für eine Person hat.',
  ]),
  article('Übernahme nach der Ausbildung sichern', 'jugend-und-ausbildung', ['ausbildung'], 'Was JAV-Mitglieder zum Übernahmeanspruch nach § 78a BetrVG wissen müssen.', [
    'Auszubildende in der JAV oder im Betriebsrat können in den letzten drei Monaten der Ausbildung ihre Weiterbeschäftigung schriftlich verlangen.',
    'Das Verlangen begründet ein unbefristetes Arbeitsverhältnis. Der Arbeitgeber kann die Auflösung nur beim Arbeitsgericht beantragen.',
    'Setzen Sie sich eine Erinnerung für den Beginn der Dreimonatsfrist. Ein zu früh gestelltes Verlangen ist unwirksam.',
  ]),
  article('Ausbildungsqualität messen', 'jugend-und-ausbildung', ['ausbildung'], 'Mit einer Befragung der Auszubildenden Stärken und Lücken der Ausbildung sichtbar machen.', [
    'Eine regelmäßige Befragung zeigt, ob Ausbildungspläne eingehalten werden, ob Ausbildende Zeit haben und ob ausbildungsfremde Tätigkeiten vorkommen.',
    'Die JAV kann die Befragung mit dem Betriebsrat vorbereiten und die Ergebnisse in einer JAV-Versammlung vorstellen.',
    'Achten Sie auf Anonymität: In kleinen Ausbildungsjahrgängen lassen sich Antworten sonst leicht zuordnen.',
  ]),
  article('Tendenzbetrieb: eingeschränkte Rechte, nicht keine Rechte', 'mitbestimmung', ['betrvg'], 'Was in Verlagen, Verbänden und Bildungseinrichtungen für den Betriebsrat gilt.', [
    'In Tendenzbetrieben gelten die Beteiligungsrechte nur, soweit die Eigenart des Unternehmens nicht entgegensteht. Das betrifft vor allem Tendenzträger wie Redakteurinnen oder Lehrkräfte.',
    'Bei Arbeitszeit, Urlaub oder Gesundheitsschutz bleibt die Mitbestimmung meist unberührt. Einen Wirtschaftsausschuss gibt es nicht.',
    'Prüfen Sie im Einzelfall, ob eine Maßnahme die Tendenz wirklich berührt. Die Einschränkung ist die Ausnahme, nicht die Regel.',
  ]),
  article('Wahlanfechtung: Gründe und Fristen', 'betriebsratswahl', ['betriebsratswahl'], 'Wann eine Betriebsratswahl angefochten werden kann und was dann geschieht.', [
    'Die Wahl kann beim Arbeitsgericht angefochten werden, wenn gegen wesentliche Vorschriften verstoßen wurde und der Verstoß das Ergebnis beeinflussen konnte.',
    'Anfechtungsberechtigt sind drei Wahlberechtigte, eine im Betrieb vertretene Gewerkschaft oder der Arbeitgeber. Die Frist beträgt zwei Wochen ab Bekanntgabe des Ergebnisses.',
    'Bis zur rechtskräftigen Entscheidung bleibt der Betriebsrat im Amt. Wird die Anfechtung erfolgreich, wird neu gewählt.',
  ]),
  article('Personalplanung aktiv begleiten', 'mitbestimmung', ['mitbestimmung'], 'Wie der Betriebsrat seine Rechte aus §§ 92 und 92a BetrVG nutzt.', [
    'Der Arbeitgeber muss den Betriebsrat über den Personalbedarf und geplante Maßnahmen unterrichten. Das schließt Planungen zu Qualifizierung und Abbau ein.',
    'Mit § 92a BetrVG kann der Betriebsrat Vorschläge zur Beschäftigungssicherung machen, etwa Qualifizierung oder flexible Arbeitszeit. Der Arbeitgeber muss sie beraten und eine Ablehnung begründen.',
    'Bitten Sie um eine jährliche Personalplanung mit Zahlen je Bereich. So werden Entwicklungen vergleichbar.',
  ]),
  article('Betriebsrat gründen: die ersten Schritte', 'betriebsratswahl', ['betriebsratswahl'], 'Wie Beschäftigte in einem Betrieb ohne Betriebsrat eine Wahl einleiten.', [
    'In einem Betrieb ohne Betriebsrat können drei Wahlberechtigte oder eine im Betrieb vertretene Gewerkschaft zu einer Wahlversammlung einladen. Dort wird der Wahlvorstand gewählt.',
    'Die Einladenden genießen einen besonderen Kündigungsschutz, sobald sie eine öffentlich beglaubigte Erklärung über die Absicht abgegeben haben, einen Betriebsrat zu gründen.',
    'Suchen Sie sich früh Unterstützung bei einer Gewerkschaft oder einer Beratung. Formfehler bei der ersten Wahl lassen sich vermeiden.',
  ]),
];
