import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { SEMINAR_MESSAGES as M } from './messages';
import { checkSeminar, linesOf, seminarText, slugCandidates, TITLE_MAX } from './seminar';

const FACTS = { rubricSlugs: new Set(['arbeitsrecht']) };
const VALID = { title: '  Mobbing   am Arbeitsplatz ', description: 'Was tun?', targetGroups: 'BR\n\n BR \nJAV', rubricSlug: 'arbeitsrecht', actionField: 'Gesundheit', published: 'ja' };

describe('a seminar of the back office', () => {
  it('reads a valid seminar: one space between words, one entry per line each once, published as ja/nein', () => {
    expect(checkSeminar(VALID, FACTS)).toEqual(
      E.right({ title: 'Mobbing am Arbeitsplatz', subtitle: '', description: 'Was tun?', targetGroups: ['BR', 'JAV'], tags: [], rubricSlug: 'arbeitsrecht', actionField: 'Gesundheit', published: true }),
    );
    expect(checkSeminar({ ...VALID, published: '' }, FACTS)).toMatchObject(E.right({ published: false }));
  });

  it('names every bad field at once with its German message', () => {
    expect(checkSeminar({ title: '„…“', targetGroups: ' \n ', rubricSlug: 'gibt-es-nicht', published: 'vielleicht', subtitle: 'x'.repeat(301) }, FACTS)).toEqual(
      E.left({
        title: M.titleWithoutLetters,
        subtitle: M.tooLong(300),
        description: M.descriptionMissing,
        targetGroups: M.targetGroupsMissing,
        rubricSlug: M.rubricUnknown,
        actionField: M.actionFieldMissing,
        published: M.publishedFormat,
      }),
    );
    expect(checkSeminar({ ...VALID, title: 'x'.repeat(TITLE_MAX + 1) }, FACTS)).toEqual(E.left({ title: M.tooLong(TITLE_MAX) }));
  });

  it('the form text of a checked seminar reads back as the same seminar', () => {
    const checked = checkSeminar(VALID, FACTS);
    if (E.isLeft(checked)) throw new Error('valid seminar refused');
    expect(checkSeminar(seminarText(checked.right), FACTS)).toEqual(checked);
  });

  it('a new address from the title, then "-2", "-3" … when it is taken', () => {
    const candidates = slugCandidates('Arbeitsrecht für Einsteiger');
    expect([candidates.next().value, candidates.next().value, candidates.next().value]).toEqual(['arbeitsrecht-fuer-einsteiger', 'arbeitsrecht-fuer-einsteiger-2', 'arbeitsrecht-fuer-einsteiger-3']);
    expect(linesOf('a\r\nb\n\na')).toEqual(['a', 'b']);
  });

  it("never the address of a back-office page beside the seminars' ('neu', 'import')", () => {
    expect(slugCandidates('Neu').next().value).toBe('neu-2');
    expect(slugCandidates('Import').next().value).toBe('import-2');
  });
});
