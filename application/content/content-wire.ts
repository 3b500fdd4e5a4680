import { isLeft } from 'fp-ts/Either';
import type { NormWire } from './content-details.codecs';
import { STORED_DETAILS } from './content-details.codecs';
import { contentPath } from './content-paths';
import type { ContentRecord } from './content.repository';
import { ContentItemWire, ContentSummaryWire } from './content.codecs';

/** The stored details decoded; a row that does not fit its kind is a bug in what wrote it. */
const detailsOf = (record: ContentRecord): unknown => {
  const decoded = STORED_DETAILS[record.kind].decode(record.details);
  if (isLeft(decoded)) throw new Error(`content ${String(record.id)} (${record.kind}) has details that do not fit its kind`);
  return decoded.right;
};

const commonOf = (record: ContentRecord) => ({
  id: record.id,
  kind: record.kind,
  section: record.section,
  slug: record.slug,
  title: record.title,
  teaser: record.teaser,
  author: record.author,
  publishedAt: record.publishedAt,
  topicSlug: record.topicSlug,
  tags: record.tags.map((tag) => ({ slug: tag.slug, name: tag.name })),
  path: contentPath(record),
});

/** An item in a listing: no body, a law without its norms. */
export const summaryWire = (record: ContentRecord): ContentSummaryWire => {
  const candidate: unknown = { ...commonOf(record), details: detailsOf(record) };
  if (!ContentSummaryWire.is(candidate)) throw new Error(`content ${String(record.id)} does not fit the summary contract`);
  return candidate;
};

/** An item on its own page or in an export, a law with its norms. */
export const itemWire = (record: ContentRecord, norms: readonly NormWire[] = []): ContentItemWire => {
  const details = detailsOf(record);
  const candidate: unknown = {
    ...commonOf(record),
    body: record.body,
    details: record.kind === 'law' ? { ...(details as object), norms: [...norms] } : details,
  };
  if (!ContentItemWire.is(candidate)) throw new Error(`content ${String(record.id)} does not fit the item contract`);
  return candidate;
};
