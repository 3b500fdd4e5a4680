/**
 * Words that mean the same to a works council, each group with its usual name first. A search
 * for any member of a group looks for all of them, so "Homeoffice" finds "Mobiles Arbeiten" and
 * "KI" finds "Künstliche Intelligenz". Inflected forms need no entry of their own (the search
 * compares stems), compounds neither when they begin with a member ("Betriebsrentenanspruch").
 */
export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  // Everyday words for the catalogue's and the law's terms.
  ['Mobiles Arbeiten', 'Mobile Arbeit', 'Homeoffice', 'Home-Office', 'Telearbeit', 'Remote-Arbeit', 'Heimarbeitsplatz'],
  ['Altersversorgung', 'Betriebsrente', 'Betriebliche Altersversorgung', 'bAV', 'Pensionskasse', 'Direktversicherung', 'Entgeltumwandlung'],
  ['Entgelttransparenz', 'Lohngleichheit', 'Entgeltgleichheit', 'Equal Pay', 'Gender Pay Gap', 'Lohntransparenz', 'gleiche Bezahlung', 'gleicher Lohn'],
  ['Künstliche Intelligenz', 'KI', 'ChatGPT', 'AI', 'Artificial Intelligence', 'Algorithmen'],
  ['Arbeitszeit', 'Überstunden', 'Mehrarbeit', 'Arbeitszeitkonto', 'Gleitzeit', 'Zeiterfassung', 'Schichtplan', 'Schichtarbeit', 'Dienstplan'],
  ['Psychische Belastung', 'Burnout', 'Burn-out', 'Stress', 'Psychische Gesundheit', 'Erschöpfung', 'Überlastung'],
  ['Kündigung', 'Entlassung', 'Rauswurf'],
  ['Betriebsänderung', 'Umstrukturierung', 'Restrukturierung', 'Standortschließung', 'Stellenabbau', 'Personalabbau', 'Massenentlassung'],
  ['Sozialplan', 'Abfindung'],
  ['Protokoll', 'Niederschrift', 'Sitzungsniederschrift'],
  ['Geheimhaltungspflicht', 'Schweigepflicht', 'Verschwiegenheitspflicht', 'Verschwiegenheit'],
  ['Leiharbeit', 'Zeitarbeit', 'Arbeitnehmerüberlassung'],
  ['Befristung', 'Zeitvertrag', 'befristeter Vertrag'],
  ['Mobbing', 'Schikane', 'Bossing'],
  ['Sucht', 'Alkohol', 'Drogen', 'Abhängigkeit'],
  ['Auszubildende', 'Azubi', 'Azubis', 'Lehrling', 'Lehrlinge'],
  ['Jahresabschluss', 'Bilanz', 'Gewinn- und Verlustrechnung', 'GuV'],
  ['Öffentlichkeitsarbeit', 'Aushang', 'Newsletter', 'Mitarbeiterzeitung', 'Intranet'],
  ['Rhetorik', 'Reden halten', 'frei sprechen', 'Redetraining'],
  ['Verhandlungsführung', 'verhandeln', 'Verhandlung'],
  ['Konflikt', 'Streit', 'Auseinandersetzung'],
  ['Eingruppierung', 'Entgeltgruppe', 'Tarifgruppe', 'Lohngruppe'],
  ['Entgelt', 'Lohn', 'Gehalt', 'Vergütung', 'Bezahlung'],
  ['Datenschutz', 'DSGVO', 'Datenschutz-Grundverordnung', 'BDSG'],
  ['Gleichbehandlung', 'AGG', 'Allgemeines Gleichbehandlungsgesetz', 'Diskriminierung', 'Benachteiligung'],
  ['Schwerbehinderung', 'Behinderung', 'schwerbehindert', 'GdB'],
  ['Gefährdungsbeurteilung', 'Gefährdungsanalyse', 'Gefährdungsbewertung'],
  ['Betriebsratsvorsitz', 'Vorsitz', 'Vorsitzender', 'Vorsitzende'],
  ['Urlaub', 'Ferien', 'Urlaubsanspruch'],
  ['Einigungsstelle', 'Schlichtung'],
  ['Ersatzmitglied', 'Nachrücker', 'Stellvertreter'],
  ['Betriebsversammlung', 'Belegschaftsversammlung', 'Mitarbeiterversammlung'],
  // Where the BetrVG holds only in part (§ 118): people ask by the kind of employer.
  ['Tendenzbetrieb', 'Tendenzunternehmen', 'Tendenzschutz', 'Zeitung', 'Verlag', 'Presse', 'Kirche', 'Religionsgemeinschaft'],
  // The usual abbreviations.
  ['Betriebliches Eingliederungsmanagement', 'BEM', 'Eingliederungsmanagement', 'Wiedereingliederung'],
  ['Schwerbehindertenvertretung', 'SBV', 'Vertrauensperson der schwerbehinderten Menschen'],
  ['Jugend- und Auszubildendenvertretung', 'JAV', 'Jugendvertretung'],
  ['Wirtschaftsausschuss', 'WA'],
  ['Betriebsrat', 'BR'],
  ['Gesamtbetriebsrat', 'GBR'],
  ['Konzernbetriebsrat', 'KBR'],
  ['Betriebsverfassungsgesetz', 'BetrVG'],
  ['Betriebsvereinbarung', 'BV'],
  ['Kündigungsschutzgesetz', 'KSchG'],
  ['Sozialgesetzbuch IX', 'SGB IX'],
  ['Arbeitsschutzgesetz', 'ArbSchG'],
  ['Teilzeit- und Befristungsgesetz', 'TzBfG'],
];
