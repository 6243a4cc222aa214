import type { FastifyInstance, FastifyReply } from 'fastify';
import { fileHeaders, type TableFile } from '../../lib/table-file.js';
import { addAdminRoute } from '../../plugins/admin-routes.js';
import type { ListExportsService } from './list-exports.service.js';

// The file's body is a stream: Fastify sends a stream as it is, past the JSON serializer.
const send = (reply: FastifyReply, file: TableFile) => reply.headers(fileHeaders(file)).send(file.body) as never;

export function registerListExportRoutes(app: FastifyInstance, deps: { exports: ListExportsService }): void {
  const { exports } = deps;
  addAdminRoute(app, 'adminExportOrders', async ({ params, query, actor, reply }) =>
    send(reply, await exports.orders(query, params.format, actor)),
  );
  addAdminRoute(app, 'adminExportCustomers', async ({ params, query, actor, reply }) =>
    send(reply, await exports.customers(query, params.format, actor)),
  );
}
