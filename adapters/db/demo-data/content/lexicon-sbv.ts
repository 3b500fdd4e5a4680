import { entry, type LexiconText } from './lexicon-text';

const SBV = 'schwerbehindertenvertretung';
const SCHUTZ = 'arbeits-und-gesundheitsschutz';

/** The SBV's lexicon (SGB IX), in the provider's own words. */
export const LEXICON_SBV: readonly LexiconText[] = [
  entry(
    'Schwerbehindertenvertretung',
    'Die Schwerbehindertenvertretung (SBV) vertritt die Interessen schwerbehinderter und gleichgestellter Beschäftigter; sie wird in Betrieben mit wenigstens fünf nicht nur vorübergehend beschäftigten schwerbehinderten Menschen gewählt (§ 177 SGB IX).',
    [
      'Gewählt werden eine Vertrauensperson und wenigstens ein stellvertretendes Mitglied, für vier Jahre. Die SBV fördert die Eingliederung, wacht über die Einhaltung der Schutzvorschriften und berät die Beschäftigten.',
      'Sie arbeitet eng mit Betriebsrat und Inklusionsbeauftragtem des Arbeitgebers zusammen, ist aber ein eigenständiges Organ.',
    ],
    ['vertrauensperson', 'wahl-der-schwerbehindertenvertretung', 'beteiligung-der-sbv'],
    SBV,
    ['sgb-ix', 'inklusion'],
  ),
  entry(
    'Vertrauensperson',
    'Die Vertrauensperson ist das gewählte Mitglied der Schwerbehindertenvertretung; sie führt ihr Amt unentgeltlich als Ehrenamt (§ 179 SGB IX).',
    [
      'Sie hat die gleiche persönliche Rechtsstellung, insbesondere den gleichen Kündigungs-, Versetzungs- und Abordnungsschutz wie ein Betriebsratsmitglied.',
      'In Betrieben mit wenigstens 100 schwerbehinderten Beschäftigten wird sie auf Wunsch von der beruflichen Tätigkeit freigestellt.',
    ],
    ['stellvertretendes-mitglied', 'schulungsanspruch-der-sbv'],
    SBV,
    ['sgb-ix'],
  ),
  entry(
    'Stellvertretendes Mitglied',
    'Das stellvertretende Mitglied vertritt die Vertrauensperson im Fall der Verhinderung und kann in größeren Betrieben zu bestimmten Aufgaben herangezogen werden (§ 178 Abs. 1 SGB IX).',
    [
      'In Betrieben mit mehr als 100 schwerbehinderten Beschäftigten kann die Vertrauensperson das mit der höchsten Stimmenzahl gewählte stellvertretende Mitglied heranziehen, bei mehr als 200 auch das nächste.',
      'Auch stellvertretende Mitglieder haben einen Anspruch auf Schulung, wenn sie häufig vertreten oder herangezogen werden.',
    ],
    ['vertrauensperson', 'heranziehung-stellvertretender-mitglieder'],
    SBV,
  ),
  entry(
    'Schwerbehinderung',
    'Schwerbehindert sind Menschen mit einem Grad der Behinderung von wenigstens 50, die in Deutschland wohnen oder arbeiten (§ 2 Abs. 2 SGB IX).',
    [
      'Die Schwerbehinderung stellt das Versorgungsamt fest; nachgewiesen wird sie durch den Schwerbehindertenausweis.',
      'Mit ihr verbunden sind besondere Rechte im Arbeitsleben, etwa Zusatzurlaub, besonderer Kündigungsschutz und der Anspruch auf behinderungsgerechte Beschäftigung.',
    ],
    ['grad-der-behinderung', 'gleichstellung', 'schwerbehindertenausweis'],
    SBV,
    ['sgb-ix'],
  ),
  entry(
    'Grad der Behinderung',
    'Der Grad der Behinderung (GdB) gibt in Zehnerschritten von 20 bis 100 an, wie stark sich eine Beeinträchtigung auf die Teilhabe auswirkt.',
    [
      'Festgestellt wird er auf Antrag vom Versorgungsamt nach der Versorgungsmedizin-Verordnung. Ab einem GdB von 50 liegt eine Schwerbehinderung vor.',
      'Die SBV kann Beschäftigte beim Antrag beraten und unterstützen (§ 178 Abs. 1 SGB IX).',
    ],
    ['schwerbehinderung', 'gleichstellung'],
    SBV,
  ),
  entry(
    'Gleichstellung',
    'Menschen mit einem Grad der Behinderung von 30 oder 40 können schwerbehinderten Menschen gleichgestellt werden, wenn sie ohne die Gleichstellung einen geeigneten Arbeitsplatz nicht erlangen oder behalten können (§ 2 Abs. 3 SGB IX).',
    [
      'Über den Antrag entscheidet die Agentur für Arbeit. Gleichgestellte genießen den besonderen Kündigungsschutz, nicht aber den Zusatzurlaub.',
      'Die SBV hilft beim Antrag und kann zur Gefährdung des Arbeitsplatzes Stellung nehmen.',
    ],
    ['schwerbehinderung', 'zustimmung-des-integrationsamts'],
    SBV,
    ['sgb-ix'],
  ),
  entry(
    'Inklusionsvereinbarung',
    'Die Inklusionsvereinbarung ist eine verbindliche Vereinbarung zwischen Arbeitgeber, SBV, Betriebsrat und Inklusionsbeauftragtem über die Eingliederung schwerbehinderter Menschen (§ 166 SGB IX).',
    [
      'Auf Antrag der SBV muss der Arbeitgeber darüber verhandeln. Inhalte sind etwa Personalplanung, Arbeitsplatzgestaltung, Arbeitszeit, Prävention und Ausbildung.',
      'Das Integrationsamt kann zu den Verhandlungen eingeladen werden.',
    ],
    ['inklusionsbeauftragter', 'praevention'],
    SBV,
    ['inklusion', 'sgb-ix'],
  ),
  entry(
    'Inklusionsbeauftragter',
    'Der Arbeitgeber bestellt eine Person, die ihn in Angelegenheiten schwerbehinderter Menschen verantwortlich vertritt (§ 181 SGB IX).',
    [
      'Sie soll nach Möglichkeit selbst schwerbehindert sein und achtet darauf, dass der Arbeitgeber seine Pflichten erfüllt.',
      'Für die SBV ist der Inklusionsbeauftragte die erste Ansprechperson auf Arbeitgeberseite.',
    ],
    ['inklusionsvereinbarung'],
    SBV,
    ['inklusion'],
  ),
  entry(
    'Beteiligung der SBV',
    'Der Arbeitgeber muss die SBV in allen Angelegenheiten, die schwerbehinderte Menschen berühren, unverzüglich und umfassend unterrichten und vor einer Entscheidung anhören (§ 178 Abs. 2 SGB IX).',
    [
      'Die getroffene Entscheidung ist ihr unverzüglich mitzuteilen. Eine ohne Beteiligung getroffene Maßnahme ist auszusetzen und die Beteiligung nachzuholen.',
      'Die Kündigung eines schwerbehinderten Menschen ohne Beteiligung der SBV ist unwirksam.',
    ],
    ['unwirksame-kuendigung-ohne-sbv', 'teilnahme-an-betriebsratssitzungen'],
    SBV,
    ['sgb-ix'],
  ),
  entry(
    'Unwirksame Kündigung ohne SBV',
    'Kündigt der Arbeitgeber einem schwerbehinderten Menschen, ohne die SBV vorher zu beteiligen, ist die Kündigung unwirksam (§ 178 Abs. 2 Satz 3 SGB IX).',
    [
      'Die Beteiligung tritt neben die Anhörung des Betriebsrats und die Zustimmung des Integrationsamts; alle drei sind unabhängig voneinander erforderlich.',
      'Die SBV sollte ihre Stellungnahme schriftlich abgeben und mit der betroffenen Person abstimmen.',
    ],
    ['beteiligung-der-sbv', 'zustimmung-des-integrationsamts'],
    SBV,
    ['kuendigung'],
  ),
  entry(
    'Zustimmung des Integrationsamts',
    'Die Kündigung eines schwerbehinderten oder gleichgestellten Menschen bedarf der vorherigen Zustimmung des Integrationsamts (§ 168 SGB IX).',
    [
      'Das Integrationsamt holt Stellungnahmen von Betriebsrat und SBV ein und hört die betroffene Person an. Der Schutz gilt, wenn das Arbeitsverhältnis länger als sechs Monate besteht.',
      'In einigen Ländern heißt die Behörde Inklusionsamt.',
    ],
    ['unwirksame-kuendigung-ohne-sbv', 'gleichstellung'],
    SBV,
    ['kuendigung', 'sgb-ix'],
  ),
  entry(
    'Zusatzurlaub',
    'Schwerbehinderte Menschen haben Anspruch auf einen bezahlten zusätzlichen Urlaub von fünf Arbeitstagen im Jahr, bei einer Fünftagewoche (§ 208 SGB IX).',
    [
      'Bei mehr oder weniger Arbeitstagen pro Woche erhöht oder vermindert er sich entsprechend. Gleichgestellte haben keinen Anspruch auf Zusatzurlaub.',
      'Besteht die Schwerbehinderung nicht das ganze Jahr, gibt es für jeden vollen Monat ein Zwölftel.',
    ],
    ['schwerbehinderung'],
    SBV,
    ['urlaub'],
  ),
  entry(
    'Prävention',
    'Treten im Arbeitsverhältnis eines schwerbehinderten Menschen Schwierigkeiten auf, die es gefährden können, schaltet der Arbeitgeber möglichst früh SBV, Betriebsrat und Integrationsamt ein (§ 167 Abs. 1 SGB IX).',
    [
      'Ziel ist, Hilfen und Lösungen zu finden, bevor eine Kündigung im Raum steht, etwa technische Hilfen, Umsetzung oder Qualifizierung.',
      'Neben diesem Präventionsverfahren steht das Betriebliche Eingliederungsmanagement nach § 167 Abs. 2 SGB IX.',
    ],
    ['inklusionsvereinbarung', 'behinderungsgerechte-beschaeftigung'],
    SCHUTZ,
    ['gesundheit', 'inklusion'],
  ),
  entry(
    'Versammlung schwerbehinderter Menschen',
    'Die Vertrauensperson kann mindestens einmal im Kalenderjahr eine Versammlung der schwerbehinderten Menschen im Betrieb durchführen (§ 178 Abs. 6 SGB IX).',
    [
      'Für die Versammlung gelten die Vorschriften über die Betriebsversammlung entsprechend: Sie findet während der Arbeitszeit statt, die Zeit wird vergütet.',
      'Die Versammlung ist eine gute Gelegenheit, über die Arbeit der SBV zu berichten und Anliegen zu sammeln.',
    ],
    ['vertrauensperson'],
    SBV,
  ),
  entry(
    'Wahl der Schwerbehindertenvertretung',
    'Die regelmäßigen Wahlen der SBV finden alle vier Jahre in der Zeit vom 1. Oktober bis 30. November statt (§ 177 Abs. 5 SGB IX).',
    [
      'Wahlberechtigt sind alle im Betrieb beschäftigten schwerbehinderten und gleichgestellten Menschen. Wählbar sind alle nicht nur vorübergehend Beschäftigten, die am Wahltag das 18. Lebensjahr vollendet haben und dem Betrieb seit sechs Monaten angehören.',
      'In Betrieben mit weniger als 50 Wahlberechtigten wird im vereinfachten Verfahren in einer Wahlversammlung gewählt.',
    ],
    ['schwerbehindertenvertretung', 'vertrauensperson'],
    SBV,
    ['inklusion'],
  ),
  entry(
    'Beschäftigungspflicht',
    'Arbeitgeber mit jahresdurchschnittlich monatlich mindestens 20 Arbeitsplätzen müssen auf wenigstens fünf Prozent davon schwerbehinderte Menschen beschäftigen (§ 154 SGB IX).',
    [
      'Für kleinere Arbeitgeber gelten niedrigere Pflichtzahlen. Wer die Quote nicht erfüllt, zahlt die Ausgleichsabgabe.',
      'Die SBV kann anhand des Verzeichnisses der schwerbehinderten Beschäftigten prüfen, wie der Betrieb dasteht.',
    ],
    ['ausgleichsabgabe'],
    SBV,
    ['inklusion'],
  ),
  entry(
    'Ausgleichsabgabe',
    'Solange Arbeitgeber die vorgeschriebene Zahl schwerbehinderter Menschen nicht beschäftigen, zahlen sie für jeden unbesetzten Pflichtarbeitsplatz eine Ausgleichsabgabe (§ 160 SGB IX).',
    [
      'Ihre Höhe steigt, je weiter die Beschäftigungsquote unterschritten wird. Die Abgabe hebt die Beschäftigungspflicht nicht auf.',
      'Mit den Mitteln fördern die Integrationsämter die Teilhabe am Arbeitsleben, etwa durch Zuschüsse zur Arbeitsplatzgestaltung.',
    ],
    ['beschaeftigungspflicht'],
    SBV,
  ),
  entry(
    'Behinderungsgerechte Beschäftigung',
    'Schwerbehinderte Menschen haben Anspruch auf eine Beschäftigung, bei der sie ihre Fähigkeiten und Kenntnisse möglichst voll verwerten und weiterentwickeln können (§ 164 Abs. 4 SGB IX).',
    [
      'Dazu gehören die behinderungsgerechte Einrichtung des Arbeitsplatzes, technische Arbeitshilfen und bevorzugte Berücksichtigung bei Fortbildungen.',
      'Der Anspruch besteht nicht, soweit seine Erfüllung für den Arbeitgeber nicht zumutbar oder mit unverhältnismäßigen Aufwendungen verbunden wäre.',
    ],
    ['praevention', 'mehrarbeit'],
    SBV,
    ['inklusion'],
  ),
  entry(
    'Schulungsanspruch der SBV',
    'Die Vertrauensperson hat Anspruch auf Teilnahme an Schulungs- und Bildungsveranstaltungen, die Kenntnisse für die Arbeit der SBV vermitteln (§ 179 Abs. 4 Satz 3 SGB IX).',
    [
      'Die Kosten trägt der Arbeitgeber (§ 179 Abs. 8 SGB IX), das Entgelt wird fortgezahlt. Der Anspruch gilt auch für das mit der höchsten Stimmenzahl gewählte stellvertretende Mitglied und für Stellvertretungen, die herangezogen werden.',
      'Die Vertrauensperson entscheidet selbst über die Teilnahme, einen Beschluss eines Gremiums braucht es nicht.',
    ],
    ['vertrauensperson', 'stellvertretendes-mitglied'],
    SBV,
    ['schulung', 'sgb-ix'],
  ),
  entry(
    'Heranziehung stellvertretender Mitglieder',
    'In Betrieben mit mehr als 100 schwerbehinderten Beschäftigten kann die Vertrauensperson nach Unterrichtung des Arbeitgebers das erste stellvertretende Mitglied zu bestimmten Aufgaben heranziehen (§ 178 Abs. 1 Satz 4 SGB IX).',
    [
      'Bei mehr als 200 schwerbehinderten Beschäftigten kann zusätzlich das nächste stellvertretende Mitglied herangezogen werden.',
      'Herangezogene Stellvertretungen haben für die Dauer der Heranziehung die Rechtsstellung der Vertrauensperson.',
    ],
    ['stellvertretendes-mitglied'],
    SBV,
  ),
  entry(
    'Teilnahme an Betriebsratssitzungen',
    'Die SBV hat das Recht, an allen Sitzungen des Betriebsrats und seiner Ausschüsse beratend teilzunehmen (§ 178 Abs. 4 SGB IX, § 32 BetrVG).',
    [
      'Sie kann beantragen, Angelegenheiten, die schwerbehinderte Menschen besonders betreffen, auf die nächste Tagesordnung zu setzen.',
      'Hält sie einen Beschluss für eine erhebliche Beeinträchtigung wichtiger Interessen schwerbehinderter Menschen, kann sie seine Aussetzung für eine Woche verlangen.',
    ],
    ['beteiligung-der-sbv'],
    SBV,
  ),
  entry(
    'Schwerbehindertenausweis',
    'Der Schwerbehindertenausweis weist die Eigenschaft als schwerbehinderter Mensch, den Grad der Behinderung und gegebenenfalls Merkzeichen nach (§ 152 Abs. 5 SGB IX).',
    [
      'Er wird vom Versorgungsamt ausgestellt und ist in der Regel befristet. Merkzeichen wie G oder aG eröffnen zusätzliche Nachteilsausgleiche.',
      'Ob Beschäftigte ihre Schwerbehinderung dem Arbeitgeber mitteilen, entscheiden sie grundsätzlich selbst.',
    ],
    ['schwerbehinderung', 'grad-der-behinderung'],
    SBV,
  ),
  entry(
    'Mehrarbeit',
    'Schwerbehinderte Menschen werden auf ihr Verlangen von Mehrarbeit freigestellt (§ 207 SGB IX).',
    [
      'Mehrarbeit ist dabei die Arbeit, die über die werktägliche Arbeitszeit von acht Stunden hinausgeht, nicht jede Überstunde über die vertragliche Arbeitszeit hinaus.',
      'Bereitschaftsdienst kann nach der Rechtsprechung ebenfalls erfasst sein.',
    ],
    ['behinderungsgerechte-beschaeftigung'],
    SBV,
    ['arbeitszeit'],
  ),
];
