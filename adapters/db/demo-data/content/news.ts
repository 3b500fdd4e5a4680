import type { TagSlug } from './tags';

/** A news item: short, dated, with a text version for the PDF (/news/pdf/{x}). */
export interface NewsText {
  readonly title: string;
  readonly teaser: string;
  readonly paragraphs: readonly string[];
  readonly topic: string;
  readonly tags: readonly TagSlug[];
}

const news = (title: string, topic: string, tags: readonly TagSlug[], teaser: string, paragraphs: readonly string[]): NewsText => ({
  title,
  teaser,
  paragraphs,
  topic,
  tags,
});

export const NEWS_TEXTS: readonly NewsText[] = [
  news('Neue Seminarreihe für Wahlvorstände', 'betriebsratswahl', ['betriebsratswahl', 'schulung'], 'Ab sofort bieten wir kompakte Seminare für Wahlvorstände an, online und in Präsenz.', [
    'Die Seminare führen in einem Tag durch alle Schritte der Betriebsratswahl, vom Wahlausschreiben bis zur Bekanntgabe des Ergebnisses.',
    'Teilnehmende erhalten einen Fristenrechner und Musterformulare für das normale und das vereinfachte Wahlverfahren.',
  ]),
  news('Arbeitszeiterfassung: Gesetzentwurf in der Diskussion', 'arbeitszeit-und-urlaub', ['arbeitszeit'], 'Die Diskussion über eine gesetzliche Regelung der Zeiterfassung geht weiter.', [
    'Im Mittelpunkt stehen die Form der Aufzeichnung und Ausnahmen für kleinere Betriebe und bestimmte Beschäftigtengruppen.',
    'Für Betriebsräte bleibt wichtig: Bei der Ausgestaltung elektronischer Systeme bestehen Mitbestimmungsrechte.',
  ]),
  news('Fachtagung Betriebsratsarbeit: Anmeldung geöffnet', 'betriebsratsarbeit', ['schulung'], 'Zwei Tage Vorträge, Foren und Austausch für Betriebsrätinnen und Betriebsräte.', [
    'Auf dem Programm stehen aktuelle Rechtsprechung, Digitalisierung und Gesundheit im Betrieb.',
    'Die Teilnahme ist nach § 37 Abs. 6 BetrVG möglich, wenn der Betriebsrat die Erforderlichkeit beschließt.',
  ]),
  news('Neues Praxishandbuch zur Gefährdungsbeurteilung', 'arbeits-und-gesundheitsschutz', ['gesundheit'], 'Ein Leitfaden mit Checklisten für die Beurteilung psychischer Belastungen steht zum Download bereit.', [
    'Das Handbuch erklärt Methoden, Beteiligung der Beschäftigten und die Ableitung von Maßnahmen.',
    'Es enthält eine Mustervereinbarung, die Betriebsräte an ihren Betrieb anpassen können.',
  ]),
  news('Mindestausbildungsvergütung steigt', 'jugend-und-ausbildung', ['ausbildung', 'entgelt'], 'Zum neuen Ausbildungsjahr gelten höhere Mindestbeträge für Auszubildende.', [
    'Die Mindestvergütung wird jährlich angepasst und steigt in jedem Ausbildungsjahr weiter an.',
    'JAVen sollten prüfen, ob die Vergütungen im Betrieb die neuen Beträge erreichen, sofern kein Tarifvertrag gilt.',
  ]),
  news('SBV-Wahlen: Material für Wahlvorstände', 'schwerbehindertenvertretung', ['inklusion'], 'Für die Wahl der Schwerbehindertenvertretung stehen Musterschreiben und ein Zeitplan bereit.', [
    'Die Materialien decken das förmliche und das vereinfachte Wahlverfahren ab.',
    'Die regelmäßigen Wahlen finden vom 1. Oktober bis 30. November statt.',
  ]),
  news('Online-Seminare jetzt mit Live-Untertiteln', 'betriebsratsarbeit', ['schulung', 'inklusion'], 'Unsere Online-Seminare bieten auf Wunsch Live-Untertitel an.', [
    'Damit können auch hörbeeinträchtigte Teilnehmende ohne Einschränkung an allen Online-Veranstaltungen teilnehmen.',
    'Bitte geben Sie den Bedarf bei der Anmeldung an.',
  ]),
  news('KI-Verordnung: Pflichten für Arbeitgeber', 'digitalisierung-und-datenschutz', ['kuenstliche-intelligenz'], 'Die europäische KI-Verordnung stellt besondere Anforderungen an KI im Personalbereich.', [
    'Systeme zur Auswahl von Bewerbungen oder zur Leistungsbewertung gelten als Hochrisiko-Systeme mit besonderen Pflichten.',
    'Arbeitgeber müssen Beschäftigtenvertretungen vor dem Einsatz solcher Systeme informieren. Die Mitbestimmung nach dem BetrVG bleibt unberührt.',
  ]),
  news('Neue Termine für Wirtschaftsausschuss-Seminare', 'wirtschaftliche-angelegenheiten', ['schulung'], 'Die Seminare zum Wirtschaftsausschuss finden im kommenden Halbjahr an neuen Orten statt.', [
    'Neben den Grundlagenseminaren gibt es eine Vertiefung zur Bilanzanalyse.',
    'Alle Termine finden Sie im Seminarkatalog.',
  ]),
  news('Gesundheitstag für Betriebsräte', 'arbeits-und-gesundheitsschutz', ['gesundheit'], 'Ein Tag zu Stress, Belastung und Selbstfürsorge in der Betriebsratsarbeit.', [
    'Betriebsratsarbeit ist anspruchsvoll. Der Gesundheitstag zeigt, wie Gremien ihre eigene Belastung im Blick behalten.',
    'Die Veranstaltung findet online statt und ist kostenfrei.',
  ]),
  news('Entgelttransparenz: neue EU-Vorgaben', 'entgelt-und-eingruppierung', ['entgelt'], 'Die EU-Entgelttransparenzrichtlinie muss in deutsches Recht umgesetzt werden.', [
    'Sie erweitert Auskunftsrechte, verlangt Berichte über Entgeltunterschiede und stärkt die Rolle der Arbeitnehmervertretungen.',
    'Betriebsräte können sich schon jetzt vorbereiten, indem sie die Entgeltstrukturen im Betrieb analysieren.',
  ]),
  news('Betriebsratsmodernisierung: die Änderungen im Überblick', 'betriebsratsarbeit', ['betrvg'], 'Videokonferenzen, KI-Sachverständige, mobile Arbeit: was sich für Betriebsräte geändert hat.', [
    'Sitzungen per Video sind unter bestimmten Voraussetzungen zulässig, wenn die Geschäftsordnung das vorsieht.',
    'Neu sind außerdem das Mitbestimmungsrecht bei mobiler Arbeit und die Regelung zum Datenschutz in § 79a BetrVG.',
  ]),
  news('Seminarkatalog für das neue Jahr erschienen', 'betriebsratsarbeit', ['schulung'], 'Über 70 Seminarthemen für Betriebsräte, SBV und JAV.', [
    'Neu im Programm sind Seminare zu künstlicher Intelligenz, Entgelttransparenz und Konfliktlotsen.',
    'Den Katalog können Sie als PDF herunterladen oder kostenlos in gedruckter Form bestellen.',
  ]),
  news('Inhouse-Seminare für ganze Gremien', 'betriebsratsarbeit', ['schulung'], 'Wir schulen Ihr Gremium auch direkt bei Ihnen vor Ort.', [
    'Inhouse-Seminare werden auf die Themen und Fragen Ihres Betriebs zugeschnitten.',
    'Fragen Sie ein unverbindliches Angebot über unser Kontaktformular an.',
  ]),
  news('Hitzeschutz am Arbeitsplatz', 'arbeits-und-gesundheitsschutz', ['gesundheit'], 'Mit den Temperaturen steigen die Anforderungen an den Arbeitsschutz.', [
    'Ab 26 Grad Raumtemperatur sollen Arbeitgeber Maßnahmen ergreifen, ab 30 Grad müssen sie handeln.',
    'Betriebsräte können über die Gefährdungsbeurteilung und § 87 Abs. 1 Nr. 7 BetrVG konkrete Maßnahmen einfordern.',
  ]),
  news('Neue Videoreihe: Mitbestimmung in drei Minuten', 'mitbestimmung', ['mitbestimmung'], 'Kurze Erklärvideos zu den wichtigsten Beteiligungsrechten.', [
    'Jede Folge erklärt ein Mitbestimmungsrecht an einem Beispiel aus dem Betriebsalltag.',
    'Die Videos finden Sie in unserer Mediathek und auf unserem Videokanal.',
  ]),
  news('Urlaubsverfall: Hinweispflicht des Arbeitgebers', 'arbeitszeit-und-urlaub', ['urlaub'], 'Urlaub verfällt nur, wenn der Arbeitgeber rechtzeitig auf den Verfall hingewiesen hat.', [
    'Der Hinweis muss konkret und rechtzeitig erfolgen, damit Beschäftigte den Urlaub noch nehmen können.',
    'Betriebsräte sollten prüfen, ob und wie im Betrieb auf Resturlaub hingewiesen wird.',
  ]),
  news('Webinar: Sozialplan kompakt', 'wirtschaftliche-angelegenheiten', ['betriebsaenderung'], 'In 90 Minuten die Grundlagen des Sozialplans kennenlernen.', [
    'Das Webinar richtet sich an Betriebsräte, die vor Verhandlungen über eine Betriebsänderung stehen.',
    'Die Teilnahme ist kostenfrei; die Zahl der Plätze ist begrenzt.',
  ]),
  news('Datenschutz im Betriebsratsbüro', 'digitalisierung-und-datenschutz', ['datenschutz'], 'Eine Checkliste hilft, das Betriebsratsbüro datenschutzgerecht zu organisieren.', [
    'Sie behandelt Ablage, Zugriffsrechte, E-Mail-Verkehr und Löschfristen.',
    'Die Checkliste steht im Downloadbereich zur Verfügung.',
  ]),
  news('Neu: Ausbildung zum Konfliktlotsen', 'mobbing-und-gleichbehandlung', ['schulung'], 'In drei Modulen lernen Betriebsratsmitglieder, Konflikte im Betrieb zu moderieren.', [
    'Die Ausbildung verbindet Kommunikation, Mediation und rechtliche Grundlagen.',
    'Sie schließt mit einem Zertifikat ab.',
  ]),
  news('JAV-Wahlen: Jetzt vorbereiten', 'jugend-und-ausbildung', ['ausbildung'], 'Die regelmäßigen JAV-Wahlen finden vom 1. Oktober bis 30. November statt.', [
    'Der Betriebsrat bestellt den Wahlvorstand und sorgt für einen reibungslosen Ablauf.',
    'Unsere Seminare für JAV-Wahlvorstände helfen bei der Vorbereitung.',
  ]),
  news('Barrierefreiheit in Seminarhotels', 'schwerbehindertenvertretung', ['inklusion'], 'Unsere Seminarhotels informieren jetzt ausführlich über Barrierefreiheit.', [
    'Auf den Hotelseiten finden Sie Angaben zu Zugängen, Zimmern und Seminarräumen.',
    'Bei besonderen Bedürfnissen beraten wir Sie gern vor der Buchung.',
  ]),
  news('Neue Musterbetriebsvereinbarung Homeoffice', 'arbeitszeit-und-urlaub', ['homeoffice', 'betriebsvereinbarung'], 'Ein Muster mit Erläuterungen für die Ausgestaltung mobiler Arbeit.', [
    'Das Muster deckt Erreichbarkeit, Ausstattung, Arbeitsschutz und Datenschutz ab.',
    'Es eignet sich als Verhandlungsgrundlage und sollte an den Betrieb angepasst werden.',
  ]),
  news('Betriebsräte im Mittelstand: Umfrage gestartet', 'betriebsratsarbeit', [], 'Wir fragen Betriebsräte in kleinen und mittleren Betrieben nach ihren Erfahrungen.', [
    'Die Umfrage dauert etwa zehn Minuten und ist anonym.',
    'Die Ergebnisse veröffentlichen wir im Frühjahr.',
  ]),
  news('Podcast: Folge zur Einigungsstelle', 'einigungsstelle-und-konflikt', ['einigungsstelle'], 'Eine erfahrene Einigungsstellenvorsitzende berichtet aus der Praxis.', [
    'Sie erklärt, wie man sich vorbereitet und warum ein eigener Regelungsentwurf so wichtig ist.',
    'Die Folge ist auf allen gängigen Plattformen verfügbar.',
  ]),
  news('Seminare zum Beschäftigtendatenschutz ausgebaut', 'digitalisierung-und-datenschutz', ['datenschutz', 'schulung'], 'Mehr Termine und ein neues Aufbauseminar.', [
    'Das Aufbauseminar behandelt Auskunftsrechte, Videoüberwachung und Datenübermittlungen in Konzernen.',
    'Alle Termine stehen im Seminarkatalog.',
  ]),
  news('Elternzeit und Betriebsratsamt', 'betriebsratsarbeit', ['betrvg'], 'Wer in Elternzeit geht, bleibt Mitglied des Betriebsrats.', [
    'Während der Elternzeit ist das Mitglied in der Regel zeitweilig verhindert; ein Ersatzmitglied rückt vorübergehend nach.',
    'Die Teilnahme an Sitzungen bleibt möglich, wenn das Mitglied es wünscht.',
  ]),
  news('Neue Online-Sprechstunde für SBV', 'schwerbehindertenvertretung', ['sgb-ix'], 'Vertrauenspersonen können Fragen an unsere Referentinnen und Referenten stellen.', [
    'Die Sprechstunde findet monatlich online statt.',
    'Die Teilnahme ist für Seminarteilnehmende kostenfrei.',
  ]),
  news('Kurzarbeit: Rechte des Betriebsrats', 'arbeitszeit-und-urlaub', ['arbeitszeit', 'mitbestimmung'], 'Die Einführung von Kurzarbeit ist mitbestimmungspflichtig.', [
    'Nach § 87 Abs. 1 Nr. 3 BetrVG bestimmt der Betriebsrat über die vorübergehende Verkürzung der Arbeitszeit mit.',
    'Eine Betriebsvereinbarung regelt Umfang, betroffene Bereiche, Ankündigungsfristen und Aufstockung.',
  ]),
  news('Rechtsprechungsupdate zum Jahresbeginn', 'betriebsratsarbeit', ['rechtsprechung'], 'Die wichtigsten Entscheidungen des vergangenen Jahres für Betriebsräte.', [
    'Das Update fasst Entscheidungen zu Schulungskosten, Mitbestimmung bei Software und Kündigungsschutz zusammen.',
    'Die Zusammenfassungen finden Sie im Bereich Rechtsprechung.',
  ]),
];
