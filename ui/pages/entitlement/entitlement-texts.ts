import { REPRESENTATION_LAW, type Representation } from '../../../domain/paperwork/representation';
import type { EntitlementBody } from './entitlement-paths';

export interface EntitlementSection {
  readonly heading: string;
  readonly paragraphs: readonly string[];
}

export interface EntitlementText {
  readonly body: EntitlementBody;
  readonly lead: string;
  /** The norms the page explains, as cited. */
  readonly legalBasis: readonly string[];
  readonly sections: readonly EntitlementSection[];
  /** Who decides the sending, for the paperwork paragraph. */
  readonly decision: string;
  /** The law the portal's papers cite (domain/paperwork, one place). */
  readonly representation: Representation;
}

const BR: EntitlementText = {
  body: 'br',
  lead: 'Betriebsratsmitglieder dürfen sich für ihr Amt schulen lassen, bezahlt und während der Arbeitszeit. Das Betriebsverfassungsgesetz kennt dafür zwei Wege.',
  legalBasis: ['§ 37 Abs. 6 BetrVG', '§ 37 Abs. 7 BetrVG', '§ 40 Abs. 1 BetrVG'],
  sections: [
    {
      heading: 'Erforderliche Schulungen (§ 37 Abs. 6 BetrVG)',
      paragraphs: [
        'Jedes Betriebsratsmitglied hat Anspruch auf Teilnahme an Schulungen, die Kenntnisse vermitteln, die für die Arbeit des Betriebsrats erforderlich sind. Für die Dauer der Schulung wird es von der Arbeit freigestellt und bekommt sein Entgelt weiter.',
        'Eine feste Obergrenze an Tagen gibt es hier nicht. Entscheidend ist, ob der Betriebsrat das Wissen braucht. Grundlagen des Betriebsverfassungsrechts braucht in der Regel jedes neu gewählte Mitglied. Für Spezialwissen, etwa zur Arbeitszeit oder zum Datenschutz, braucht es einen aktuellen oder absehbaren Anlass im Betrieb.',
        'Die Kosten einer erforderlichen Schulung trägt der Arbeitgeber nach § 40 Abs. 1 BetrVG: Seminargebühr, Reise, Übernachtung und Verpflegung im üblichen Rahmen.',
      ],
    },
    {
      heading: 'Geeignete Schulungen (§ 37 Abs. 7 BetrVG)',
      paragraphs: [
        'Unabhängig davon hat jedes Mitglied während seiner regelmäßigen Amtszeit Anspruch auf insgesamt drei Wochen bezahlte Freistellung für Schulungen, die die zuständige oberste Arbeitsbehörde des Landes als geeignet anerkannt hat. Wer zum ersten Mal Betriebsratsmitglied ist und vorher nicht in der Jugend- und Auszubildendenvertretung war, hat vier Wochen.',
        'Hier geht es um Wissen, das der Betriebsratsarbeit allgemein dient. Das Entgelt läuft weiter; die Seminarkosten muss der Arbeitgeber für diese Schulungen aber nicht übernehmen.',
      ],
    },
  ],
  decision:
    'Der Betriebsrat beschließt in einer Sitzung, wer an welcher Schulung teilnimmt. Bei der zeitlichen Lage berücksichtigt er die betrieblichen Notwendigkeiten und teilt dem Arbeitgeber Teilnahme und Termin rechtzeitig mit. Hält der Arbeitgeber die betrieblichen Belange für nicht ausreichend berücksichtigt, kann er die Einigungsstelle anrufen.',
  representation: 'BR',
};

const SBV: EntitlementText = {
  body: 'sbv',
  lead: 'Die Schwerbehindertenvertretung (SBV) hat einen eigenen Schulungsanspruch im Sozialgesetzbuch IX, unabhängig von dem des Betriebsrats.',
  legalBasis: ['§ 179 Abs. 4 Satz 3 SGB IX', '§ 179 Abs. 8 SGB IX'],
  sections: [
    {
      heading: 'Erforderliche Schulungen (§ 179 Abs. 4 SGB IX)',
      paragraphs: [
        'Die Vertrauensperson wird für Schulungen freigestellt, die Kenntnisse vermitteln, die für die Arbeit der Schwerbehindertenvertretung erforderlich sind, ohne dass ihr Entgelt gemindert wird.',
        'Denselben Anspruch hat das mit der höchsten Stimmenzahl gewählte stellvertretende Mitglied. Zieht die Vertrauensperson in größeren Betrieben weitere stellvertretende Mitglieder zu ihren Aufgaben heran, gilt er auch für diese.',
        'Eine Obergrenze an Tagen nennt das Gesetz nicht; wie beim Betriebsrat kommt es darauf an, ob das Wissen für die Arbeit der SBV gebraucht wird, etwa zum Schwerbehindertenrecht, zum Betrieblichen Eingliederungsmanagement oder zur Prävention.',
      ],
    },
    {
      heading: 'Kosten (§ 179 Abs. 8 SGB IX)',
      paragraphs: ['Die Kosten der Schulung trägt der Arbeitgeber: Seminargebühr, Reise, Übernachtung und Verpflegung im üblichen Rahmen.'],
    },
  ],
  decision:
    'Einen Beschluss eines Gremiums braucht es nicht: Die Vertrauensperson entscheidet selbst, welche Schulung erforderlich ist, und teilt dem Arbeitgeber Teilnahme und Termin rechtzeitig mit. Die Vorlage „Entsendungsbeschluss“ hält diese Entscheidung schriftlich fest.',
  representation: 'SBV',
};

const JAV: EntitlementText = {
  body: 'jav',
  lead: 'Für die Jugend- und Auszubildendenvertretung (JAV) gelten die Schulungsregeln des Betriebsrats entsprechend (§ 65 Abs. 1 BetrVG).',
  legalBasis: ['§ 65 Abs. 1 BetrVG', '§ 37 Abs. 6 BetrVG', '§ 37 Abs. 7 BetrVG', '§ 40 Abs. 1 BetrVG'],
  sections: [
    {
      heading: 'Erforderliche und geeignete Schulungen',
      paragraphs: [
        'JAV-Mitglieder haben Anspruch auf Schulungen, die Kenntnisse vermitteln, die für die Arbeit der JAV erforderlich sind (§ 37 Abs. 6 BetrVG), bei fortgezahltem Entgelt. Die Kosten trägt der Arbeitgeber (§ 40 Abs. 1 BetrVG).',
        'Dazu kommt der Anspruch auf bezahlte Freistellung für als geeignet anerkannte Schulungen nach § 37 Abs. 7 BetrVG, grundsätzlich drei Wochen je Amtszeit; die Seminarkosten trägt der Arbeitgeber dabei nicht.',
        'Weil die Amtszeit der JAV nur zwei Jahre dauert, lohnt es sich, früh im Amt mit den Grundlagen zu beginnen.',
      ],
    },
  ],
  decision:
    'Die JAV beschließt, wen sie schulen lassen möchte, und beantragt die Teilnahme beim Betriebsrat. Über die Entsendung entscheidet der Betriebsrat durch Beschluss und teilt dem Arbeitgeber Teilnahme und Termin rechtzeitig mit.',
  representation: 'JAV',
};

export const ENTITLEMENT_TEXTS: Readonly<Record<EntitlementBody, EntitlementText>> = { br: BR, sbv: SBV, jav: JAV };

/** The paperwork's legal citations, from the same place the portal's PDFs take them. */
export const paperworkLaw = (text: EntitlementText) => REPRESENTATION_LAW[text.representation];
