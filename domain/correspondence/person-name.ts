/** A person as letters and documents address them. */
export interface NamedPerson {
  readonly salutation?: string | undefined;
  readonly firstname: string;
  readonly lastname: string;
}

/** Salutations that say nothing to print ('Keine Angabe', 'Divers'): the name stands alone. */
const SILENT_SALUTATIONS: readonly string[] = ['', 'Keine Angabe', 'Divers'];

const printedSalutation = (salutation: string | undefined): string => {
  const trimmed = salutation?.trim() ?? '';
  return SILENT_SALUTATIONS.includes(trimmed) ? '' : trimmed;
};

const joined = (...parts: readonly string[]): string =>
  parts
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .join(' ');

/**
 * The name after a preposition ('von', 'für', 'auf'): 'Herr' takes its dative and accusative
 * form 'Herrn' ('von Herrn Jonas Weber'); 'Frau' and a name without salutation do not change.
 */
export const fullNameAfterPreposition = (person: NamedPerson): string => {
  const salutation = printedSalutation(person.salutation).replace(/^Herr(?=\s|$)/, 'Herrn');
  return joined(salutation, person.firstname, person.lastname);
};

/** 'Frau Dr. Anna Müller', 'Jonas Weber' (no salutation printed for 'Keine Angabe' or 'Divers'). */
export const fullName = (person: NamedPerson): string =>
  joined(printedSalutation(person.salutation), person.firstname, person.lastname);

/**
 * The opening line of a German letter: 'Sehr geehrte Frau Dr. Müller,' and 'Sehr geehrter Herr
 * Weber,' for Frau and Herr (with their titles); the neutral 'Guten Tag Vorname Nachname,'
 * otherwise, which addresses everyone correctly without guessing a gender.
 */
export const letterGreeting = (person: NamedPerson): string => {
  const salutation = printedSalutation(person.salutation);
  if (salutation.startsWith('Frau')) return `Sehr geehrte ${joined(salutation, person.lastname)},`;
  if (salutation.startsWith('Herr')) return `Sehr geehrter ${joined(salutation, person.lastname)},`;
  return `Guten Tag ${joined(salutation, person.firstname, person.lastname)},`;
};
