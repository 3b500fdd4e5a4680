import * as t from 'io-ts';

/**
 * The body of a content item: plain text blocks, never HTML. Pages render each block as an
 * element of their own and escape the text, so stored content can never inject markup.
 */
export const HeadingBlock = t.type({ type: t.literal('heading'), text: t.string }, 'HeadingBlock');
export const ParagraphBlock = t.type({ type: t.literal('paragraph'), text: t.string }, 'ParagraphBlock');
export const ListBlock = t.type({ type: t.literal('list'), items: t.array(t.string) }, 'ListBlock');
export const QuoteBlock = t.type({ type: t.literal('quote'), text: t.string }, 'QuoteBlock');

export const ContentBlock = t.union([HeadingBlock, ParagraphBlock, ListBlock, QuoteBlock], 'ContentBlock');
export type ContentBlock = t.TypeOf<typeof ContentBlock>;

export const ContentBody = t.array(ContentBlock, 'ContentBody');
export type ContentBody = t.TypeOf<typeof ContentBody>;

export const heading = (text: string): ContentBlock => ({ type: 'heading', text });
export const paragraph = (text: string): ContentBlock => ({ type: 'paragraph', text });
export const list = (items: readonly string[]): ContentBlock => ({ type: 'list', items: [...items] });
export const quote = (text: string): ContentBlock => ({ type: 'quote', text });

/** The text of one block as plain lines: list items get a dash, as in a printed text. */
export const blockLines = (block: ContentBlock): readonly string[] =>
  block.type === 'list' ? block.items.map((item) => `– ${item}`) : [block.text];
