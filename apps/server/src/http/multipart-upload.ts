import type { FastifyRequest } from 'fastify';
import { unprocessable } from './app-error.js';
import { assertStorableText } from './contracts.js';

export type UploadedFile = { data: Buffer; fileName: string };
export type MultipartUpload = { fields: Record<string, string>; file: UploadedFile | null };

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/**
 * Reads a multipart form of text fields and at most one file ("file"). Failures of the form itself
 * (not multipart, file too large, several files) are the user's to fix, so they answer 422;
 * `tooLarge` replaces the default sentence for a file past the cap.
 */
export async function readMultipart(
  request: FastifyRequest,
  maxFileBytes: number,
  { tooLarge }: { tooLarge?: string } = {},
): Promise<MultipartUpload> {
  if (!request.isMultipart()) throw unprocessable('Choose a file to upload.');
  const fields: Record<string, string> = {};
  let file: UploadedFile | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxFileBytes, files: 1, fields: 20 } })) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.fieldname === 'file' && part.filename) file = { data, fileName: part.filename };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw unprocessable(
        tooLarge ?? `The file is larger than ${megabytes(maxFileBytes)}. Split it and upload the parts.`,
      );
    }
    if (code === 'FST_FILES_LIMIT') throw unprocessable('Upload one file at a time.');
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw unprocessable('The form has too many fields.');
    // Anything else is a body that is not a whole multipart form (cut short, no boundary): the
    // sender's to fix, never a server error.
    throw unprocessable('The upload could not be read. Choose the file and upload it again.');
  }
  assertStorableText({ ...fields, ...(file && { file: file.fileName }) });
  return { fields, file };
}
