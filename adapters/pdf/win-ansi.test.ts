import { describe, expect, it } from 'vitest';
import { winAnsiText } from './win-ansi';

describe('winAnsiText', () => {
  it('keeps German text, the euro sign, typographic quotes and dashes', () => {
    const text = 'Größe „Übernachtung“ – 1.290,00\u00a0€ ß';
    expect(winAnsiText(text)).toBe(text);
  });

  it('maps letters outside WinAnsi to their base letter', () => {
    expect(winAnsiText('Yılmaz Łukasz Ağca Čapek')).toBe('Yilmaz Lukasz Agca Capek');
  });

  it('replaces what has no printable form, control characters included, with a question mark', () => {
    expect(winAnsiText('Hallo 😀\u0007!')).toBe('Hallo ??!');
  });

  it('keeps line breaks as plain newlines', () => {
    expect(winAnsiText('a\r\nb\rc\nd')).toBe('a\nb\nc\nd');
  });
});
