import type { AssistantScope } from '../../../application/assistant/assistant.paths';

/** What each assistant is called and says about itself. */
export const ASSISTANT_PAGES: Readonly<Record<AssistantScope, { readonly title: string; readonly lead: string; readonly example: string; readonly other: string }>> = {
  br: {
    title: 'Assistent für Betriebsräte',
    lead: 'Stellen Sie Ihre Frage zum Betriebsverfassungsrecht. Der Assistent antwortet mit Auszügen aus unserem Lexikon, den Gesetzen, der Rechtsprechung, unseren Fachartikeln und FAQ – jeweils mit der Quelle zum Weiterlesen.',
    example: 'z. B. Wann muss der Betriebsrat vor einer Kündigung angehört werden?',
    other: 'Zum Assistenten für die Schwerbehindertenvertretung',
  },
  sbv: {
    title: 'Assistent für die Schwerbehindertenvertretung',
    lead: 'Stellen Sie Ihre Frage zur Arbeit der Schwerbehindertenvertretung (SBV). Der Assistent antwortet mit Auszügen aus unserem SBV-Lexikon, den Gesetzen, der Rechtsprechung, unseren Fachartikeln und FAQ – jeweils mit der Quelle zum Weiterlesen.',
    example: 'z. B. Welche Aufgaben hat die Vertrauensperson?',
    other: 'Zum Assistenten für Betriebsräte',
  },
};

export const NOTHING_FOUND = 'Dazu habe ich in unserem Wissen nichts gefunden.';
