/**
 * Reads the one file of a multipart upload (docs/adr/0010: only routes registered in a scope with
 * @fastify/multipart take these). Every way an upload can be wrong comes back as a value the route
 * turns into its own Persian 400, never a 500.
 */
import type { FastifyRequest } from 'fastify';

export type UploadedFile = { bytes: Buffer } | { problem: 'no-file' | 'too-big' };

function errorCode(error: unknown): string | undefined {
  return (error as { code?: unknown })?.code as string | undefined;
}

export async function readUploadedFile(
  request: FastifyRequest,
  options: { field: string; maxBytes: number },
): Promise<UploadedFile> {
  if (!request.isMultipart()) return { problem: 'no-file' };
  let bytes: Buffer | undefined;
  try {
    // Only the first file of the field counts; other parts are drained.
    const limits = { fileSize: options.maxBytes, files: 1, fields: 10, parts: 20 };
    for await (const part of request.parts({ limits })) {
      if (part.type === 'file' && part.fieldname === options.field && bytes === undefined)
        bytes = await part.toBuffer();
      else if (part.type === 'file') part.file.resume();
    }
  } catch (error) {
    if (errorCode(error) === 'FST_REQ_FILE_TOO_LARGE') return { problem: 'too-big' };
    // Broken multipart framing, too many parts, a client that hung up: the request is not an upload.
    request.log.info({ code: errorCode(error) }, 'upload unreadable');
    return { problem: 'no-file' };
  }
  return bytes && bytes.length > 0 ? { bytes } : { problem: 'no-file' };
}
