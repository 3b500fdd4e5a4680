/**
 * Questions as works councils ask the assistant, and the sources that answer them (fragments of
 * the source's path: a lexicon entry's, an article's, a law's norm anchor). A question counts as
 * answered when one of the first three quoted passages comes from an expected source.
 */
export interface AssistantCase {
  readonly question: string;
  readonly scope?: 'br' | 'sbv';
  readonly expect: readonly string[];
}

const HEARING = ['anhoerung-vor-kuendigung', 'anhoerung-vor-der-kuendigung', 'leitfaden-anhoerung-zur-kuendigung', 'betrvg#p102', 'unvollstaendige-anhoerung', '2-azr-19-26'];
const BV = ['/betriebsvereinbarung', 'betriebsvereinbarungen-richtig-aufbauen', 'betrvg#p77', 'leitfaden-betriebsvereinbarung-verhandeln'];
const COSTS = ['kosten-des-betriebsrats', 'wer-traegt-die-kosten', 'betrvg#p37', 'schulungsanspruch', '7-abr-11-26'];

export const ASSISTANT_CASES: readonly AssistantCase[] = [
  { question: 'Wie lange hat der Betriebsrat Zeit, auf eine Anhörung zur Kündigung zu antworten?', expect: HEARING },
  { question: 'Wann tritt eine Betriebsvereinbarung in Kraft?', expect: BV },
  { question: 'Muss die SBV vor einer Kündigung angehört werden?', scope: 'sbv', expect: ['unwirksame-kuendigung-ohne-sbv', 'beteiligung-der-sbv', '8-azr-54-25', 'sgb-ix#p178'] },
  { question: 'Was passiert, wenn der Betriebsrat zu einer Kündigung schweigt?', expect: HEARING },
  { question: 'Kann der Betriebsrat einer Kündigung widersprechen?', expect: ['widerspruch-gegen-kuendigung', 'betrvg#p102', 'weiterbeschaeftigung', ...HEARING] },
  { question: 'Wer bezahlt unser Seminar?', expect: COSTS },
  { question: 'Muss der Arbeitgeber die Schulung bezahlen?', expect: COSTS },
  { question: 'Haben Ersatzmitglieder Anspruch auf Schulung?', expect: ['haben-ersatzmitglieder-einen-schulungsanspruch', 'ersatzmitglied', 'die-rolle-der-ersatzmitglieder', 'schulungsanspruch'] },
  { question: 'Wie viele Mitglieder hat der Betriebsrat bei 150 Beschäftigten?', expect: ['groesse-des-betriebsrats', 'betrvg#p9'] },
  { question: 'Wie lange ist die Amtszeit des Betriebsrats?', expect: ['amtszeit-des-betriebsrats'] },
  { question: 'Ab wie vielen Mitarbeitern wird ein Betriebsratsmitglied freigestellt?', expect: ['freistellung', 'betrvg#p38'] },
  { question: 'Darf der Arbeitgeber Überstunden ohne den Betriebsrat anordnen?', expect: ['ueberstunden', 'betrvg#p87', '4-tabv-18-26'] },
  { question: 'Hat der Betriebsrat bei Homeoffice mitzureden?', expect: ['mobile-arbeit', 'homeoffice-und-arbeitsschutz', '1-abr-37-25', 'betrvg#p87'] },
  { question: 'Was macht der Wirtschaftsausschuss?', expect: ['wirtschaftsausschuss', 'betrvg#p106'] },
  { question: 'Was ist eine Einigungsstelle und wie läuft sie ab?', expect: ['einigungsstelle'] },
  { question: 'Wann brauchen wir einen Sozialplan?', expect: ['sozialplan', 'betriebsaenderung', 'betrvg#p111', 'interessenausgleich'] },
  { question: 'Was zählt als Betriebsänderung?', expect: ['betriebsaenderung', 'betrvg#p111'] },
  { question: 'Darf der Betriebsrat bei einer Versetzung mitbestimmen?', expect: ['versetzung', 'betrvg#p99'] },
  { question: 'Aus welchen Gründen darf der Betriebsrat die Zustimmung zu einer Einstellung verweigern?', expect: ['zustimmungsverweigerung', 'einstellung', 'betrvg#p99', '7-tabv-28-26'] },
  { question: 'Neue Software im Betrieb – muss der Betriebsrat zustimmen?', expect: ['technische-einrichtungen', 'neue-software', 'it-rahmenvereinbarung', '1-abr-14-26', 'betrvg#p87'] },
  { question: 'Dürfen wir ChatGPT im Betrieb ohne Betriebsrat einführen?', expect: ['kuenstliche-intelligenz', 'technische-einrichtungen', 'betrvg#p87'] },
  { question: 'Wie läuft ein BEM ab?', expect: ['betriebliches-eingliederungsmanagement', 'bem-rueckkehr'] },
  { question: 'Muss der Betriebsrat bei der Gefährdungsbeurteilung beteiligt werden?', expect: ['gefaehrdungsbeurteilung', '1-abr-26-26'] },
  { question: 'Wie bereite ich eine Betriebsversammlung vor?', expect: ['betriebsversammlung', 'taetigkeitsbericht'] },
  { question: 'Was muss im Protokoll einer Betriebsratssitzung stehen?', expect: ['betriebsratssitzung', 'beschluss-des-betriebsrats', 'beschluesse-rechtssicher-fassen', 'geschaeftsordnung'] },
  { question: 'Wann ist ein Beschluss des Betriebsrats wirksam?', expect: ['beschluss-des-betriebsrats', 'beschluesse-rechtssicher-fassen', 'betriebsratssitzung'] },
  { question: 'Können wir per Video an der Betriebsratssitzung teilnehmen?', expect: ['5-bv-41-25', 'betriebsratssitzung', 'teilnahme-an-betriebsratssitzungen'] },
  { question: 'Wie wird der Wahlvorstand bestellt?', expect: ['wahlvorstand', 'betriebsratswahl', 'die-betriebsratswahl-vorbereiten'] },
  { question: 'Kann man die Betriebsratswahl anfechten?', expect: ['wahlanfechtung', '9-tabv-48-25'] },
  { question: 'Wie funktioniert das vereinfachte Wahlverfahren?', expect: ['vereinfachtes-wahlverfahren'] },
  { question: 'Was darf der Betriebsrat bei der Eingruppierung prüfen?', expect: ['eingruppierung', 'betrvg#p99'] },
  { question: 'Gilt für den Betriebsrat die Schweigepflicht?', expect: ['geheimhaltungspflicht', 'datenschutz-im-betriebsrat'] },
  { question: 'Sind Betriebsratsmitglieder besonders vor Kündigung geschützt?', expect: ['kuendigungsschutz-von-betriebsratsmitgliedern'] },
  { question: 'Bekommt der Betriebsrat einen Laptop?', expect: ['7-abr-32-26', 'kosten-des-betriebsrats', 'betrvg#p40'] },
  { question: 'Was kann der Betriebsrat gegen Mobbing tun?', expect: ['mobbing', 'belaestigung-am-arbeitsplatz', 'beschwerderecht'] },
  { question: 'Wie viel Zusatzurlaub bekommen schwerbehinderte Menschen?', scope: 'sbv', expect: ['zusatzurlaub', '9-azr-57-25'] },
  { question: 'Wie bekomme ich eine Gleichstellung mit schwerbehinderten Menschen?', scope: 'sbv', expect: ['gleichstellung', 'b-11-al-61-24'] },
  { question: 'Wie lange ist die Vertrauensperson im Amt?', scope: 'sbv', expect: ['vertrauensperson', 'sgb-ix#p177', 'wahl-der-schwerbehindertenvertretung'] },
  { question: 'Was ist eine Inklusionsvereinbarung?', scope: 'sbv', expect: ['inklusionsvereinbarung'] },
  { question: 'Darf die SBV an Sitzungen des Betriebsrats teilnehmen?', scope: 'sbv', expect: ['teilnahme-an-betriebsratssitzungen', 'sgb-ix#p178', 'beteiligung-der-sbv'] },
  { question: 'Wann muss der Arbeitgeber ein Präventionsverfahren einleiten?', scope: 'sbv', expect: ['praevention', '6-sa-58-25'] },
  { question: 'Wie viele schwerbehinderte Menschen muss ein Betrieb beschäftigen?', scope: 'sbv', expect: ['beschaeftigungspflicht', 'ausgleichsabgabe'] },
  { question: 'Welche Rechte hat der Betriebsrat bei Leiharbeitern?', expect: ['arbeitnehmerueberlassung', 'leiharbeit-im-einsatzbetrieb'] },
  { question: 'Was ist eine Regelungsabrede?', expect: ['regelungsabrede'] },
  { question: 'Gilt das BetrVG auch für eine Zeitung oder Kirche?', expect: ['tendenzbetrieb', 'betrvg#p118'] },
];
