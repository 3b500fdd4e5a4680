/** German alphabetical order (Ärger after Anfang, not after Zahl), the same on every database engine. */
const collator = new Intl.Collator('de-DE');

export const byGermanText =
  <T>(text: (item: T) => string) =>
  (a: T, b: T): number =>
    collator.compare(text(a), text(b));
