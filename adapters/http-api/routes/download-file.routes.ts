import type { FastifyInstance } from 'fastify';
import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import * as t from 'io-ts';
import { decodeInput } from '../../../application/codecs/decode';
import { SlugCodec } from '../../../application/content/content-query.codecs';
import type { DownloadFiles } from '../../../application/documents/download-documents';
import { contentDisposition } from '../content-disposition';
import { respond } from '../respond';

export const DOWNLOAD_FILE_PATH = '/downloads/datei/:slug';

const DownloadFileParams = t.type({ slug: SlugCodec });

/**
 * GET /downloads/datei/{x}: a download's file, linked from the downloads page, under its own
 * name. A PDF opens in the browser; Word, Excel and PowerPoint files are saved, which is all a
 * browser can do with them. Public like the downloads page, so cached briefly like the PDFs.
 */
export const downloadFileRoutes = (downloads: DownloadFiles) => (server: FastifyInstance) => {
  server.get(DOWNLOAD_FILE_PATH, async (request, reply) => {
    const file = await pipe(
      TE.fromEither(decodeInput(DownloadFileParams, request.params)),
      TE.chain(({ slug }) => downloads.file(slug)),
    )();
    if (E.isLeft(file)) return respond(reply, TE.left(file.left));
    const { fileName, contentType, content } = file.right;
    return reply
      .status(200)
      .header('content-type', contentType)
      .header('content-disposition', contentDisposition(contentType === 'application/pdf' ? 'inline' : 'attachment', fileName))
      .header('cache-control', 'public, max-age=300')
      .header('x-content-type-options', 'nosniff')
      .send(Buffer.from(content));
  });
};
