import { describe, expect, it } from 'vitest';
import { contentDisposition } from './content-disposition';

describe('contentDisposition (RFC 6266 with an RFC 8187 filename*)', () => {
  it('keeps umlauts exact in filename* and gives an ASCII fallback', () => {
    expect(contentDisposition('attachment', 'Präsentation Tätigkeitsbericht.pptx')).toBe(
      `attachment; filename="Pr_sentation T_tigkeitsbericht.pptx"; filename*=UTF-8''Pr%C3%A4sentation%20T%C3%A4tigkeitsbericht.pptx`,
    );
  });

  it("encodes the characters RFC 8187 does not allow bare (' ( ) *) and quotes in the fallback", () => {
    expect(contentDisposition('inline', `Kosten (2026) 'neu' *"x".pdf`)).toBe(`inline; filename="Kosten (2026) 'neu' *_x_.pdf"; filename*=UTF-8''Kosten%20%282026%29%20%27neu%27%20%2A%22x%22.pdf`);
  });
});
