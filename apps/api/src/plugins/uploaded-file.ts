import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../lib/app-error.js';

export interface UploadMessages {
  noFile: string;
  tooBig: (maxBytes: number) => string;
}

function errorCode(error: unknown): string | undefined {
  return (error as { code?: unknown })?.code as string | undefined;
}

export async function readUploadedFile(
  request: FastifyRequest,
  options: { field: string; maxBytes: number; messages: UploadMessages },
): Promise<Buffer> {
  const { field, maxBytes, messages } = options;
  if (!request.isMultipart()) throw badRequest(messages.noFile);
  let bytes: Buffer | undefined;
  try {
    const limits = { fileSize: maxBytes, files: 1, fields: 10, parts: 20 };
    for await (const part of request.parts({ limits })) {
      if (part.type === 'file' && part.fieldname === field && bytes === undefined) bytes = await part.toBuffer();
      else if (part.type === 'file') part.file.resume();
    }
  } catch (error) {
    if (errorCode(error) === 'FST_REQ_FILE_TOO_LARGE') {
      const message = messages.tooBig(maxBytes);
      throw new AppError(413, message, [message]);
    }
    request.log.info({ code: errorCode(error) }, 'upload unreadable');
    throw badRequest(messages.noFile);
  }
  if (!bytes || bytes.length === 0) throw badRequest(messages.noFile);
  return bytes;
}
