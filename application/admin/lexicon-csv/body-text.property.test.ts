import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ContentBlock } from '../../content/content-blocks';
import { bodyToText, textToBody } from './body-text';

const word = fc.string({ unit: fc.constantFrom('a', 'Ä', 'ß', '#', '>', '*', '\\', '-', ' ', '§'), minLength: 1, maxLength: 8 });
/** A text as an editor writes one: no blank lines, no white space at its ends. */
const text = fc
  .array(word, { minLength: 1, maxLength: 4 })
  .map((words) => words.join('\n').trim())
  .filter((value) => value !== '' && !/\n\s*\n/.test(value) && !/^\s|\s$/.test(value));
const item = text.map((value) => value.replace(/\s*\n\s*/g, ' '));

const block: fc.Arbitrary<ContentBlock> = fc.oneof(
  text.map((value) => ({ type: 'heading' as const, text: value })),
  text.map((value) => ({ type: 'paragraph' as const, text: value })),
  text.map((value) => ({ type: 'quote' as const, text: value })),
  fc.array(item, { minLength: 1, maxLength: 4 }).map((items) => ({ type: 'list' as const, items })),
);

describe('body text properties', () => {
  it('reading the cell written for a body gives the same body back', () => {
    fc.assert(
      fc.property(fc.array(block, { maxLength: 6 }), (body) => {
        expect(textToBody(bodyToText(body))).toEqual(body);
      }),
    );
  });
});
