import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import * as E from 'fp-ts/Either';
import { EXPORT_CONTENT_TYPES, exportText } from '../../../application/admin/exports/export-format';
import { decodeInput } from '../../../application/codecs/decode';
import { ORDER_EXPORT_PATH, OrderExportQuery } from '../../../application/order-export/order-export.codecs';
import type { OrderExportService } from '../../../application/order-export/order-export.service';
import { errorResponse } from '../error-response';

/**
 * The orders export as NDJSON, one participant per line, streamed with backpressure (the CLI
 * writes CSV or JSON of it). Staff and site admins, the CLI with a site admin's token.
 */
export const orderExportRoutes = (service: OrderExportService) => async (server: FastifyInstance): Promise<void> => {
  server.get(ORDER_EXPORT_PATH, async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    if (request.adminPrincipal === null) throw new Error(`back-office route without the gate: ${request.method} ${request.url}`);
    const query = decodeInput(OrderExportQuery, request.query);
    const rows = E.isLeft(query) ? query : await service.forStaff(request.adminPrincipal, request.ip).exportOrders(query.right)();
    if (E.isLeft(rows)) {
      const { status, body, headers } = errorResponse(rows.left);
      return reply.status(status).headers(headers).send(body);
    }
    return reply.status(200).header('content-type', EXPORT_CONTENT_TYPES.ndjson).send(Readable.from(exportText(rows.right, 'ndjson')));
  });
  await Promise.resolve();
};
