import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import * as t from 'io-ts';
import type { AppError } from '../../../domain/errors/app-error';
import type { SiteHosts } from '../../../domain/site/site';
import { CONTENT_PATHS, tagFeedPath, topicFeedPath, type FeedFormat } from '../../../application/content/content.paths';
import type { Content } from '../../../application/content/content.port';
import type { ContentSummaryWire } from '../../../application/content/content.codecs';
import { SlugCodec } from '../../../application/content/content-query.codecs';
import type { Clock } from '../../../application/ports/clock';
import { decodeInput, respond } from '../respond';
import { atomXml } from './content-atom';
import { FEED_SIZE, MAIN_CHANNEL, rssXml, worksCouncilOrigin, type FeedChannel } from './content-rss';

const CONTENT_TYPE: Record<FeedFormat, string> = {
  rss: 'application/rss+xml; charset=utf-8',
  atom: 'application/atom+xml; charset=utf-8',
};

const SlugInput = t.type({ slug: SlugCodec });

/** One feed's content: what it is about and its newest items. */
interface FeedContent {
  readonly channel: FeedChannel;
  readonly items: readonly ContentSummaryWire[];
}

const FIRST_PAGE = { page: 1, pageSize: FEED_SIZE };

const mainFeed = (content: Content, format: FeedFormat): TE.TaskEither<AppError, FeedContent> =>
  pipe(
    content.latest(FEED_SIZE),
    TE.map((items) => ({ channel: { ...MAIN_CHANNEL, selfPath: CONTENT_PATHS[format] }, items })),
  );

/** A topic's feed; an unknown topic is the service's 404 ("Dieses Thema gibt es nicht."). */
const topicFeed = (content: Content, format: FeedFormat, slug: string): TE.TaskEither<AppError, FeedContent> =>
  pipe(
    content.topic(slug),
    TE.chain((topic) =>
      pipe(
        content.topicItems(slug, FIRST_PAGE),
        TE.map(({ items }) => ({
          channel: {
            title: `${topic.title} – Betriebsrat`,
            description: `Neue Beiträge zum Thema ${topic.title}.`,
            pagePath: topic.path,
            selfPath: topicFeedPath(format, slug),
          },
          items,
        })),
      ),
    ),
  );

/** A tag's feed; an unknown tag is the service's 404 ("Dieses Schlagwort gibt es nicht."). */
const tagFeed = (content: Content, format: FeedFormat, slug: string): TE.TaskEither<AppError, FeedContent> =>
  pipe(
    content.tagArticles(slug, FIRST_PAGE),
    TE.chain(({ items }) =>
      pipe(
        content.tags(),
        TE.map((tags) => {
          const name = tags.find((tag) => tag.slug === slug)?.name ?? slug;
          return {
            channel: {
              title: `${name} – Betriebsrat`,
              description: `Neue Fachartikel, News und Interviews zum Schlagwort ${name}.`,
              pagePath: `/tag/${encodeURIComponent(slug)}`,
              selfPath: tagFeedPath(format, slug),
            },
            items,
          };
        }),
      ),
    ),
  );

export interface FeedRouteOptions {
  readonly hosts: SiteHosts;
  readonly clock: Clock;
}

/**
 * The feeds of the knowledge content: the site-wide one, one per topic and one per tag, each as
 * RSS 2.0 (/rss…) and Atom 1.0 (/atom…), every link on the works-council host.
 */
export const feedRoutes = (content: Content, { hosts, clock }: FeedRouteOptions) => (server: FastifyInstance) => {
  const serve =
    (format: FeedFormat, feedOf: (request: FastifyRequest) => TE.TaskEither<AppError, FeedContent>) =>
    async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
      const result = await feedOf(request)();
      if (E.isLeft(result)) return respond(reply, TE.left(result.left));
      const origin = worksCouncilOrigin(request.protocol, request.headers.host, hosts);
      const { channel, items } = result.right;
      const xml = format === 'rss' ? rssXml(items, origin, clock.now(), channel) : atomXml(items, origin, clock.now(), channel);
      return reply.status(200).type(CONTENT_TYPE[format]).send(xml);
    };
  const bySlug =
    (feed: (content: Content, format: FeedFormat, slug: string) => TE.TaskEither<AppError, FeedContent>, format: FeedFormat) =>
    (request: FastifyRequest) =>
      pipe(
        TE.fromEither(decodeInput(SlugInput, request.params)),
        TE.chain(({ slug }) => feed(content, format, slug)),
      );

  server.get(CONTENT_PATHS.rss, serve('rss', () => mainFeed(content, 'rss')));
  server.get(CONTENT_PATHS.atom, serve('atom', () => mainFeed(content, 'atom')));
  server.get(CONTENT_PATHS.topicRss, serve('rss', bySlug(topicFeed, 'rss')));
  server.get(CONTENT_PATHS.topicAtom, serve('atom', bySlug(topicFeed, 'atom')));
  server.get(CONTENT_PATHS.tagRss, serve('rss', bySlug(tagFeed, 'rss')));
  server.get(CONTENT_PATHS.tagAtom, serve('atom', bySlug(tagFeed, 'atom')));
};
