/**
 * A document as content, not as pixels: the use cases build one (order confirmation, cost
 * calculation, fax form, seminar sheet) and a renderer lays it out, as a PDF (adapters/pdf) or as
 * the plain text and HTML of a mail. So the same order prints the same lines everywhere.
 */
export interface PrintColumn {
  readonly header: string;
  /** Share of the line width; the shares of a table add up to 1. */
  readonly width: number;
  readonly align: 'left' | 'right';
}

export interface FillInField {
  readonly label: string;
  /** A value printed on the line (e.g. the event); empty lines are written on by hand. */
  readonly value?: string | undefined;
}

/** A line of a table of contents: its text, and the heading (by target) whose page it names. */
export interface ContentsEntry {
  readonly text: string;
  readonly target: string;
}

export type PrintBlock =
  /**
   * Level 1 (the default) heads a part, level 2 an item within it (a seminar in a rubric). A
   * target lets a contents block name the heading's page and link to it.
   */
  | { readonly type: 'heading'; readonly text: string; readonly level?: 1 | 2 | undefined; readonly target?: string | undefined }
  /** A table of contents: each entry with the page its target heading lands on (known once laid out). */
  | { readonly type: 'contents'; readonly entries: readonly ContentsEntry[] }
  /** What follows starts on a new page (a catalogue's title page, each rubric). */
  | { readonly type: 'pageBreak' }
  | { readonly type: 'paragraph'; readonly text: string; readonly tone?: 'normal' | 'strong' | 'small' | undefined }
  /** Label and value pairs ('Bestellnummer: IFB-2026-000123'). */
  | { readonly type: 'facts'; readonly rows: readonly { readonly label: string; readonly value: string }[] }
  | {
      readonly type: 'table';
      readonly columns: readonly PrintColumn[];
      readonly rows: readonly (readonly string[])[];
      /** Sum lines below a rule (Gruppenrabatt, Gesamtsumme), printed bold. */
      readonly totals?: readonly (readonly string[])[] | undefined;
      /** Rows high enough to write in by hand (a paper form). */
      readonly writeIn?: boolean | undefined;
    }
  /** Lines to fill in by hand, two to a row on paper. */
  | { readonly type: 'fillIn'; readonly fields: readonly FillInField[] }
  /** Boxes to tick; those in `checked` are ticked already (what the page filled in). */
  | { readonly type: 'checkboxes'; readonly options: readonly string[]; readonly checked?: readonly string[] | undefined }
  | { readonly type: 'signature'; readonly labels: readonly string[] };

export interface PrintDocument {
  /** The document's name, printed big and used as the PDF title ('Bestellbestätigung'). */
  readonly title: string;
  /** A line under the title ('Bestellnummer IFB-2026-000123 vom 12.03.2026'). */
  readonly subtitle?: string | undefined;
  readonly blocks: readonly PrintBlock[];
}
