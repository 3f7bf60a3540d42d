import { MESSAGES } from '@storyloom/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError, badRequest, payloadTooLarge } from '../errors.ts';

/** What a form may hold: text fields, and at most one file in a named field. */
export interface FormLimits {
  /** The file field the form takes, its largest size, the 413 message past it, and the 400 for a second file. */
  file: { field: string; maxBytes: number; tooLarge: string; oneOnly: string };
  /** The most text fields, and the most bytes in each. */
  fields: number;
  fieldBytes: number;
}

export interface FormUpload {
  fields: Record<string, string>;
  file: { bytes: Buffer; fileName: string; type: string } | null;
}

/** Room for the boundaries and part headers around the fields and the file. */
const FRAMING_BYTES = 64 * 1024;

const FIELD_NAME_BYTES = 100;

/**
 * Reads a multipart form within `limits`, so no body holds more than one file and a few short
 * fields however it is sent: a body announced larger than that is refused before a byte is read;
 * a field or file past its size is 413; too many fields or files, or a form that is not well
 * formed (no boundary, cut short, broken part headers), is 400. A file in another field than the
 * one named is read to its limit and dropped. A refused form is not read further: the answer
 * closes the connection, so a client sending 200 MB learns at once instead of sending it all.
 */
export async function readForm(
  request: FastifyRequest,
  reply: FastifyReply,
  limits: FormLimits,
): Promise<FormUpload> {
  const { file: fileLimit, fields: maxFields, fieldBytes } = limits;
  const announced = Number(request.headers['content-length']);
  if (announced > fileLimit.maxBytes + maxFields * fieldBytes + FRAMING_BYTES) {
    reply.header('connection', 'close');
    throw payloadTooLarge(fileLimit.tooLarge);
  }
  const fields: Record<string, string> = {};
  let file: FormUpload['file'] = null;
  try {
    for await (const part of request.parts({
      limits: {
        fields: maxFields,
        fieldSize: fieldBytes,
        fieldNameSize: FIELD_NAME_BYTES,
        files: 1,
        parts: maxFields + 1,
        fileSize: fileLimit.maxBytes,
      },
    })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === fileLimit.field) {
          file = { bytes, fileName: part.filename, type: part.mimetype };
        }
      } else {
        if (part.valueTruncated) {
          throw payloadTooLarge(MESSAGES.formFieldTooLarge);
        }
        if (part.fieldnameTruncated) throw badRequest(MESSAGES.formUnreadable, 'A field name is too long');
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
      }
    }
  } catch (error) {
    request.raw.unpipe();
    reply.header('connection', 'close');
    throw formError(error, fileLimit);
  }
  return { fields, file };
}

/** A parser's error as the client's 4xx; the form's own refusals pass through. */
function formError(error: unknown, file: FormLimits['file']): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return payloadTooLarge(file.tooLarge);
    case 'FST_FILES_LIMIT':
      return badRequest(file.oneOnly);
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return badRequest(MESSAGES.formTooManyFields);
    default: {
      // busboy's own errors (no boundary, a body cut short, malformed part headers) are the
      // client's, and so is anything else from reading its form.
      const detail = error instanceof Error ? error.message : undefined;
      return badRequest(MESSAGES.formUnreadable, detail);
    }
  }
}
