import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { winAnsiText } from './win-ansi';

const WIN_ANSI_HIGH = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
const printable = (char: string): boolean => {
  const code = char.codePointAt(0) ?? 0;
  return char === '\n' || char === '\t' || (code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_HIGH.includes(char);
};

describe('winAnsiText', () => {
  it('keeps German text, the euro sign, typographic quotes and dashes', () => {
    const text = 'Größe „Übernachtung“ – 1.290,00\u00a0€ ß';
    expect(winAnsiText(text)).toBe(text);
  });

  it('transcribes letters outside WinAnsi as German does, documented as an approximation', () => {
    expect(winAnsiText('Yılmaz Łukasz Ağca Čapek Đoković Őri Szűcs')).toBe('Yilmaz Lukasz Agca Capek Dokovic Öri Szücs');
    expect(winAnsiText('GROẞ')).toBe('GROSS');
  });

  it('composes a letter typed with a combining accent instead of losing the accent to a question mark', () => {
    expect(winAnsiText('C\u0327elik Mu\u0308ller')).toBe('Çelik Müller');
  });

  it('maps ligatures, typographic spaces and hyphens to their plain forms', () => {
    expect(winAnsiText('Auﬂage 3\u2009€ Hans\u2011Peter 5\u2212 2')).toBe('Auflage 3 € Hans-Peter 5- 2');
  });

  it('replaces what has no printable form, control characters included, with a question mark each', () => {
    expect(winAnsiText('Hallo 😀\u0007!')).toBe('Hallo ??!');
    expect(winAnsiText('Ζωή Юлия')).toBe('??? ????');
  });

  it('leaves out only invisible formatting characters', () => {
    expect(winAnsiText('Schulz\u200b-\ufeffMeier')).toBe('Schulz-Meier');
  });

  it('keeps line breaks as plain newlines', () => {
    expect(winAnsiText('a\r\nb\rc\nd')).toBe('a\nb\nc\nd');
  });

  it('drops no visible character: each becomes at least one printable WinAnsi character', () => {
    const visible = fc
      .integer({ min: 0x20, max: 0x2ffff })
      .map((code) => String.fromCodePoint(code))
      // Combining marks join the letter before them, Hangul jamo compose, and invisible formatting characters may go.
      .filter((char) => !/[\p{M}\p{Cf}\p{Cs}\p{Cn}\u1100-\u11ff\u3130-\u318f\ua960-\ua97f\ud7b0-\ud7ff]/u.test(char));
    fc.assert(
      fc.property(fc.array(visible, { maxLength: 30 }), (chars) => {
        const printed = Array.from(winAnsiText(chars.join('')));
        expect(printed.length).toBeGreaterThanOrEqual(chars.length);
        expect(printed.filter((char) => !printable(char))).toEqual([]);
      }),
    );
  });
});
