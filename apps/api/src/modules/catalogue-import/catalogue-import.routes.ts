// The upload is multipart: @fastify/multipart is registered inside this plugin only (ADR 0010), with the import's
// file limit, so a larger file is a Persian 413 (ADR 0056) before it is read.
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CATALOGUE_IMPORT_FILE_FIELD, CATALOGUE_IMPORT_MAX_BYTES } from '@sabad/contract/admin';
import { addAdminRoute } from '../../plugins/admin-routes.js';
import { AppError, badRequest } from '../../lib/app-error.js';
import { importMessages } from './catalogue-import.messages.js';
import type { CatalogueImportService } from './catalogue-import.service.js';

// plugins/uploaded-file.ts's reader, which does not give the file's name; the name tells an old .xls apart.
async function readImportFile(request: FastifyRequest): Promise<{ bytes: Buffer; fileName: string }> {
  if (!request.isMultipart()) throw badRequest(importMessages.noFile);
  let file: { bytes: Buffer; fileName: string } | undefined;
  try {
    const limits = { fileSize: CATALOGUE_IMPORT_MAX_BYTES, files: 1, fields: 10, parts: 20 };
    for await (const part of request.parts({ limits })) {
      if (part.type === 'file' && part.fieldname === CATALOGUE_IMPORT_FILE_FIELD && !file)
        file = { bytes: await part.toBuffer(), fileName: part.filename };
      else if (part.type === 'file') part.file.resume();
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      const message = importMessages.tooBig(CATALOGUE_IMPORT_MAX_BYTES);
      throw new AppError(413, message, [message]);
    }
    throw badRequest(importMessages.noFile);
  }
  if (!file || file.bytes.length === 0) throw badRequest(importMessages.noFile);
  return file;
}

export async function registerCatalogueImportRoutes(
  app: FastifyInstance,
  deps: { imports: CatalogueImportService },
): Promise<void> {
  const { imports } = deps;
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: { fileSize: CATALOGUE_IMPORT_MAX_BYTES, files: 1 } });
    scope.setErrorHandler((error, request, reply) => app.errorHandler.call(app, error, request, reply));
    addAdminRoute(scope, 'adminUploadCatalogueImport', async ({ request, actor }) =>
      imports.upload(await readImportFile(request), actor),
    );
  });
  addAdminRoute(app, 'adminListCatalogueImports', () => imports.list());
  addAdminRoute(app, 'adminGetCatalogueImport', ({ params, reply }) => {
    reply.header('Cache-Control', 'no-store');
    return imports.get(params.id);
  });
  addAdminRoute(app, 'adminApplyCatalogueImport', ({ params, actor }) => imports.apply(params.id, actor));
  addAdminRoute(app, 'adminGetCatalogueImportResult', ({ params }) => imports.result(params.id));
}
