import { hasForbiddenCharacters } from '@chingu/contract';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

/**
 * Runs one read of the multipart stream. The parser (busboy) throws plain errors on a body that
 * is not valid multipart (no boundary, a truncated part): the client's fault, so 400, not 500.
 * Fastify's own multipart errors (file too large, too many parts) keep their mapping.
 */
export async function readingMultipart<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (error instanceof AppError || (typeof code === 'string' && code.startsWith('FST_'))) {
      throw error;
    }
    throw new AppError(400, 'malformedMultipart');
  }
}

/**
 * Reads a multipart upload (images, chat attachments) part by part: 415 when the request is not
 * multipart; text fields go into the returned record (400 `invalidCharacters` for a name or value
 * PostgreSQL cannot store); each file part goes to `onFile` in order, with the fields sent before
 * it. `onFile` reads the file (`readFile`) or refuses it (`refuseFile`).
 */
export async function readMultipartParts(
  request: FastifyRequest,
  onFile: (file: MultipartFile, fields: Record<string, string>) => Promise<void>,
): Promise<Record<string, string>> {
  if (!request.isMultipart()) throw new AppError(415, 'unsupportedMediaType');
  const fields: Record<string, string> = {};
  const parts = request.parts();
  for (;;) {
    const step = await readingMultipart(() => parts.next());
    if (step.done) break;
    const part = step.value;
    if (part.type === 'field') {
      if (hasForbiddenCharacters(part.fieldname)) throw new AppError(400, 'invalidCharacters');
      if (typeof part.value === 'string') {
        if (hasForbiddenCharacters(part.value)) throw new AppError(400, 'invalidCharacters');
        fields[part.fieldname] = part.value;
      }
      continue;
    }
    await onFile(part as MultipartFile, fields);
  }
  return fields;
}

/** A file part's bytes; throws FST_REQ_FILE_TOO_LARGE above the limit (413 in plugins/http/errors.ts). */
export function readFile(file: MultipartFile): Promise<Buffer> {
  return readingMultipart(() => file.toBuffer());
}

/** Refuses a file part: its stream is drained so the request can end, then `error` is thrown. */
export function refuseFile(file: MultipartFile, error: AppError): never {
  file.file.resume();
  throw error;
}
