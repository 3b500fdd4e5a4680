/**
 * What visitors type into the catalogue search, and the seminars (slugs of the demo catalogue)
 * that answer it: typos, everyday words, abbreviations, parts of compounds and whole questions.
 * A query counts as answered when one of the expected seminars is among the first three.
 */
export interface CatalogueCase {
  readonly query: string;
  readonly expect: readonly string[];
}

const BETRVG = ['betriebsverfassungsrecht-teil-i', 'betriebsverfassungsrecht-teil-ii', 'betriebsverfassungsrecht-teil-iii', 'betriebsverfassungsrecht-teil-iv'];
const WA = ['wirtschaftsausschuss-kompakt', 'wirtschaftsausschuss-teil-i', 'wirtschaftsausschuss-teil-ii', 'ausbildung-wirtschaftsausschuss'];
const SBV = ['die-schwerbehindertenvertretung-grundlagen', 'die-schwerbehindertenvertretung-aufbauwissen', 'online-ausbildung-sbv-praxis'];
const JAV = ['jav-teil-i-grundlagen-der-jav-arbeit', 'jav-teil-ii-ausbildungsqualitaet-sichern', 'die-jav-versammlung-vorbereiten', 'social-media-fuer-die-jav'];
const ELECTION = ['betriebsratswahl-schulung-fuer-wahlvorstaende', 'das-vereinfachte-wahlverfahren', 'briefwahl-und-wahlanfechtung'];
const ARBEITSRECHT = ['arbeitsrecht-fuer-betriebsraete-teil-i', 'arbeitsrecht-fuer-betriebsraete-teil-ii', 'arbeitsrecht-fuer-betriebsraete-teil-iii'];
const ARBEITSSCHUTZ = ['arbeitsschutz-fuer-betriebsraete-teil-i', 'arbeitsschutz-fuer-betriebsraete-teil-ii', 'hitze-laerm-und-gefahrstoffe'];
const VORSITZ = ['der-betriebsratsvorsitz', 'stellvertretender-vorsitz-vorbereitet-einspringen', 'fuehrungsausbildung-fuer-betriebsratsvorsitzende'];
const KONFLIKT = ['konfliktmanagement-fuer-betriebsraete', 'mediation-im-betrieb', 'ausbildung-konfliktlotse-im-betrieb'];

export const CATALOGUE_CASES: readonly CatalogueCase[] = [
  // Typos
  { query: 'Kündigungschutz', expect: ['arbeitsrecht-fuer-betriebsraete-teil-ii', 'die-schwerbehindertenvertretung-aufbauwissen'] },
  { query: 'Wirtschaftsauschuss', expect: WA },
  { query: 'Protokol', expect: ['protokollfuehrung-im-betriebsrat'] },
  { query: 'Abmahung', expect: ['abmahnung-und-verhaltensbedingte-kuendigung'] },
  { query: 'Betriebsverfasungsrecht', expect: BETRVG },
  { query: 'Eingruppirung', expect: ['eingruppierung-und-umgruppierung'] },
  { query: 'Gefährdungsbeurteillung', expect: ['gefaehrdungsbeurteilung-psychischer-belastungen'] },
  { query: 'Schwerbehindertenvertetung', expect: SBV },
  { query: 'Mobing', expect: ['mobbing-erkennen-und-handeln'] },
  { query: 'Rethorik', expect: ['rhetorik-fuer-betriebsraete'] },
  { query: 'Verhandlungsfürung', expect: ['verhandlungsfuehrung-fuer-betriebsraete'] },
  { query: 'Sozialpaln', expect: ['betriebsaenderung-interessenausgleich-und-sozialplan'] },
  { query: 'Betriebsversamlung', expect: ['die-betriebsversammlung-erfolgreich-gestalten'] },
  { query: 'Urlaubsrech', expect: ['urlaubsrecht-aktuell'] },
  { query: 'Eingliederungsmanagment', expect: ['betriebliches-eingliederungsmanagement-bem'] },
  { query: 'Datenschuz', expect: ['beschaeftigtendatenschutz-fuer-betriebsraete'] },
  { query: 'Konfliktmangement', expect: ['konfliktmanagement-fuer-betriebsraete'] },
  { query: 'Schlagfertigkiet', expect: ['schlagfertigkeit-im-betriebsratsalltag'] },
  { query: 'Kuendigung', expect: ['abmahnung-und-verhaltensbedingte-kuendigung', 'arbeitsrecht-fuer-betriebsraete-teil-ii'] },
  { query: 'Oeffentlichkeitsarbeit', expect: ['oeffentlichkeitsarbeit-des-betriebsrats'] },
  // First or later part of a compound
  { query: 'Konzern', expect: ['konzernstrukturen-durchschauen'] },
  { query: 'Tarif', expect: ['tarifvertrag-und-betriebsrat'] },
  { query: 'Wahlvorstand', expect: ELECTION },
  { query: 'Eingliederung', expect: ['betriebliches-eingliederungsmanagement-bem'] },
  { query: 'Gesundheit', expect: ['betriebliches-gesundheitsmanagement-gestalten', 'ausbildung-gesundheitslotse-im-betriebsrat'] },
  { query: 'Jahresabschluss', expect: WA },
  { query: 'Rahmenvereinbarung', expect: ['it-rahmenvereinbarungen-verhandeln'] },
  { query: 'Befristung', expect: ['befristete-arbeitsvertraege-und-leiharbeit'] },
  { query: 'Gefahrstoffe', expect: ['hitze-laerm-und-gefahrstoffe'] },
  { query: 'Versammlung', expect: ['die-betriebsversammlung-erfolgreich-gestalten', 'die-jav-versammlung-vorbereiten'] },
  { query: 'Niederschrift', expect: ['protokollfuehrung-im-betriebsrat'] },
  { query: 'Zeitmanagement', expect: ['bueroorganisation-und-zeitmanagement-im-betriebsrat'] },
  // Everyday words and synonyms
  { query: 'Betriebsrente', expect: ['betriebliche-altersversorgung'] },
  { query: 'Lohngleichheit', expect: ['entgelttransparenz-und-equal-pay'] },
  { query: 'ChatGPT', expect: ['kuenstliche-intelligenz-im-betrieb'] },
  { query: 'Burnout', expect: ['gefaehrdungsbeurteilung-psychischer-belastungen'] },
  { query: 'Homeoffice', expect: ['mobiles-arbeiten-mitbestimmen'] },
  { query: 'Überstunden', expect: ['arbeitszeitrecht-kompakt'] },
  { query: 'Stress am Arbeitsplatz', expect: ['gefaehrdungsbeurteilung-psychischer-belastungen'] },
  { query: 'Gehalt', expect: ['entgeltgrundsaetze-mitbestimmen', 'eingruppierung-und-umgruppierung', 'entgelttransparenz-und-equal-pay'] },
  { query: 'Zeitarbeit', expect: ['befristete-arbeitsvertraege-und-leiharbeit'] },
  { query: 'Abfindung', expect: ['betriebsaenderung-interessenausgleich-und-sozialplan'] },
  { query: 'Stellenabbau', expect: ['betriebsaenderung-interessenausgleich-und-sozialplan'] },
  { query: 'Alkohol im Betrieb', expect: ['sucht-am-arbeitsplatz'] },
  { query: 'Azubis', expect: ['uebernahme-nach-der-ausbildung', ...JAV] },
  { query: 'Bilanz lesen', expect: WA },
  { query: 'KI', expect: ['kuenstliche-intelligenz-im-betrieb'] },
  { query: 'Schichtplan', expect: ['arbeitszeitrecht-kompakt', 'betriebsverfassungsrecht-teil-ii'] },
  { query: 'Streit im Gremium', expect: [...KONFLIKT, 'teamentwicklung-im-betriebsrat'] },
  { query: 'Diskriminierung', expect: ['diskriminierungsfrei-im-betrieb'] },
  { query: 'Videokonferenz', expect: ['digitale-betriebsratsarbeit'] },
  { query: 'Lärm', expect: ['hitze-laerm-und-gefahrstoffe'] },
  { query: 'Equal Pay', expect: ['entgelttransparenz-und-equal-pay'] },
  { query: 'Software Einführung', expect: ['it-rahmenvereinbarungen-verhandeln'] },
  { query: 'Instagram', expect: ['social-media-fuer-die-jav', 'oeffentlichkeitsarbeit-des-betriebsrats'] },
  // Abbreviations
  { query: 'BEM', expect: ['betriebliches-eingliederungsmanagement-bem'] },
  { query: 'SBV', expect: SBV },
  { query: 'JAV', expect: JAV },
  { query: 'WA', expect: WA },
  { query: 'BetrVG', expect: BETRVG },
  { query: 'GBR', expect: ['betriebsverfassungsrecht-teil-iv', 'betriebsvereinbarungen-gestalten'] },
  { query: 'AGG', expect: ['diskriminierungsfrei-im-betrieb', 'sexuelle-belaestigung-am-arbeitsplatz'] },
  { query: 'DSGVO', expect: ['beschaeftigtendatenschutz-fuer-betriebsraete'] },
  { query: 'BR Wahl', expect: ELECTION },
  { query: '§ 87 BetrVG', expect: ['betriebsverfassungsrecht-teil-ii', 'entgeltgrundsaetze-mitbestimmen', 'it-rahmenvereinbarungen-verhandeln'] },
  { query: '78a', expect: ['uebernahme-nach-der-ausbildung'] },
  // Questions and phrases as people put them
  { query: 'Sitzung leiten', expect: VORSITZ },
  { query: 'Auszubildende übernehmen', expect: ['uebernahme-nach-der-ausbildung'] },
  { query: 'neu im Betriebsrat', expect: ['neu-im-betriebsrat-kompakt', 'betriebsverfassungsrecht-teil-i'] },
  { query: 'Wie gründe ich einen Betriebsrat', expect: ['erstmals-einen-betriebsrat-gruenden'] },
  { query: 'Betriebsrat gründen', expect: ['erstmals-einen-betriebsrat-gruenden'] },
  { query: 'richtig Protokoll schreiben', expect: ['protokollfuehrung-im-betriebsrat'] },
  { query: 'Beschluss fassen', expect: ['beschluesse-rechtssicher-fassen'] },
  { query: 'Rede auf der Betriebsversammlung', expect: ['rhetorik-fuer-betriebsraete', 'die-betriebsversammlung-erfolgreich-gestalten'] },
  { query: 'besser verhandeln', expect: ['verhandlungsfuehrung-fuer-betriebsraete'] },
  { query: 'Umstrukturierung', expect: ['betriebsaenderung-interessenausgleich-und-sozialplan'] },
  { query: 'Kündigung verhaltensbedingt', expect: ['abmahnung-und-verhaltensbedingte-kuendigung'] },
  { query: 'Vorsitzender vertreten', expect: VORSITZ },
  { query: 'Ersatzmitglied', expect: ['neu-im-betriebsrat-kompakt'] },
  { query: 'sexuelle Belästigung', expect: ['sexuelle-belaestigung-am-arbeitsplatz'] },
  { query: 'Gleichstellung beantragen', expect: ['antragsverfahren-und-gleichstellung'] },
  { query: 'Schwerbehinderte Kollegen', expect: SBV },
  { query: 'Mitbestimmung Arbeitszeit', expect: ['arbeitszeitrecht-kompakt', 'betriebsverfassungsrecht-teil-ii'] },
  { query: 'Betriebsvereinbarung schreiben', expect: ['betriebsvereinbarungen-gestalten'] },
  { query: 'Arbeitsschutz Grundlagen', expect: ARBEITSSCHUTZ },
  { query: 'Arbeitsrecht Einstieg', expect: ARBEITSRECHT },
  { query: 'Wahl SBV', expect: ['wahl-der-schwerbehindertenvertretung'] },
  { query: 'Sprechstunde', expect: ['gespraechsfuehrung-in-der-sprechstunde'] },
  { query: 'Team im Betriebsrat', expect: ['teamentwicklung-im-betriebsrat'] },
  { query: 'Sucht', expect: ['sucht-am-arbeitsplatz'] },
];
