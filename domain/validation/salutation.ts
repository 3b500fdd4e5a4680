/** The salutation choices, in the order the forms list them (spec §3). */
export const SALUTATION_OPTIONS = [
  'Keine Angabe',
  'Divers',
  'Dr.',
  'Frau',
  'Frau Dr.',
  'Frau Prof.',
  'Frau Prof. Dr.',
  'Herr',
  'Herr Dr.',
  'Herr Prof.',
  'Herr Prof. Dr.',
] as const;

export type Salutation = (typeof SALUTATION_OPTIONS)[number];

const options: ReadonlySet<string> = new Set(SALUTATION_OPTIONS);

export const isSalutation = (value: string): value is Salutation => options.has(value);
