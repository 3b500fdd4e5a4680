import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../../../domain/errors/app-error';
import type { Cache } from '../../cache/cache.port';
import type { Content } from '../../content/content.port';
import { ExportInterrupted } from '../../content/content.port';
import type { ContentItemWire } from '../../content/content.codecs';
import type { DownloadFiltersWire } from './export.codecs';

const counted = <K>(counts: Map<K, number>, key: K) => counts.set(key, (counts.get(key) ?? 0) + 1);

/** Most frequent first, then by name: the order a filter list shows. */
const byCount = <T extends { readonly count: number }>(name: (entry: T) => string) => (a: T, b: T) =>
  b.count - a.count || name(a).localeCompare(name(b), 'de');

/**
 * The filter data of the downloads (/download/filter-data): file kinds, topics and tags with
 * their counts, read through the downloads export so memory holds only the counts. Cached: the
 * downloads change seldom, and the list is asked by every visit of the downloads page.
 */
export class DownloadFilters {
  constructor(
    private readonly content: Content,
    private readonly cache: Cache<DownloadFiltersWire>,
  ) {}

  filterData(): TE.TaskEither<AppError, DownloadFiltersWire> {
    return async () => {
      const hit = this.cache.get('all');
      if (hit !== undefined) return E.right(hit);
      try {
        const filters = await this.collect();
        this.cache.set('all', filters);
        return E.right(filters);
      } catch (error) {
        if (error instanceof ExportInterrupted) return E.left(error.error);
        throw error;
      }
    };
  }

  private async collect(): Promise<DownloadFiltersWire> {
    const facets = new DownloadFacets();
    for await (const item of this.content.exportObjects('downloads')) facets.add(item);
    return facets.result();
  }
}

/**
 * The counting of the filter data, one download at a time (memory holds only the counts): the
 * API's /download/filter-data and the downloads page count with it.
 */
export class DownloadFacets {
  private readonly fileKinds = new Map<string, number>();
  private readonly topics = new Map<string, number>();
  private readonly tags = new Map<string, number>();
  private readonly tagNames = new Map<string, string>();
  private total = 0;

  add(item: Pick<ContentItemWire, 'kind' | 'details' | 'topicSlug' | 'tags'>): void {
    this.total += 1;
    if (item.kind === 'download') counted(this.fileKinds, (item.details as { readonly fileKind: string }).fileKind);
    if (item.topicSlug !== null) counted(this.topics, item.topicSlug);
    for (const tag of item.tags) {
      counted(this.tags, tag.slug);
      this.tagNames.set(tag.slug, tag.name);
    }
  }

  result(): DownloadFiltersWire {
    return {
      total: this.total,
      fileKinds: [...this.fileKinds].map(([value, count]) => ({ value, count })).sort(byCount((entry) => entry.value)),
      topics: [...this.topics].map(([slug, count]) => ({ slug, count })).sort(byCount((entry) => entry.slug)),
      tags: [...this.tags].map(([slug, count]) => ({ slug, name: this.tagNames.get(slug) ?? slug, count })).sort(byCount((entry) => entry.name)),
    };
  }
}
