import { entry, type LexiconText } from './lexicon-text';

const JAV = 'jugend-und-ausbildung';

/** The JAV's lexicon (BetrVG and BBiG), in the provider's own words. */
export const LEXICON_JAV: readonly LexiconText[] = [
  entry(
    'Jugend- und Auszubildendenvertretung',
    'Die Jugend- und Auszubildendenvertretung (JAV) vertritt die Beschäftigten unter 18 Jahren und die Auszubildenden unter 25 Jahren; sie wird in Betrieben mit in der Regel mindestens fünf solchen Beschäftigten gewählt (§ 60 BetrVG).',
    [
      'Eine JAV kann es nur geben, wenn im Betrieb ein Betriebsrat besteht. Sie handelt nicht selbst gegenüber dem Arbeitgeber, sondern über den Betriebsrat.',
      'Ihre Aufgaben: Maßnahmen beim Betriebsrat beantragen, über die Einhaltung der Schutzvorschriften wachen und Anregungen der jungen Beschäftigten weitergeben (§ 70 BetrVG).',
    ],
    ['wahlberechtigung', 'amtszeit-der-jav', 'teilnahme-an-betriebsratssitzungen'],
    JAV,
    ['ausbildung', 'betrvg'],
  ),
  entry(
    'Wahlberechtigung',
    'Wählen dürfen alle Beschäftigten unter 18 Jahren und alle Auszubildenden unter 25 Jahren; wählbar sind alle Beschäftigten, die das 25. Lebensjahr noch nicht vollendet haben (§ 61 BetrVG).',
    [
      'Mitglieder des Betriebsrats können nicht zugleich in die JAV gewählt werden.',
      'Wer während der Amtszeit 25 Jahre alt wird, bleibt bis zu deren Ende Mitglied der JAV.',
    ],
    ['jugend-und-auszubildendenvertretung', 'amtszeit-der-jav'],
    JAV,
  ),
  entry(
    'Amtszeit der JAV',
    'Die regelmäßige Amtszeit der JAV beträgt zwei Jahre; die regelmäßigen Wahlen finden vom 1. Oktober bis 30. November statt (§ 64 BetrVG).',
    [
      'Den Wahlvorstand bestellt der Betriebsrat. Die kurze Amtszeit trägt dem Umstand Rechnung, dass Auszubildende den Betrieb nach einigen Jahren verlassen oder übernommen werden.',
      'Die JAV wählt aus ihrer Mitte eine vorsitzende Person und eine Stellvertretung, wenn sie aus mehreren Mitgliedern besteht.',
    ],
    ['wahlberechtigung'],
    JAV,
  ),
  entry(
    'JAV-Sitzung',
    'Die JAV kann nach Verständigung des Betriebsrats eigene Sitzungen abhalten; ein Betriebsratsmitglied kann daran teilnehmen (§ 65 Abs. 2 BetrVG).',
    [
      'Für Einladung, Beschlüsse und Protokoll gelten die Regeln für den Betriebsrat entsprechend.',
      'Die Sitzungen finden in der Regel während der Arbeitszeit statt; die Kosten trägt der Arbeitgeber.',
    ],
    ['teilnahme-an-betriebsratssitzungen'],
    JAV,
  ),
  entry(
    'Teilnahme an Betriebsratssitzungen',
    'Die JAV kann zu allen Betriebsratssitzungen eine Vertreterin oder einen Vertreter entsenden; werden Angelegenheiten behandelt, die junge Beschäftigte besonders betreffen, hat die ganze JAV ein Teilnahmerecht (§ 67 Abs. 1 BetrVG).',
    [
      'Die JAV kann beantragen, solche Angelegenheiten auf die nächste Tagesordnung zu setzen, wenn sie sie vorher beraten hat.',
      'Der Betriebsrat soll die JAV auch von sich aus zu Fragen der Ausbildung hinzuziehen.',
    ],
    ['stimmrecht-im-betriebsrat', 'aussetzung-von-beschluessen'],
    JAV,
  ),
  entry(
    'Stimmrecht im Betriebsrat',
    'Betreffen Beschlüsse des Betriebsrats überwiegend Beschäftigte unter 18 oder Auszubildende unter 25, haben die JAV-Mitglieder Stimmrecht (§ 67 Abs. 2 BetrVG).',
    [
      'Ihre Stimmen zählen dann bei der Beschlussfassung mit, etwa bei einer Betriebsvereinbarung über die Ausbildung.',
      'Für die Beschlussfähigkeit des Betriebsrats werden sie nicht mitgezählt.',
    ],
    ['teilnahme-an-betriebsratssitzungen'],
    JAV,
  ),
  entry(
    'Aussetzung von Beschlüssen',
    'Erachtet die Mehrheit der JAV einen Beschluss des Betriebsrats als erhebliche Beeinträchtigung wichtiger Interessen der jungen Beschäftigten, wird er auf Antrag für eine Woche ausgesetzt (§ 66 BetrVG).',
    [
      'In dieser Woche soll eine Verständigung versucht werden, gegebenenfalls mit Hilfe der Gewerkschaften.',
      'Wird der Beschluss bestätigt, kann die Aussetzung nicht erneut beantragt werden.',
    ],
    ['stimmrecht-im-betriebsrat'],
    JAV,
  ),
  entry(
    'JAV-Versammlung',
    'Die JAV kann vor oder nach jeder Betriebsversammlung im Einvernehmen mit dem Betriebsrat eine Versammlung der jungen Beschäftigten einberufen (§ 71 BetrVG).',
    [
      'Die Versammlung kann Anträge an die JAV richten und zu ihren Beschlüssen Stellung nehmen. Die Teilnahmezeit wird wie Arbeitszeit vergütet.',
      'Eine gut vorbereitete Versammlung mit Themen aus dem Ausbildungsalltag erhöht die Beteiligung.',
    ],
    ['jugend-und-auszubildendenvertretung'],
    JAV,
  ),
  entry(
    'Übernahmeanspruch',
    'Auszubildende, die Mitglied der JAV oder des Betriebsrats sind, können innerhalb der letzten drei Monate vor Ende der Ausbildung schriftlich ihre Weiterbeschäftigung verlangen (§ 78a BetrVG).',
    [
      'Dann gilt ein unbefristetes Arbeitsverhältnis als begründet. Will der Arbeitgeber nicht übernehmen, muss er das drei Monate vor Ende der Ausbildung schriftlich mitteilen.',
      'Der Arbeitgeber kann beim Arbeitsgericht beantragen, das Arbeitsverhältnis aufzulösen, wenn ihm die Weiterbeschäftigung nicht zugemutet werden kann.',
    ],
    ['berufsausbildungsvertrag', 'abschlusspruefung'],
    JAV,
    ['ausbildung'],
  ),
  entry(
    'Ausbildungsplan',
    'Der betriebliche Ausbildungsplan legt fest, wann welche Inhalte der Ausbildungsordnung im Betrieb vermittelt werden; er ist Teil des Ausbildungsvertrags (§ 11 BBiG).',
    [
      'Auszubildende können daran prüfen, ob ihre Ausbildung vollständig und in der richtigen Reihenfolge stattfindet.',
      'Die JAV achtet darauf, dass Auszubildende nicht mit ausbildungsfremden Tätigkeiten beschäftigt werden.',
    ],
    ['berufsausbildungsvertrag', 'ausbildungsnachweis'],
    JAV,
    ['ausbildung'],
  ),
  entry(
    'Berufsausbildungsvertrag',
    'Der Berufsausbildungsvertrag regelt Ausbildungsberuf, Beginn und Dauer, Probezeit, Vergütung, Urlaub und Kündigungsvoraussetzungen; sein wesentlicher Inhalt ist schriftlich niederzulegen (§§ 10, 11 BBiG).',
    [
      'Die Niederschrift erhalten die Auszubildenden unverzüglich nach Abschluss, spätestens vor Beginn der Ausbildung.',
      'Nach der Probezeit kann der Ausbildungsbetrieb nur noch aus wichtigem Grund kündigen.',
    ],
    ['probezeit', 'ausbildungsverguetung', 'ausbildungsplan'],
    JAV,
    ['ausbildung'],
  ),
  entry(
    'Probezeit',
    'Die Probezeit in der Ausbildung dauert mindestens einen und höchstens vier Monate (§ 20 BBiG).',
    [
      'In dieser Zeit können beide Seiten jederzeit ohne Kündigungsfrist kündigen, schriftlich und ohne Angabe von Gründen.',
      'Die JAV kann neuen Auszubildenden gerade in dieser Zeit Orientierung geben.',
    ],
    ['berufsausbildungsvertrag'],
    JAV,
  ),
  entry(
    'Ausbildungsvergütung',
    'Auszubildende haben Anspruch auf eine angemessene Vergütung, die mit fortschreitender Ausbildung mindestens jährlich ansteigt (§ 17 BBiG).',
    [
      'Das Gesetz legt eine Mindestvergütung fest; gilt ein Tarifvertrag, ist in der Regel dessen höhere Vergütung maßgeblich.',
      'Die Vergütung ist auch für die Zeit der Berufsschule und der Prüfungen fortzuzahlen.',
    ],
    ['berufsausbildungsvertrag', 'berufsschule'],
    JAV,
    ['entgelt', 'ausbildung'],
  ),
  entry(
    'Jugendarbeitsschutz',
    'Das Jugendarbeitsschutzgesetz schützt Beschäftigte unter 18 Jahren, etwa durch Höchstarbeitszeiten von acht Stunden täglich und 40 Stunden wöchentlich.',
    [
      'Es regelt außerdem Ruhepausen, Nachtruhe, Wochenendarbeit und ärztliche Untersuchungen vor Beginn der Beschäftigung.',
      'Die JAV wacht darüber, dass diese Vorschriften eingehalten werden.',
    ],
    ['berufsschule'],
    JAV,
    ['arbeitszeit', 'gesundheit'],
  ),
  entry(
    'Berufsschule',
    'Der Ausbildungsbetrieb muss Auszubildende für die Teilnahme am Berufsschulunterricht freistellen (§ 15 BBiG).',
    [
      'Berufsschulzeiten werden auf die Arbeitszeit angerechnet. Für Minderjährige gelten zusätzliche Schutzregeln, etwa vor einem Unterricht, der vor 9 Uhr beginnt.',
      'Ob nach der Schule noch gearbeitet werden muss, ist eine häufige Frage in der JAV-Sprechstunde.',
    ],
    ['jugendarbeitsschutz', 'ausbildungsverguetung'],
    JAV,
    ['ausbildung'],
  ),
  entry(
    'Gesamt-Jugend- und Auszubildendenvertretung',
    'Bestehen in einem Unternehmen mehrere JAVen, wird eine Gesamt-JAV gebildet (§ 72 BetrVG).',
    [
      'Jede JAV entsendet ein Mitglied. Die Gesamt-JAV ist für Angelegenheiten zuständig, die das Unternehmen oder mehrere Betriebe betreffen.',
      'Sie arbeitet mit dem Gesamtbetriebsrat zusammen, so wie die JAV mit dem Betriebsrat.',
    ],
    ['jugend-und-auszubildendenvertretung'],
    JAV,
  ),
  entry(
    'Sprechstunde der JAV',
    'In Betrieben mit in der Regel mehr als 50 jungen Beschäftigten kann die JAV eigene Sprechstunden während der Arbeitszeit einrichten (§ 69 BetrVG).',
    [
      'Zeit und Ort werden zwischen Betriebsrat und Arbeitgeber vereinbart. Ein Betriebsratsmitglied kann beratend teilnehmen.',
      'In kleineren Betrieben kann ein JAV-Mitglied an den Sprechstunden des Betriebsrats teilnehmen.',
    ],
    ['jugend-und-auszubildendenvertretung'],
    JAV,
  ),
  entry(
    'Schulung der JAV',
    'JAV-Mitglieder haben wie Betriebsratsmitglieder Anspruch auf erforderliche und geeignete Schulungen; § 65 Abs. 1 BetrVG verweist dafür auf § 37 Abs. 6 und 7 BetrVG.',
    [
      'Über die Teilnahme beschließt der Betriebsrat auf Vorschlag der JAV. Die Kosten erforderlicher Schulungen trägt der Arbeitgeber.',
      'Gerade neu gewählte JAV-Mitglieder brauchen Grundlagenwissen zu ihren Rechten und zur Ausbildung.',
    ],
    ['jugend-und-auszubildendenvertretung'],
    JAV,
    ['schulung'],
  ),
  entry(
    'Ausbildungsnachweis',
    'Auszubildende führen einen schriftlichen oder elektronischen Ausbildungsnachweis; der Betrieb muss ihnen dafür Zeit während der Ausbildungszeit geben (§§ 13, 14 BBiG).',
    [
      'Der Nachweis ist Voraussetzung für die Zulassung zur Abschlussprüfung. Ausbildende müssen ihn regelmäßig durchsehen.',
      'Früher hieß er Berichtsheft.',
    ],
    ['ausbildungsplan', 'abschlusspruefung'],
    JAV,
    ['ausbildung'],
  ),
  entry(
    'Abschlussprüfung',
    'In der Abschlussprüfung wird festgestellt, ob die berufliche Handlungsfähigkeit erworben wurde (§ 37 BBiG).',
    [
      'Für die Teilnahme an Prüfungen und am Arbeitstag davor sind Auszubildende freizustellen, soweit ein Anspruch besteht, etwa nach Tarifvertrag oder für Minderjährige nach dem Jugendarbeitsschutzgesetz.',
      'Besteht jemand die Prüfung nicht, verlängert sich die Ausbildung auf Verlangen bis zur nächsten Wiederholungsprüfung, höchstens um ein Jahr (§ 21 Abs. 3 BBiG).',
    ],
    ['ausbildungsnachweis', 'uebernahmeanspruch'],
    JAV,
    ['ausbildung'],
  ),
  entry(
    'Ausbildereignung',
    'Ausbilden darf nur, wer persönlich und fachlich geeignet ist; die berufs- und arbeitspädagogische Eignung wird meist durch die Ausbilder-Eignungsprüfung nachgewiesen (§§ 28, 30 BBiG).',
    [
      'Die JAV kann den Betriebsrat einschalten, wenn die Ausbildung ihre Aufgaben nicht erfüllt. Der Betriebsrat kann der Bestellung einer ungeeigneten Ausbildungsperson widersprechen (§ 98 Abs. 2 BetrVG).',
      'Gute Ausbildung ist auch eine Frage der Zeit, die Ausbildende für ihre Aufgabe bekommen.',
    ],
    ['ausbildungsplan'],
    JAV,
    ['ausbildung'],
  ),
];
