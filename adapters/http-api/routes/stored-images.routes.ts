import type { FastifyInstance } from 'fastify';
import * as E from 'fp-ts/Either';
import * as t from 'io-ts';
import type { ImageReader } from '../../../application/admin/images/image-import.ports';
import { CATALOGUE_PATHS } from '../../../application/catalogue/catalogue.paths';
import { decodeInput } from '../../../application/codecs/decode';
import { notFound } from '../../../domain/errors/app-error';
import { errorResponse } from '../error-response';

const UNKNOWN_IMAGE = 'Dieses Bild gibt es nicht.';
const SlugParams = t.type({ slug: t.string }, 'ImageSlugParams');

/**
 * A hotel's picture for its public page, from the image store (uploaded in the back office or
 * imported by an admin). Its address carries the version (hotelImagePath), so a copy may be kept
 * a day; the bytes are the stored ones, already checked and scaled when they were stored.
 */
export const storedImageRoutes = (images: ImageReader) => (server: FastifyInstance) => {
  server.get(CATALOGUE_PATHS.hotelImage, { config: { withoutSession: true } }, async (request, reply) => {
    const params = decodeInput(SlugParams, request.params);
    const slug = E.isRight(params) && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(params.right.slug) ? params.right.slug : undefined;
    const image = slug === undefined ? undefined : await images.find('hotel', slug);
    if (image === undefined) {
      const { status, body, headers } = errorResponse(notFound(UNKNOWN_IMAGE));
      return reply.status(status).headers(headers).send(body);
    }
    return reply
      .status(200)
      .header('content-type', image.contentType)
      .header('cache-control', 'public, max-age=86400')
      .header('last-modified', new Date(image.storedAt.epochMilliseconds).toUTCString())
      .header('x-content-type-options', 'nosniff')
      .send(Buffer.from(image.bytes));
  });
};
