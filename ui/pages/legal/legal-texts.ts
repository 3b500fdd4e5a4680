import { RETENTION_KINDS, RETENTION_RULES, retentionLine } from '../../../domain/privacy/retention-rules';
import { PROVIDER } from '../../../domain/site/provider';
import { LEGAL_PATHS } from './legal-paths';

/** A section of a legal page: a heading and its paragraphs or list. */
export interface LegalSection {
  readonly heading: string;
  readonly paragraphs: readonly string[];
  readonly list?: readonly string[];
}

export interface LegalText {
  readonly path: string;
  readonly title: string;
  readonly description: string;
  readonly intro: string;
  readonly sections: readonly LegalSection[];
  /** Stand: when the text was last revised. */
  readonly revised: string;
}

const ADDRESS = `${PROVIDER.name}, ${PROVIDER.street}, ${PROVIDER.postalCode} ${PROVIDER.city}`;

export const IMPRESSUM: LegalText = {
  path: LEGAL_PATHS.impressum,
  title: 'Impressum',
  description: `Impressum der ${PROVIDER.name}: Anbieterkennzeichnung nach § 5 DDG, Kontakt, Registereintrag und Verantwortliche.`,
  intro: 'Angaben gemäß § 5 Digitale-Dienste-Gesetz (DDG) und § 18 Medienstaatsvertrag (MStV).',
  revised: '01.10.2026',
  sections: [
    { heading: 'Anbieter', paragraphs: [ADDRESS, `Vertreten durch die Geschäftsführung: ${PROVIDER.managingDirectors}`] },
    {
      heading: 'Kontakt',
      paragraphs: [`Telefon: ${PROVIDER.phone}`, `Telefax: ${PROVIDER.fax}`, `E-Mail: ${PROVIDER.email}`],
    },
    {
      heading: 'Registereintrag und Umsatzsteuer',
      paragraphs: [`Eintragung im Handelsregister: ${PROVIDER.register}`, `Umsatzsteuer-Identifikationsnummer gemäß § 27a UStG: ${PROVIDER.vatId}`],
    },
    {
      heading: 'Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV',
      paragraphs: [`Dr. Anna Berger, ${PROVIDER.street}, ${PROVIDER.postalCode} ${PROVIDER.city}`],
    },
    {
      heading: 'Streitbeilegung',
      paragraphs: [
        'Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen. Unsere Seminare richten sich an Betriebsräte, Schwerbehindertenvertretungen und Jugend- und Auszubildendenvertretungen, die im Auftrag ihres Arbeitgebers buchen.',
      ],
    },
    {
      heading: 'Haftung für Inhalte und Links',
      paragraphs: [
        'Die Inhalte dieser Seiten, insbesondere die Fachartikel, Lexikoneinträge und Urteilsbesprechungen, erstellen wir mit großer Sorgfalt. Sie ersetzen keine Rechtsberatung im Einzelfall. Für die Inhalte verlinkter externer Seiten sind ausschließlich deren Betreiber verantwortlich; rechtswidrige Inhalte waren zum Zeitpunkt der Verlinkung nicht erkennbar. Werden uns Rechtsverletzungen bekannt, entfernen wir die betreffenden Links umgehend.',
      ],
    },
  ],
};

export const DATENSCHUTZ: LegalText = {
  path: LEGAL_PATHS.datenschutz,
  title: 'Datenschutzerklärung',
  description: 'Wie wir Ihre personenbezogenen Daten bei Seminarbuchung, Kontaktanfrage, Merkliste und Kundenportal verarbeiten und welche Rechte Sie haben.',
  intro:
    'Der Schutz Ihrer Daten ist uns wichtig. Hier erfahren Sie, welche personenbezogenen Daten wir verarbeiten, wenn Sie unsere Website nutzen, ein Seminar buchen oder uns schreiben, und welche Rechte Sie nach der Datenschutz-Grundverordnung (DSGVO) haben.',
  revised: '01.10.2026',
  sections: [
    {
      heading: '1. Verantwortlicher',
      paragraphs: [ADDRESS, `E-Mail: ${PROVIDER.privacyEmail}, Telefon: ${PROVIDER.phone}`],
    },
    {
      heading: '2. Aufruf der Website',
      paragraphs: [
        `Beim Aufruf unserer Seiten verarbeitet unser Server technisch notwendige Daten: IP-Adresse, Datum und Uhrzeit, aufgerufene Adresse, übertragene Datenmenge und Browserkennung. Diese Daten benötigen wir, um die Website sicher und stabil auszuliefern (Art. 6 Abs. 1 lit. f DSGVO). Server-Protokolle löschen wir ${RETENTION_RULES['server-logs'].text}.`,
      ],
    },
    {
      heading: '3. Seminarbuchung, Reservierung und Kundenportal',
      paragraphs: [
        'Wenn Sie ein Seminar buchen oder reservieren oder sich bei meinifb registrieren, verarbeiten wir die Angaben zu Ihrem Gremium, zu den Teilnehmenden und zur Rechnungsanschrift, um den Vertrag zu erfüllen (Art. 6 Abs. 1 lit. b DSGVO). Rechnungsdaten bewahren wir nach den handels- und steuerrechtlichen Fristen (bis zu zehn Jahre) auf.',
      ],
    },
    {
      heading: '4. Kontaktformular und E-Mail',
      paragraphs: [
        `Ihre Anfrage über das Kontaktformular oder per E-Mail verarbeiten wir, um sie zu beantworten (Art. 6 Abs. 1 lit. b und f DSGVO). Pflichtangaben sind Anrede, Vorname, Nachname, E-Mail-Adresse, Betreff und Nachricht. Wir löschen die Anfrage ${RETENTION_RULES.requests.text}, wenn keine Aufbewahrungspflicht besteht.`,
      ],
    },
    {
      heading: '5. Cookies und Einwilligung',
      paragraphs: [
        'Notwendige Cookies halten Ihre Sitzung, Ihren Warenkorb und Ihre Merkliste fest; sie sind ohne Einwilligung zulässig (§ 25 Abs. 2 TDDDG). Statistik- und Marketingdienste setzen wir nur ein, wenn Sie über „Cookie-Einstellungen“ eingewilligt haben (Art. 6 Abs. 1 lit. a DSGVO). Ihre Einwilligung können Sie dort jederzeit mit Wirkung für die Zukunft widerrufen.',
        'Externe Medien: Videos unseres YouTube-Kanals betten wir über youtube-nocookie.com ein. Bevor Sie ein Video laden, sehen Sie nur ein Vorschaubild von unserem eigenen Server; erst mit „Video laden“ oder Ihrer Einwilligung in die Kategorie „Externe Medien“ stellt Ihr Browser eine Verbindung zu YouTube (Google Ireland Limited) her, das dabei Ihre IP-Adresse und Angaben zu Ihrem Gerät erhält (Art. 6 Abs. 1 lit. a DSGVO). Ihre Einwilligung können Sie in den „Cookie-Einstellungen“ jederzeit widerrufen.',
      ],
    },
    {
      heading: '6. Speicherdauer',
      paragraphs: ['Wir löschen personenbezogene Daten, sobald wir sie nicht mehr brauchen und keine Aufbewahrungspflicht besteht, nach diesen Regeln:'],
      list: RETENTION_KINDS.map(retentionLine),
    },
    {
      heading: '7. Ihre Rechte',
      paragraphs: ['Sie haben gegenüber uns folgende Rechte hinsichtlich Ihrer personenbezogenen Daten:'],
      list: [
        'Auskunft (Art. 15 DSGVO)',
        'Berichtigung (Art. 16 DSGVO) und Löschung (Art. 17 DSGVO)',
        'Einschränkung der Verarbeitung (Art. 18 DSGVO)',
        'Datenübertragbarkeit (Art. 20 DSGVO)',
        'Widerspruch gegen die Verarbeitung (Art. 21 DSGVO)',
        'Beschwerde bei einer Datenschutz-Aufsichtsbehörde, etwa dem Bayerischen Landesamt für Datenschutzaufsicht (Art. 77 DSGVO)',
      ],
    },
    {
      heading: '8. Auskunft und Löschung in meinifb',
      paragraphs: [
        `Mit einem Kundenkonto laden Sie Ihre Daten in meinifb unter „Einstellungen“ selbst herunter („Meine Daten herunterladen“) und löschen dort Ihr Konto („Konto löschen“). Bestellungen und Rechnungen bewahren wir danach nur mit den Angaben auf, die die Rechnung braucht. Ohne Kundenkonto schreiben Sie uns an ${PROVIDER.privacyEmail}.`,
      ],
    },
  ],
};

export const AGB: LegalText = {
  path: LEGAL_PATHS.agb,
  title: 'Allgemeine Geschäftsbedingungen',
  description: 'Die Geschäftsbedingungen für Seminare, Online-Seminare, Ausbildungen und Inhouse-Schulungen: Anmeldung, Preise, Stornierung und Kostenübernahme.',
  intro: `Diese Bedingungen gelten für alle Seminare, Online-Seminare, Ausbildungsreihen und Inhouse-Schulungen der ${PROVIDER.name}.`,
  revised: '01.10.2026',
  sections: [
    {
      heading: '§ 1 Anmeldung und Vertragsschluss',
      paragraphs: [
        'Sie melden Teilnehmende online, per E-Mail oder per Fax an. Der Vertrag kommt mit unserer schriftlichen Anmeldebestätigung zustande. Eine Reservierung hält einen Platz für Sie frei, bis der Beschluss Ihres Gremiums vorliegt; sie wird erst mit Ihrer Bestätigung zur verbindlichen Buchung.',
      ],
    },
    {
      heading: '§ 2 Kosten und Kostenübernahme',
      paragraphs: [
        'Es gelten die Preise zum Zeitpunkt der Anmeldung zuzüglich der gesetzlichen Umsatzsteuer. Bei Präsenzseminaren kommen die Kosten für Übernachtung und Verpflegung im Tagungshotel hinzu. Für Schulungen nach § 37 Abs. 6 und 7 BetrVG, § 179 Abs. 4 SGB IX und § 65 BetrVG trägt der Arbeitgeber die Kosten; die Rechnung richten wir an den Arbeitgeber.',
      ],
    },
    {
      heading: '§ 3 Stornierung durch Sie',
      paragraphs: ['Sie können jederzeit in Textform stornieren. Es fallen folgende Gebühren an:'],
      list: [
        'bis 6 Wochen vor Seminarbeginn: kostenfrei',
        'bis 2 Wochen vor Seminarbeginn: 50 % des Seminarpreises',
        'danach oder bei Nichterscheinen: der volle Seminarpreis',
        'Eine Ersatzperson aus Ihrem Gremium kann jederzeit kostenfrei teilnehmen.',
      ],
    },
    {
      heading: '§ 4 Absage durch uns',
      paragraphs: [
        'Erreicht ein Seminar die Mindestteilnehmerzahl nicht oder fällt die Referentin oder der Referent aus, können wir das Seminar absagen oder verlegen. Bereits gezahlte Beträge erstatten wir vollständig; weitergehende Ansprüche bestehen nicht, außer bei Vorsatz oder grober Fahrlässigkeit.',
      ],
    },
    {
      heading: '§ 5 Online-Seminare',
      paragraphs: [
        'Für Online-Seminare benötigen Sie einen aktuellen Browser, Kamera, Mikrofon und eine stabile Internetverbindung. Die Zugangsdaten erhalten Sie rechtzeitig vor Beginn; sie sind personengebunden und dürfen nicht weitergegeben werden.',
      ],
    },
    {
      heading: '§ 6 Urheberrecht',
      paragraphs: [
        'Seminarunterlagen sind urheberrechtlich geschützt. Sie dürfen sie für die Arbeit Ihres Gremiums nutzen, aber nicht vervielfältigen oder weitergeben.',
      ],
    },
  ],
};

export const BARRIEREFREIHEIT: LegalText = {
  path: LEGAL_PATHS.barrierefreiheit,
  title: 'Erklärung zur Barrierefreiheit',
  description: 'Wie barrierefrei unsere Website ist, welche Einschränkungen wir kennen und wie Sie uns Barrieren melden.',
  intro: `Die ${PROVIDER.name} möchte ihre Website für alle Menschen zugänglich machen, auch für Schwerbehindertenvertretungen und Teilnehmende mit Behinderungen. Diese Erklärung gilt für die Seminar-Website und die Wissensseiten für Betriebsräte.`,
  revised: '01.10.2026',
  sections: [
    {
      heading: 'Stand der Vereinbarkeit',
      paragraphs: [
        'Die Website ist weitgehend mit den Web Content Accessibility Guidelines (WCAG) 2.1 auf Stufe AA vereinbar, die auch der europäischen Norm EN 301 549 zugrunde liegen. Wir prüfen jede Seitenart automatisiert und von Hand mit Tastatur und Screenreader.',
      ],
    },
    {
      heading: 'Was Sie erwarten können',
      paragraphs: ['Unsere Seiten sind so gebaut, dass Sie'],
      list: [
        'alle Funktionen mit der Tastatur bedienen können, mit sichtbarem Fokus,',
        'Navigation, Menüs und Dialoge mit Screenreadern nutzen können,',
        'Texte bis 200 % vergrößern können, ohne dass Inhalte verloren gehen,',
        'Inhalte mit ausreichendem Farbkontrast lesen,',
        'Seiten auch ohne JavaScript lesen können.',
      ],
    },
    {
      heading: 'Bekannte Einschränkungen',
      paragraphs: [
        'Einige ältere PDF-Dokumente, etwa Seminarbeschreibungen früherer Jahre, sind noch nicht vollständig barrierefrei. Eingebettete Videos von YouTube haben nicht immer Untertitel in hoher Qualität. Wir arbeiten daran, diese Barrieren abzubauen; auf Wunsch senden wir Ihnen Inhalte in einer zugänglichen Form.',
      ],
    },
    {
      heading: 'Barriere melden',
      paragraphs: [
        `Ist Ihnen eine Barriere aufgefallen? Schreiben Sie uns an ${PROVIDER.email} oder rufen Sie uns an: ${PROVIDER.phone} (${PROVIDER.serviceHours}). Wir antworten innerhalb von zwei Wochen.`,
      ],
    },
    {
      heading: 'Durchsetzungsverfahren',
      paragraphs: [
        'Erhalten Sie von uns keine zufriedenstellende Antwort, können Sie sich an die Schlichtungsstelle nach § 16 des Behindertengleichstellungsgesetzes (BGG) beim Beauftragten der Bundesregierung für die Belange von Menschen mit Behinderungen wenden.',
      ],
    },
  ],
};

export const LEGAL_TEXTS: readonly LegalText[] = [IMPRESSUM, DATENSCHUTZ, AGB, BARRIEREFREIHEIT];
