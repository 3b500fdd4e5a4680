import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import * as t from 'io-ts';
import type { AppError } from '../../../domain/errors/app-error';
import { CONTENT_PATHS } from '../../../application/content/content.paths';
import type { Content } from '../../../application/content/content.port';
import {
  ContentDetailQuery,
  ContentKindParam,
  ContentListQuery,
  ContentSearchQuery,
  DEFAULT_EXPORT_BATCH,
  ExportBatchQuery,
  ExportKindParam,
  LatestQuery,
  PageQuery,
  SlugCodec,
} from '../../../application/content/content-query.codecs';
import {
  ContentItemWire,
  ContentPageWire,
  ContentTagsWire,
  ExportBatchWire,
  LatestWire,
  TopicWire,
  TopicsWire,
} from '../../../application/content/content.codecs';
import { plainTextOf } from '../../../application/content/plain-text';
import type { Clock } from '../../../application/ports/clock';
import { decodeInput, respond } from '../respond';
import type { SiteHosts } from '../../../domain/site/site';
import { getRoute, getRouteWith, query } from './catalogue-route';
import { FEED_SIZE } from './content-rss';
import { feedRoutes } from './content-feed.routes';

/** Path parameters and query of one request as one object for one codec (path wins). */
const queryAndParams = (request: FastifyRequest): unknown => ({
  ...(request.query as object),
  ...(request.params as object),
});

const ListInput = t.intersection([t.type({ kind: ContentKindParam }), ContentListQuery]);
const DetailInput = t.intersection([t.type({ kind: ContentKindParam, slug: SlugCodec }), ContentDetailQuery]);
const SlugPageInput = t.intersection([t.type({ slug: SlugCodec }), PageQuery]);
const TagPageInput = t.intersection([t.type({ tag: SlugCodec }), PageQuery]);
const ExportInput = t.intersection([t.type({ kind: ExportKindParam }), ExportBatchQuery]);
const SlugInput = t.type({ slug: SlugCodec });

/** Answers a text body (plain text) with its type, or the JSON error of a failure. */
const respondText = async (reply: FastifyReply, contentType: string, task: TE.TaskEither<AppError, string>): Promise<FastifyReply> => {
  const result = await task();
  return E.isRight(result) ? reply.status(200).type(contentType).send(result.right) : respond(reply, TE.left(result.left));
};

export interface ContentRouteOptions {
  readonly hosts: SiteHosts;
  readonly clock: Clock;
}

/** Every route of the knowledge content (paths in application/content/content.paths). */
export const contentRoutes = (content: Content, { hosts, clock }: ContentRouteOptions) => (server: FastifyInstance) => {
  getRouteWith(server, CONTENT_PATHS.articles, { from: query, codec: ContentListQuery }, ContentPageWire, (input) =>
    content.list('article', input),
  );
  getRouteWith(server, CONTENT_PATHS.videos, { from: query, codec: ContentListQuery }, ContentPageWire, (input) =>
    content.list('video', input),
  );
  getRoute(server, CONTENT_PATHS.tags, ContentTagsWire, () => content.tags());
  getRouteWith(server, CONTENT_PATHS.list, { from: queryAndParams, codec: ListInput }, ContentPageWire, ({ kind, ...input }) =>
    content.list(kind, input),
  );
  getRouteWith(server, CONTENT_PATHS.detail, { from: queryAndParams, codec: DetailInput }, ContentItemWire, ({ kind, slug, section }) =>
    content.detail(kind, slug, section),
  );
  server.get(CONTENT_PATHS.text, (request, reply) =>
    respondText(
      reply,
      'text/plain; charset=utf-8',
      pipe(
        TE.fromEither(decodeInput(DetailInput, queryAndParams(request))),
        TE.chain(({ kind, slug, section }) => content.detail(kind, slug, section)),
        TE.map(plainTextOf),
      ),
    ),
  );
  getRoute(server, CONTENT_PATHS.topics, TopicsWire, () => content.topics());
  getRouteWith(server, CONTENT_PATHS.topic, { from: queryAndParams, codec: SlugInput }, TopicWire, ({ slug }) => content.topic(slug));
  getRouteWith(server, CONTENT_PATHS.topicItems, { from: queryAndParams, codec: SlugPageInput }, ContentPageWire, ({ slug, ...page }) =>
    content.topicItems(slug, page),
  );
  getRouteWith(server, CONTENT_PATHS.search, { from: query, codec: ContentSearchQuery }, ContentPageWire, (input) =>
    content.search(input),
  );
  getRouteWith(server, CONTENT_PATHS.latest, { from: query, codec: LatestQuery }, LatestWire, ({ limit }) =>
    content.latest(limit ?? FEED_SIZE),
  );
  getRouteWith(server, CONTENT_PATHS.exportBatch, { from: queryAndParams, codec: ExportInput }, ExportBatchWire, ({ kind, after, limit }) =>
    content.exportBatch(kind, after ?? null, limit ?? DEFAULT_EXPORT_BATCH),
  );
  getRouteWith(server, CONTENT_PATHS.tagArticles, { from: queryAndParams, codec: TagPageInput }, ContentPageWire, ({ tag, ...page }) =>
    content.tagArticles(tag, page),
  );
  feedRoutes(content, { hosts, clock })(server);
};
