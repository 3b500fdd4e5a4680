import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { recordArb, slugArb } from './content.arbitraries';
import { CONTENT_KINDS } from './content-kind';
import { ContentItemWire, ContentSummaryWire } from './content.codecs';
import { itemWire, summaryWire } from './content-wire';
import { SlugCodec } from './content-query.codecs';

const anyRecord = fc.constantFrom(...CONTENT_KINDS).chain(recordArb);

const norm = { number: '§ 1', heading: 'Errichtung', part: 'Erster Teil', chapter: '', paragraphs: ['Text.'] };

describe('content wire codecs', () => {
  it('decode(encode(item)) equals the item for every kind', () => {
    fc.assert(
      fc.property(anyRecord, (record) => {
        const item = itemWire(record, [norm]);
        expect(ContentItemWire.decode(JSON.parse(JSON.stringify(ContentItemWire.encode(item))))).toEqual({ _tag: 'Right', right: item });
      }),
    );
  });

  it('decode(encode(summary)) equals the summary, which never carries a body', () => {
    fc.assert(
      fc.property(anyRecord, (record) => {
        const summary = summaryWire(record);
        expect(summary).not.toHaveProperty('body');
        expect(ContentSummaryWire.decode(JSON.parse(JSON.stringify(ContentSummaryWire.encode(summary))))).toEqual({ _tag: 'Right', right: summary });
      }),
    );
  });

  it('a law item carries exactly the norms it was given, every other kind none', () => {
    fc.assert(
      fc.property(anyRecord, (record) => {
        const details = itemWire(record, [norm]).details as Record<string, unknown>;
        expect(details.norms).toEqual(record.kind === 'law' ? [norm] : undefined);
      }),
    );
  });

  it('every generated slug is accepted by the slug codec', () => {
    fc.assert(
      fc.property(slugArb, (slug) => {
        expect(SlugCodec.decode(slug)).toEqual({ _tag: 'Right', right: slug });
      }),
    );
  });
});
