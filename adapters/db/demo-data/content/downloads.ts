import { heading, list, paragraph, quote, type ContentBody } from '../../../../application/content/content-blocks';
import { GENERATED_FROM_CATALOGUE, type DownloadTable } from '../../../../application/content/content-details.codecs';

export interface DownloadText {
  readonly title: string;
  readonly teaser: string;
  readonly fileName: string;
  /** The size of the file the site generates from this text (the card shows it). */
  readonly sizeBytes: number;
  readonly fileKind: 'pdf' | 'docx' | 'xlsx' | 'pptx';
  readonly topic: string;
  /** The document's text: the file (PDF, Word, Excel or PowerPoint) is generated from it. */
  readonly body: ContentBody;
  readonly table?: DownloadTable;
  /** The file is not written from this text but from the seminar catalogue (its size varies with it). */
  readonly generatedFrom?: typeof GENERATED_FROM_CATALOGUE;
}

/** Placeholders a works council fills in, written as the templates of the trade write them. */
const FIRMA = '[Name des Unternehmens]';

export const DOWNLOAD_TEXTS: readonly DownloadText[] = [
  {
    title: 'Musterbeschluss Seminarteilnahme',
    teaser: 'Vorlage für den Beschluss über die Teilnahme an einer Schulung nach § 37 Abs. 6 BetrVG.',
    fileName: 'musterbeschluss-seminarteilnahme.docx',
    sizeBytes: 3_768,
    fileKind: 'docx',
    topic: 'betriebsratsarbeit',
    body: [
      heading('Beschluss des Betriebsrats'),
      paragraph(`Der Betriebsrat der ${FIRMA} hat in seiner ordnungsgemäß einberufenen Sitzung am [Datum] bei Anwesenheit von [Anzahl] Mitgliedern mit [Anzahl] Ja-Stimmen, [Anzahl] Nein-Stimmen und [Anzahl] Enthaltungen beschlossen:`),
      list([
        'Das Betriebsratsmitglied [Vorname Name] nimmt vom [Datum] bis zum [Datum] am Seminar „[Seminartitel]“ in [Ort] teil.',
        'Die Schulung vermittelt Kenntnisse, die für die Arbeit des Betriebsrats erforderlich sind (§ 37 Abs. 6 BetrVG).',
        'Die Kosten der Schulung, der Reise, der Unterkunft und der Verpflegung trägt der Arbeitgeber (§ 40 Abs. 1 BetrVG).',
        'Für die Dauer der Schulung vertritt das Ersatzmitglied [Vorname Name].',
      ]),
      heading('Begründung der Erforderlichkeit'),
      paragraph('Das Mitglied ist [erstmals gewählt / neu im Ausschuss für …] und braucht die Grundkenntnisse für die anstehenden Aufgaben des Gremiums, insbesondere [konkreter betrieblicher Anlass].'),
      heading('Hinweise zur Verwendung'),
      list([
        'Fassen Sie den Beschluss vor der Schulung, in einer Sitzung mit ordnungsgemäßer Einladung und Tagesordnung.',
        'Teilen Sie dem Arbeitgeber die Teilnahme und die zeitliche Lage rechtzeitig mit (§ 37 Abs. 6 Satz 4 BetrVG).',
        'Nehmen Sie den Beschluss mit dem Abstimmungsergebnis in die Sitzungsniederschrift auf.',
      ]),
    ],
  },
  {
    title: 'Fristenrechner Betriebsratswahl',
    teaser: 'Tabelle mit allen Fristen der Wahl, rückwärts vom Wahltag berechnet.',
    fileName: 'fristenrechner-betriebsratswahl.xlsx',
    sizeBytes: 3_914,
    fileKind: 'xlsx',
    topic: 'betriebsratswahl',
    body: [
      paragraph('Die Tabelle zählt vom ersten Tag der Stimmabgabe (Tag 0) zurück und nach vorn. Negative Zahlen liegen vor dem Wahltag, positive danach.'),
      heading('Hinweise'),
      list([
        'Die Fristen gelten für das normale Wahlverfahren; im vereinfachten Wahlverfahren sind sie kürzer.',
        'Fällt ein Fristende auf einen Sonn- oder Feiertag, endet die Frist am nächsten Werktag.',
        'Die Bestellung des Wahlvorstands richtet sich nach dem Ende der Amtszeit; die Tabelle nimmt an, dass der Wahltag auf dieses Ende fällt.',
      ]),
    ],
    table: {
      name: 'Fristen',
      columns: ['Schritt', 'Tage zum Wahltag', 'Rechtsgrundlage'],
      rows: [
        ['Wahlvorstand bestellen (spätestens)', -70, '§ 16 Abs. 1 BetrVG'],
        ['Wahlausschreiben erlassen (spätestens)', -42, '§ 3 Abs. 1 WO'],
        ['Einsprüche gegen die Wählerliste (bis)', -28, '§ 4 Abs. 1 WO'],
        ['Wahlvorschläge einreichen (bis)', -28, '§ 6 Abs. 1 WO'],
        ['Wahlvorschläge bekannt machen (spätestens)', -7, '§ 10 Abs. 2 WO'],
        ['Stimmabgabe', 0, '§ 12 WO'],
        ['Konstituierende Sitzung einberufen (spätestens)', 7, '§ 29 Abs. 1 BetrVG'],
        ['Anfechtung der Wahl (bis, ab Bekanntgabe des Ergebnisses)', 14, '§ 19 Abs. 2 BetrVG'],
      ],
    },
  },
  {
    title: 'Checkliste Anhörung zur Kündigung',
    teaser: 'Alle Prüfschritte für die Wochenfrist auf einer Seite.',
    fileName: 'checkliste-anhoerung-kuendigung.pdf',
    sizeBytes: 2_629,
    fileKind: 'pdf',
    topic: 'kuendigung-und-arbeitsvertrag',
    body: [
      heading('Prüfschritte'),
      list([
        'Eingang der Anhörung mit Datum und Uhrzeit festhalten.',
        'Fristende berechnen und im Kalender eintragen.',
        'Vollständigkeit prüfen: Person, Kündigungsart, Termin, Gründe, Sozialdaten.',
        'Mit der betroffenen Person sprechen.',
        'In einer Sitzung beraten und beschließen.',
        'Bedenken oder Widerspruch schriftlich und begründet mitteilen.',
      ]),
      heading('Fristen'),
      list(['Ordentliche Kündigung: eine Woche (§ 102 Abs. 2 Satz 1 BetrVG).', 'Außerordentliche Kündigung: drei Tage (§ 102 Abs. 2 Satz 3 BetrVG).']),
    ],
  },
  {
    title: 'Mustervereinbarung mobile Arbeit',
    teaser: 'Eine Betriebsvereinbarung mit Erläuterungen zu jeder Regelung.',
    fileName: 'mustervereinbarung-mobile-arbeit.docx',
    sizeBytes: 3_742,
    fileKind: 'docx',
    topic: 'arbeitszeit-und-urlaub',
    body: [
      paragraph(`Zwischen der ${FIRMA} und dem Betriebsrat wird folgende Betriebsvereinbarung geschlossen.`),
      heading('§ 1 Geltungsbereich'),
      paragraph('Die Vereinbarung gilt für alle Beschäftigten, deren Tätigkeit sich für mobiles Arbeiten eignet.'),
      quote('Erläuterung: Legen Sie fest, wer über die Eignung entscheidet und wie eine Ablehnung begründet wird.'),
      heading('§ 2 Freiwilligkeit'),
      paragraph('Mobiles Arbeiten ist freiwillig. Beschäftigte können jederzeit an ihren betrieblichen Arbeitsplatz zurückkehren.'),
      quote('Erläuterung: Ausgestaltung und Umfang mobiler Arbeit unterliegen der Mitbestimmung nach § 87 Abs. 1 Nr. 14 BetrVG.'),
      heading('§ 3 Arbeitszeit und Erreichbarkeit'),
      paragraph('Es gelten die Regelungen zur Arbeitszeit des Betriebs. Außerhalb der vereinbarten Zeiten besteht keine Pflicht zur Erreichbarkeit.'),
      heading('§ 4 Arbeitsmittel'),
      paragraph('Der Arbeitgeber stellt die nötigen Arbeitsmittel und trägt ihre Kosten.'),
      heading('§ 5 Datenschutz und Leistungskontrolle'),
      paragraph('Die eingesetzte Technik wird nicht zur Leistungs- oder Verhaltenskontrolle genutzt.'),
      quote('Erläuterung: Technische Einrichtungen zur Überwachung sind mitbestimmt (§ 87 Abs. 1 Nr. 6 BetrVG).'),
      heading('§ 6 Inkrafttreten und Kündigung'),
      paragraph('Die Vereinbarung tritt am [Datum] in Kraft und kann mit einer Frist von drei Monaten gekündigt werden. Sie wirkt bis zum Abschluss einer neuen Vereinbarung nach.'),
    ],
  },
  {
    title: 'Seminarkatalog als PDF',
    teaser: 'Alle Seminare des Jahres zum Durchblättern.',
    fileName: 'seminarkatalog.pdf',
    // Stored for the record only: readers get the size measured from the generated catalogue (download-sizes.ts).
    sizeBytes: 2_077,
    fileKind: 'pdf',
    topic: 'betriebsratsarbeit',
    body: [],
    generatedFrom: GENERATED_FROM_CATALOGUE,
  },
  {
    title: 'Präsentation Tätigkeitsbericht',
    teaser: 'Folienvorlage für den Bericht auf der Betriebsversammlung.',
    fileName: 'vorlage-taetigkeitsbericht.pptx',
    sizeBytes: 12_275,
    fileKind: 'pptx',
    topic: 'betriebsratsarbeit',
    body: [
      heading('Das Gremium'),
      list(['Mitglieder und Ausschüsse', 'Sitzungen im Berichtszeitraum: [Anzahl]', 'Schulungen der Mitglieder: [Anzahl]']),
      heading('Was wir erreicht haben'),
      list(['[Ergebnis 1, z. B. neue Betriebsvereinbarung]', '[Ergebnis 2]', '[Ergebnis 3]']),
      heading('Mitbestimmung im Berichtszeitraum'),
      list(['Personelle Einzelmaßnahmen: [Anzahl]', 'Anhörungen zu Kündigungen: [Anzahl]', 'Verhandlungen: [Themen]']),
      heading('Ausblick'),
      list(['Themen der nächsten Monate', 'Ihre Anliegen an den Betriebsrat']),
      heading('Ihre Fragen'),
      paragraph('Sprechen Sie uns an: in der Sprechstunde, per E-Mail oder im Betriebsratsbüro.'),
    ],
  },
];
