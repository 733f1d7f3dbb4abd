import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MAX_UPLOAD_BYTES } from '@/shared/rules/messages';
import { AppError } from '@/server/errors';
import { say } from '@/server/lib/say';

/** A base64 PDF of 10 MB is ~13.4 MB of text; fields beyond that are refused. */
const MAX_FIELD_BYTES = Math.ceil((MAX_UPLOAD_BYTES * 4) / 3) + 1024;

export async function registerMultipart(app: FastifyInstance) {
  await app.register(multipart, {
    limits: {
      fileSize: MAX_UPLOAD_BYTES,
      files: 1,
      fields: 40,
      fieldSize: MAX_FIELD_BYTES,
      parts: 41,
    },
    throwFileSizeLimit: true,
  });
}

export type MultipartForm = { fields: Record<string, string>; file: Buffer | null };

/** Reads a whole form: its text fields and the one file under `fileField`. */
export async function readMultipartForm(
  request: FastifyRequest,
  fileField: string,
): Promise<MultipartForm> {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', say('server_send_form_multipart_form'));
  }
  const fields: Record<string, string> = {};
  let file: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === fileField) file = bytes;
      } else if (typeof part.value === 'string') {
        if (part.valueTruncated)
          throw new AppError(
            'PAYLOAD_TOO_LARGE',
            say('server_field_too_large', { field: part.fieldname }),
          );
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code ?? '';
    if (
      code === 'FST_REQ_FILE_TOO_LARGE' ||
      code === 'FST_PARTS_LIMIT' ||
      code === 'FST_FILES_LIMIT' ||
      code === 'FST_FIELDS_LIMIT'
    ) {
      throw new AppError(
        'PAYLOAD_TOO_LARGE',
        code === 'FST_REQ_FILE_TOO_LARGE'
          ? say('server_file_larger_10_mb')
          : say('server_form_too_many_parts'),
      );
    }
    throw new AppError('BAD_REQUEST', say('server_form_could_read'));
  }
  return { fields, file };
}
