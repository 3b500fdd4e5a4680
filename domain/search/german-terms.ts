/**
 * German text as search terms: the same words in different spellings and inflections become one
 * term, so "Kündigungen" finds "Kündigung" and "Strasse" finds "Straße". Deliberately light (no
 * dictionary, no compound splitting): it must stay predictable for the people writing the content.
 */

/** Lower case with umlauts and ß folded, as a keyboard without them would type the word. */
export const foldGerman = (text: string): string =>
  text
    .normalize('NFC')
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    // Other accents (é, à …) carry no meaning for the search: drop the combining marks.
    .replace(/[\u0300-\u036f]/g, '');

/** Words so common that they say nothing about what a question is about (folded spelling). */
const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'aber als also am an auch auf aus bei bin bis bzw da dabei damit dann das dass dem den denn der des die dies diese ' +
    'diesem diesen dieser dieses doch dort du durch ein eine einem einen einer eines er es etwa euch fuer gibt hat ' +
    'hatte haben ich ihr ihre im in ist ja jede jeder jedes kann kein keine koennen mich mir mit muss nach nicht noch ' +
    'nur ob oder ohne sein seine sich sie sind so soll sollen ueber um und uns unser vom von vor war was weil welche ' +
    'welcher welches wenn wer werden wie wir wird wo zu zum zur man mein meine darf duerfen bitte gilt ' +
    // Question words and fillers of a question: they say how it is asked, not what about.
    'wann warum wieso weshalb wozu wofuer wem wen lange oft viel viele genau eigentlich denn mal etwas gerne hallo danke'
  ).split(' '),
);

export const isStopWord = (folded: string): boolean => STOP_WORDS.has(folded);

/** Inflection endings, longest first; only one is taken off, and a stem keeps at least 4 letters. */
const SUFFIXES = ['ungen', 'heiten', 'keiten', 'innen', 'ung', 'heit', 'keit', 'ern', 'em', 'en', 'er', 'es', 'e', 'n', 's'] as const;
const MIN_STEM = 4;

/**
 * The stem of one folded word: "kuendigungen" and "kuendigung" both become "kuendig". Umlauts
 * become their plain vowel, so a plural by umlaut meets its singular ("Räte", "Rat").
 */
export const stemGerman = (word: string): string => {
  if (/^\d+$/.test(word)) return word;
  const suffix = SUFFIXES.find((ending) => word.endsWith(ending) && word.length - ending.length >= MIN_STEM);
  const stem = suffix === undefined ? word : word.slice(0, -suffix.length);
  return stem.replace(/ae/g, 'a').replace(/oe/g, 'o').replace(/ue/g, 'u');
};

/**
 * The later parts of compounds a text of this field shares between two words, longest first
 * (folded): "Gesamt- und Konzernbetriebsräte" means "Gesamtbetriebsräte und Konzernbetriebsräte".
 * A fixed list rather than a guess, so what is found stays predictable.
 */
const SHARED_COMPOUND_ENDINGS = [
  'betriebsraete', 'betriebsrat', 'vertretungen', 'vertretung', 'vereinbarungen', 'vereinbarung', 'versammlungen', 'versammlung',
  'ausschuesse', 'ausschuss', 'mitglieder', 'mitglied', 'vorsitzende', 'gesetz', 'schutz', 'recht', 'zeit',
] as const;

/**
 * Writes out a compound whose later part a hyphen leaves to the next word ("Gesamt- und
 * Konzernbetriebsräte", "Kündigungs- oder Arbeitsschutz"), so the first is found by its whole word.
 */
export const completeSuspendedCompounds = (text: string): string =>
  text.replace(/(\p{L}+)-(\s*(?:,|und|oder|bzw\.|sowie)\s+)(\p{L}+)/gu, (whole, first: string, joint: string, second: string) => {
    const folded = foldGerman(second);
    const ending = SHARED_COMPOUND_ENDINGS.find((each) => folded.endsWith(each) && folded.length - each.length >= 3);
    if (ending === undefined) return whole;
    // The ending as the second word writes it ("betriebsräte" for the folded "betriebsraete").
    const at = Array.from({ length: second.length }, (_, start) => start).find((start) => foldGerman(second.slice(start)) === ending);
    return at === undefined ? whole : `${first}${second.slice(at)}${joint}${second}`;
  });

/** The words of a text in their folded spelling, in order (numbers kept: "§ 37" is the term "37"). */
export const germanWords = (text: string): readonly string[] =>
  foldGerman(completeSuspendedCompounds(text))
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length >= 2 || /^\d$/.test(word));

/** The search terms of a text, in order and with repeats (the counts matter for ranking). */
export const germanTerms = (text: string): readonly string[] =>
  germanWords(text)
    .filter((word) => !isStopWord(word))
    .map(stemGerman);

/** A word of a text as written and as the search term it becomes. */
export interface GermanToken {
  readonly surface: string;
  readonly term: string;
}

/**
 * The search terms of a text with the word each came from (stop words left out), so a search
 * can offer a term back as the reader would write it ("Kündigungsschutz", not "kuendigungsschutz").
 */
export const germanTokens = (text: string): readonly GermanToken[] =>
  completeSuspendedCompounds(text).split(/[^\p{L}\p{N}]+/u).flatMap((surface) =>
    germanWords(surface)
      .filter((word) => !isStopWord(word))
      .map((word) => ({ surface, term: stemGerman(word) })),
  );
