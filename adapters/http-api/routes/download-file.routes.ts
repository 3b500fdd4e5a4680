import type { FastifyInstance } from 'fastify';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import * as t from 'io-ts';
import { decodeInput } from '../../../application/codecs/decode';
import { SlugCodec } from '../../../application/content/content-query.codecs';
import type { DownloadPdfs } from '../../../application/documents/download-pdfs';
import { respondPdf } from './documents.routes';

export const DOWNLOAD_FILE_PATH = '/downloads/datei/:slug';

const DownloadFileParams = t.type({ slug: SlugCodec });

/** GET /downloads/datei/{x}: a download's file, linked from the downloads page. */
export const downloadFileRoutes = (downloads: DownloadPdfs) => (server: FastifyInstance) => {
  server.get(DOWNLOAD_FILE_PATH, (request, reply) =>
    respondPdf(
      reply,
      pipe(
        TE.fromEither(decodeInput(DownloadFileParams, request.params)),
        TE.chain(({ slug }) => downloads.file(slug)),
      ),
      // Public like the downloads page.
      'public, max-age=300',
    ),
  );
};
