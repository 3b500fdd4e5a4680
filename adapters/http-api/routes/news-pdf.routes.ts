import type { FastifyInstance } from 'fastify';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import * as t from 'io-ts';
import { decodeInput } from '../../../application/codecs/decode';
import { SlugCodec } from '../../../application/content/content-query.codecs';
import type { NewsPdfs } from '../../../application/documents/news-pdfs';
import { respondPdf } from './documents.routes';

export const NEWS_PDF_PATH = '/news/pdf/:slug';

const NewsPdfParams = t.type({ slug: SlugCodec });

/** GET /news/pdf/{x}: the news item as PDF, linked from its page ("Diese Meldung als PDF"). */
export const newsPdfRoutes = (news: NewsPdfs) => (server: FastifyInstance) => {
  server.get(NEWS_PDF_PATH, (request, reply) =>
    respondPdf(
      reply,
      pipe(
        TE.fromEither(decodeInput(NewsPdfParams, request.params)),
        TE.chain(({ slug }) => news.pdf(slug)),
      ),
      // Public like the news page; a corrected item reaches readers within five minutes.
      'public, max-age=300',
    ),
  );
};
