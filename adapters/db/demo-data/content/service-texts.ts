import type { Product } from '../../../../application/content/content-kind';
import { ELECTION_NEWS_CATEGORIES, type JobCategory } from '../../../../application/content/content-categories';
import type { TagSlug } from './tags';

/** The smaller kinds: a few hand-written items each. */

export interface InterviewText {
  readonly title: string;
  readonly interviewee: string;
  readonly intervieweeRole: string;
  readonly teaser: string;
  /** Alternating question and answer. */
  readonly dialogue: readonly (readonly [question: string, answer: string])[];
  readonly topic: string;
  readonly tags: readonly TagSlug[];
}

export const INTERVIEW_TEXTS: readonly InterviewText[] = [
  {
    title: '„Eine gute Betriebsvereinbarung ist verständlich“',
    interviewee: 'Sabine Kortmann',
    intervieweeRole: 'Betriebsratsvorsitzende in einem Logistikunternehmen',
    teaser: 'Wie ein Betriebsrat mit 15 Mitgliedern seine Vereinbarungen verhandelt und im Betrieb bekannt macht.',
    dialogue: [
      ['Frau Kortmann, wie beginnen Sie eine Verhandlung?', 'Mit einem eigenen Entwurf. Wir sammeln vorher, was die Kolleginnen und Kollegen brauchen, und schreiben das in klare Regeln.'],
      ['Was ist Ihnen beim Text wichtig?', 'Dass jemand ohne juristische Vorbildung verstehen kann, was gilt. Sonst nützt die beste Regelung nichts.'],
      ['Und nach der Unterschrift?', 'Stellen wir jede Vereinbarung auf der Betriebsversammlung vor und beantworten Fragen in der Sprechstunde.'],
    ],
    topic: 'mitbestimmung',
    tags: ['betriebsvereinbarung'],
  },
  {
    title: '„Die SBV braucht einen langen Atem“',
    interviewee: 'Mehmet Aydın',
    intervieweeRole: 'Vertrauensperson der schwerbehinderten Menschen',
    teaser: 'Über Prävention, Gleichstellungsanträge und die Zusammenarbeit mit dem Betriebsrat.',
    dialogue: [
      ['Herr Aydın, was beschäftigt Sie am meisten?', 'Arbeitsplätze zu erhalten, wenn sich die Gesundheit verändert. Dafür muss man früh ansetzen, nicht erst, wenn eine Kündigung im Raum steht.'],
      ['Wie gelingt das?', 'Mit dem Präventionsverfahren und einem guten BEM. Und mit Geduld: Anpassungen am Arbeitsplatz dauern oft Monate.'],
      ['Was raten Sie neuen Vertrauenspersonen?', 'Schulungen früh besuchen und ein Netzwerk mit anderen SBVen aufbauen.'],
    ],
    topic: 'schwerbehindertenvertretung',
    tags: ['inklusion', 'sgb-ix'],
  },
  {
    title: '„Wir haben die Übernahme gemeinsam durchgesetzt“',
    interviewee: 'Lena Brückner',
    intervieweeRole: 'Vorsitzende einer Jugend- und Auszubildendenvertretung',
    teaser: 'Wie eine JAV mit dem Betriebsrat eine Übernahmeregelung für alle Auszubildenden erreicht hat.',
    dialogue: [
      ['Frau Brückner, wie kam es zu der Regelung?', 'Viele Auszubildende wussten bis kurz vor der Prüfung nicht, ob sie bleiben können. Das haben wir in einer Befragung sichtbar gemacht.'],
      ['Welche Rolle spielte der Betriebsrat?', 'Eine entscheidende. Wir haben zusammen einen Entwurf geschrieben, und der Betriebsrat hat ihn verhandelt.'],
      ['Was haben Sie daraus gelernt?', 'Dass Zahlen überzeugen. Ohne die Befragung hätte uns niemand zugehört.'],
    ],
    topic: 'jugend-und-ausbildung',
    tags: ['ausbildung'],
  },
  {
    title: '„KI ist kein Thema nur für die IT“',
    interviewee: 'Dr. Thomas Wendler',
    intervieweeRole: 'Sachverständiger für Technikgestaltung',
    teaser: 'Warum Betriebsräte sich früh mit KI-Systemen befassen sollten.',
    dialogue: [
      ['Herr Dr. Wendler, wo begegnet Betriebsräten KI heute?', 'Überall dort, wo Software Texte schreibt, Bewerbungen sortiert oder Arbeit verteilt. Oft steckt sie in Programmen, die schon im Einsatz sind.'],
      ['Was sollte der Betriebsrat zuerst tun?', 'Sich einen Überblick verschaffen: Welche Systeme gibt es, welche Daten nutzen sie, wer entscheidet über ihre Ergebnisse?'],
      ['Und dann?', 'Klare Regeln vereinbaren, insbesondere dass Entscheidungen über Menschen von Menschen getroffen werden.'],
    ],
    topic: 'digitalisierung-und-datenschutz',
    tags: ['kuenstliche-intelligenz'],
  },
];

export interface FaqText {
  readonly question: string;
  readonly answer: readonly string[];
  readonly topic: string;
}

export const FAQ_TEXTS: readonly FaqText[] = [
  { question: 'Wer trägt die Kosten eines Betriebsratsseminars?', answer: ['Bei Seminaren, die für die Betriebsratsarbeit erforderliche Kenntnisse vermitteln, trägt der Arbeitgeber die Seminargebühren, Reise- und Übernachtungskosten (§ 40 BetrVG in Verbindung mit § 37 Abs. 6 BetrVG).'], topic: 'betriebsratsarbeit' },
  { question: 'Wie melde ich mich zu einem Seminar an?', answer: ['Nach dem Beschluss des Betriebsrats können Sie direkt online buchen oder einen Platz reservieren. Die Wahl zwischen Buchung und Reservierung treffen Sie im Warenkorb für jede teilnehmende Person.'], topic: 'betriebsratsarbeit' },
  { question: 'Brauche ich für die Teilnahme einen Betriebsratsbeschluss?', answer: ['Ja. Über die Teilnahme an Schulungen entscheidet der Betriebsrat durch Beschluss. Er legt fest, wer an welchem Seminar teilnimmt, und teilt das dem Arbeitgeber rechtzeitig mit.'], topic: 'betriebsratsarbeit' },
  { question: 'Kann ich ein Seminar kostenfrei stornieren?', answer: ['Reservierungen können Sie bis zum Ablauf der Reservierungsfrist kostenfrei freigeben. Für Buchungen gelten die Stornobedingungen in unseren Geschäftsbedingungen.'], topic: 'betriebsratsarbeit' },
  { question: 'Gibt es Seminare auch online?', answer: ['Ja. Viele Themen bieten wir als Online-Seminar an. Sie brauchen nur einen Rechner mit Kamera, Mikrofon und stabiler Internetverbindung.'], topic: 'betriebsratsarbeit' },
  { question: 'Haben Ersatzmitglieder einen Schulungsanspruch?', answer: ['Ersatzmitglieder, die häufig nachrücken oder dauerhaft vertreten, können einen Anspruch auf erforderliche Schulungen haben. Entscheidend ist, ob sie die Kenntnisse für ihre Betriebsratsarbeit benötigen.'], topic: 'betriebsratsarbeit' },
  { question: 'Erhalte ich eine Teilnahmebescheinigung?', answer: ['Ja. Nach jedem Seminar erhalten Sie eine Teilnahmebescheinigung, bei Ausbildungsreihen zusätzlich ein Zertifikat.'], topic: 'betriebsratsarbeit' },
  { question: 'Welche Schulungen stehen der SBV zu?', answer: ['Die Vertrauensperson und das erste stellvertretende Mitglied haben nach § 179 Abs. 4 SGB IX Anspruch auf Schulungen, die Kenntnisse für die SBV-Arbeit vermitteln. Die Kosten trägt der Arbeitgeber.'], topic: 'schwerbehindertenvertretung' },
];

export interface GuideText {
  readonly title: string;
  readonly teaser: string;
  readonly steps: readonly string[];
  readonly topic: string;
  readonly tags: readonly TagSlug[];
}

export const GUIDE_TEXTS: readonly GuideText[] = [
  {
    title: 'Leitfaden: Neu im Betriebsrat',
    teaser: 'Die ersten hundert Tage im Amt: was neue Mitglieder wissen und tun sollten.',
    steps: ['Lesen Sie die Geschäftsordnung und die geltenden Betriebsvereinbarungen.', 'Besuchen Sie zeitnah ein Grundlagenseminar zum Betriebsverfassungsrecht.', 'Lassen Sie sich von erfahrenen Mitgliedern in die laufenden Themen einführen.', 'Vereinbaren Sie feste Zeiten für Betriebsratsarbeit mit Ihrer Führungskraft.'],
    topic: 'betriebsratsarbeit',
    tags: ['schulung'],
  },
  {
    title: 'Leitfaden: Betriebsvereinbarung verhandeln',
    teaser: 'Von der Bestandsaufnahme bis zur Unterschrift in sechs Schritten.',
    steps: ['Regelungsbedarf mit den Beschäftigten klären.', 'Rechtslage und Mitbestimmungsrechte prüfen.', 'Eigenen Entwurf schreiben.', 'Verhandlungsstrategie im Gremium beschließen.', 'Verhandeln und Zwischenergebnisse protokollieren.', 'Beschluss fassen, unterzeichnen und bekannt machen.'],
    topic: 'mitbestimmung',
    tags: ['betriebsvereinbarung'],
  },
  {
    title: 'Leitfaden: Anhörung zur Kündigung',
    teaser: 'Wie der Betriebsrat eine Anhörung in der Wochenfrist sorgfältig bearbeitet.',
    steps: ['Eingangsdatum festhalten und Fristende berechnen.', 'Vollständigkeit der Mitteilung prüfen.', 'Mit der betroffenen Person sprechen.', 'In der Sitzung beraten und beschließen.', 'Stellungnahme oder Widerspruch fristgerecht schriftlich abgeben.'],
    topic: 'kuendigung-und-arbeitsvertrag',
    tags: ['kuendigung'],
  },
  {
    title: 'Leitfaden: Gefährdungsbeurteilung mitgestalten',
    teaser: 'Wie der Betriebsrat die Gefährdungsbeurteilung von Anfang an mitbestimmt.',
    steps: ['Bestehende Beurteilungen anfordern und sichten.', 'Vorgehen und Methode mit dem Arbeitgeber vereinbaren.', 'Beschäftigte beteiligen.', 'Maßnahmen mit Verantwortlichen und Fristen festlegen.', 'Wirksamkeit prüfen und Beurteilung fortschreiben.'],
    topic: 'arbeits-und-gesundheitsschutz',
    tags: ['gesundheit'],
  },
];

export interface VideoText {
  readonly section: 'za' | 'youtube';
  readonly title: string;
  readonly teaser: string;
  readonly durationSeconds: number;
  readonly videoId: string;
  readonly topic: string;
}

export const VIDEO_TEXTS: readonly VideoText[] = [
  { section: 'za', title: 'Mitbestimmung in drei Minuten: Arbeitszeit', teaser: 'Was § 87 Abs. 1 Nr. 2 BetrVG für Schichtpläne bedeutet.', durationSeconds: 184, videoId: 'za-1001', topic: 'arbeitszeit-und-urlaub' },
  { section: 'za', title: 'Mitbestimmung in drei Minuten: Software', teaser: 'Warum fast jede Software der Mitbestimmung unterliegt.', durationSeconds: 197, videoId: 'za-1002', topic: 'digitalisierung-und-datenschutz' },
  { section: 'za', title: 'Die Einigungsstelle erklärt', teaser: 'Ablauf, Besetzung und Spruch der Einigungsstelle.', durationSeconds: 412, videoId: 'za-1003', topic: 'einigungsstelle-und-konflikt' },
  { section: 'za', title: 'Schulungsanspruch des Betriebsrats', teaser: 'Erforderliche und geeignete Schulungen im Vergleich.', durationSeconds: 265, videoId: 'za-1004', topic: 'betriebsratsarbeit' },
  { section: 'youtube', title: 'Betriebsratswahl: der Zeitplan', teaser: 'Alle Fristen der Wahl im Überblick.', durationSeconds: 348, videoId: 'Br7dEm0Wahl', topic: 'betriebsratswahl' },
  { section: 'youtube', title: 'Was macht die SBV?', teaser: 'Aufgaben der Schwerbehindertenvertretung in fünf Minuten.', durationSeconds: 301, videoId: 'SbV5Min0Dem', topic: 'schwerbehindertenvertretung' },
  { section: 'youtube', title: 'JAV: Rechte der Jugend- und Auszubildendenvertretung', teaser: 'Teilnahme, Stimmrecht und Übernahmeanspruch.', durationSeconds: 276, videoId: 'JaV0Rechte1', topic: 'jugend-und-ausbildung' },
  { section: 'youtube', title: 'Sozialplan und Interessenausgleich', teaser: 'Der Unterschied an einem Beispiel erklärt.', durationSeconds: 455, videoId: 'SoZ1Plan0De', topic: 'wirtschaftliche-angelegenheiten' },
];

export interface JobText {
  readonly category: JobCategory;
  readonly title: string;
  readonly teaser: string;
  readonly tasks: readonly string[];
  readonly profile: readonly string[];
  readonly location: string;
  readonly employment: 'Vollzeit' | 'Teilzeit' | 'Voll- oder Teilzeit' | 'Werkstudium';
  readonly startText: string;
}

export const JOB_TEXTS: readonly JobText[] = [
  {
    category: 'seminarorganisation',
    title: 'Seminarorganisator (m/w/d)',
    teaser: 'Sie planen Seminare von der Hotelbuchung bis zur Teilnehmerbetreuung.',
    tasks: ['Planung und Organisation von Präsenz- und Online-Seminaren', 'Abstimmung mit Hotels und Referierenden', 'Betreuung der Teilnehmenden vor und nach dem Seminar'],
    profile: ['Kaufmännische Ausbildung oder vergleichbare Erfahrung', 'Organisationstalent und Freude am Kontakt mit Menschen'],
    location: 'Seehausen am Staffelsee',
    employment: 'Voll- oder Teilzeit',
    startText: 'ab sofort',
  },
  {
    category: 'referenten',
    title: 'Referent für Arbeitsrecht (m/w/d)',
    teaser: 'Sie schulen Betriebsräte im Arbeits- und Betriebsverfassungsrecht.',
    tasks: ['Durchführung von Seminaren für Betriebsräte', 'Entwicklung neuer Seminarkonzepte', 'Fachbeiträge für unser Wissensportal'],
    profile: ['Abgeschlossenes juristisches Studium', 'Erfahrung im kollektiven Arbeitsrecht', 'Freude an Erwachsenenbildung'],
    location: 'bundesweit',
    employment: 'Vollzeit',
    startText: 'nach Vereinbarung',
  },
  {
    category: 'redaktion',
    title: 'Redakteur Wissensportal (m/w/d)',
    teaser: 'Sie schreiben verständliche Beiträge für Betriebsräte.',
    tasks: ['Recherche und Redaktion von Fachartikeln und News', 'Pflege des Lexikons', 'Zusammenarbeit mit Referierenden'],
    profile: ['Journalistische Ausbildung oder Studium mit Schreiberfahrung', 'Interesse an Arbeitsrecht'],
    location: 'München',
    employment: 'Teilzeit',
    startText: 'zum nächsten Quartal',
  },
  {
    category: 'it',
    title: 'Werkstudent Softwareentwicklung (m/w/d)',
    teaser: 'Sie entwickeln unsere Website und das Kundenportal mit.',
    tasks: ['Mitarbeit an Frontend und Backend', 'Automatisierte Tests schreiben'],
    profile: ['Studium der Informatik oder vergleichbar', 'Erste Erfahrung mit TypeScript'],
    location: 'München oder remote',
    employment: 'Werkstudium',
    startText: 'ab sofort',
  },
];

/** Categories of the election pages' news (/wahlseiten-news/kategorie/{x}): the application's list. */
export const ELECTION_CATEGORIES = ELECTION_NEWS_CATEGORIES;

export interface ElectionNewsText {
  readonly category: (typeof ELECTION_CATEGORIES)[number]['slug'];
  readonly title: string;
  readonly teaser: string;
  readonly paragraphs: readonly string[];
}

export const ELECTION_NEWS_TEXTS: readonly ElectionNewsText[] = [
  { category: 'wahlvorbereitung', title: 'Wahlvorstand rechtzeitig bestellen', teaser: 'Spätestens zehn Wochen vor Ende der Amtszeit muss der Wahlvorstand stehen.', paragraphs: ['Ein früh bestellter Wahlvorstand hat Zeit für Schulung und sorgfältige Vorbereitung.', 'Denken Sie an Ersatzmitglieder für den Wahlvorstand.'] },
  { category: 'wahlvorbereitung', title: 'Die Wählerliste richtig aufstellen', teaser: 'Wer wahlberechtigt ist und wer nicht.', paragraphs: ['Wahlberechtigt sind alle Beschäftigten ab 16 Jahren, Leiharbeitskräfte ab drei Monaten Einsatz.', 'Leitende Angestellte gehören nicht auf die Wählerliste.'] },
  { category: 'wahlverfahren', title: 'Listenwahl oder Mehrheitswahl?', teaser: 'Welches Wahlsystem gilt, hängt von den Wahlvorschlägen ab.', paragraphs: ['Gehen mehrere Vorschlagslisten ein, wird nach den Grundsätzen der Verhältniswahl gewählt.', 'Bei nur einer Liste und im vereinfachten Verfahren gilt die Mehrheitswahl.'] },
  { category: 'wahlverfahren', title: 'Das vereinfachte Wahlverfahren im Überblick', teaser: 'Zwei Wahlversammlungen, kurze Fristen.', paragraphs: ['In Betrieben mit 5 bis 100 Wahlberechtigten ist das vereinfachte Verfahren Pflicht.', 'Ohne Betriebsrat wird der Wahlvorstand auf einer ersten Versammlung gewählt.'] },
  { category: 'wahlverfahren', title: 'Geschlechterquote bei der Betriebsratswahl', teaser: 'Das Geschlecht in der Minderheit muss mindestens entsprechend seinem Anteil vertreten sein.', paragraphs: ['Der Wahlvorstand berechnet die Mindestsitze mit dem Höchstzahlverfahren.', 'Die Quote wird bei der Sitzverteilung berücksichtigt.'] },
  { category: 'nach-der-wahl', title: 'Wahlergebnis bekannt machen', teaser: 'Nach der Auszählung muss das Ergebnis ausgehängt werden.', paragraphs: ['Der Wahlvorstand stellt das Ergebnis fest und gibt es durch zweiwöchigen Aushang bekannt.', 'Mit der Bekanntgabe beginnt die Anfechtungsfrist.'] },
  { category: 'nach-der-wahl', title: 'Die konstituierende Sitzung vorbereiten', teaser: 'Binnen einer Woche nach der Wahl lädt der Wahlvorstand ein.', paragraphs: ['In der Sitzung werden Vorsitz und Stellvertretung gewählt.', 'Bereiten Sie Stimmzettel und eine Tagesordnung vor.'] },
  { category: 'nach-der-wahl', title: 'Wahlunterlagen aufbewahren', teaser: 'Der Betriebsrat bewahrt die Wahlakten bis zum Ende seiner Amtszeit auf.', paragraphs: ['Die Wahlakten sind im Falle einer Anfechtung wichtige Beweismittel.', 'Stimmzettel gehören in versiegelte Umschläge.'] },
];

export interface EntitlementText {
  readonly product: Product;
  readonly title: string;
  readonly teaser: string;
  readonly legalBasis: readonly string[];
  readonly paragraphs: readonly string[];
}

/** The Schulungsanspruch pages (/schulungsanspruch/{product}): the legal basis per committee. */
export const ENTITLEMENT_TEXTS: readonly EntitlementText[] = [
  {
    product: 'br',
    title: 'Schulungsanspruch für Betriebsräte',
    teaser: 'Betriebsratsmitglieder haben Anspruch auf bezahlte Freistellung für Schulungen; die Kosten erforderlicher Seminare trägt der Arbeitgeber.',
    legalBasis: ['§ 37 Abs. 6 BetrVG', '§ 37 Abs. 7 BetrVG', '§ 40 Abs. 1 BetrVG'],
    paragraphs: [
      'Nach § 37 Abs. 6 BetrVG haben Betriebsratsmitglieder Anspruch auf Teilnahme an Schulungen, die Kenntnisse vermitteln, die für die Arbeit des Betriebsrats erforderlich sind. Der Arbeitgeber zahlt das Entgelt fort und trägt nach § 40 Abs. 1 BetrVG die Seminarkosten.',
      'Zusätzlich hat jedes Mitglied nach § 37 Abs. 7 BetrVG während seiner Amtszeit Anspruch auf bezahlte Freistellung für insgesamt drei Wochen zur Teilnahme an als geeignet anerkannten Schulungen, erstmals gewählte Mitglieder für vier Wochen.',
      'Über die Teilnahme entscheidet der Betriebsrat durch Beschluss und teilt dem Arbeitgeber die Teilnehmenden und die zeitliche Lage rechtzeitig mit.',
    ],
  },
  {
    product: 'sbv',
    title: 'Schulungsanspruch für die Schwerbehindertenvertretung',
    teaser: 'Vertrauenspersonen und das erste stellvertretende Mitglied haben Anspruch auf Schulungen für ihre SBV-Arbeit.',
    legalBasis: ['§ 179 Abs. 4 Satz 3 SGB IX', '§ 179 Abs. 8 SGB IX'],
    paragraphs: [
      'Nach § 179 Abs. 4 Satz 3 SGB IX haben die Vertrauensperson und das mit der höchsten Stimmenzahl gewählte stellvertretende Mitglied Anspruch auf Teilnahme an Schulungs- und Bildungsveranstaltungen, die Kenntnisse für die Arbeit der Schwerbehindertenvertretung vermitteln.',
      'Die Kosten trägt nach § 179 Abs. 8 SGB IX der Arbeitgeber. Anders als beim Betriebsrat braucht es keinen Beschluss eines Gremiums: Die Vertrauensperson entscheidet selbst.',
    ],
  },
  {
    product: 'jav',
    title: 'Schulungsanspruch für die JAV',
    teaser: 'Mitglieder der Jugend- und Auszubildendenvertretung haben denselben Schulungsanspruch wie Betriebsratsmitglieder.',
    legalBasis: ['§ 65 Abs. 1 BetrVG', '§ 37 Abs. 6 BetrVG', '§ 37 Abs. 7 BetrVG'],
    paragraphs: [
      '§ 65 Abs. 1 BetrVG erklärt die Vorschriften über Schulungen des Betriebsrats in § 37 Abs. 6 und 7 BetrVG für die JAV für entsprechend anwendbar.',
      'Über die Teilnahme beschließt der Betriebsrat, die JAV schlägt die Teilnehmenden vor. Die Kosten erforderlicher Schulungen trägt der Arbeitgeber.',
    ],
  },
];

/** Authors of the Fachartikel and news (invented). */
export const AUTHORS: readonly string[] = [
  'Dr. Katrin Mertens',
  'Jens Albrecht',
  'Miriam Oswald',
  'Prof. Dr. Henrik Saalfeld',
  'Aylin Demir',
  'Stefan Raabe',
];
