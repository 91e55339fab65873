import type { FastifyRequest } from 'fastify';
import type { ZodObject } from 'zod';
import { NUL_MESSAGE } from './input-guard';
import { ApiError } from './reply';

export type ReceivedFile = { filename: string; data: Buffer };

export type MultipartForm = {
  /** Text fields by name; a name sent twice is refused. */
  fields: Record<string, string>;
  /** The first `maxFiles` files of the file field, in the order sent. */
  files: ReceivedFile[];
  /** Files beyond `maxFiles`: the spec says extras are ignored, not refused. */
  ignoredFiles: number;
};

export type MultipartLimits = {
  /** The one field that may carry files ("images"; "images[]" is accepted as the same). */
  fileField: string;
  maxFiles: number;
  maxFileBytes: number;
  maxFieldBytes?: number;
};

/** Bounds on what busboy reads at all, whatever a route allows: a hostile body stops here. */
const HARD_LIMITS = { files: 40, fields: 30, parts: 80 };

const MB = 1024 * 1024;

/**
 * Reads a whole multipart form into memory under the route's limits, so the route can
 * validate everything (fields and file contents) before it writes anything.
 */
export async function readMultipartForm(request: FastifyRequest, limits: MultipartLimits): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new ApiError(400, 'multipart/form-data 形式で送信してください。');
  const form: MultipartForm = { fields: {}, files: [], ignoredFiles: 0 };
  const parts = request.parts({
    limits: { ...HARD_LIMITS, fileSize: limits.maxFileBytes, fieldSize: limits.maxFieldBytes ?? 16 * 1024 },
  });
  for await (const part of parts) {
    const name = part.fieldname.replace(/\[\]$/, '');
    if (part.type === 'file') {
      if (name !== limits.fileField) {
        part.file.resume();
        throw new ApiError(400, `パラメータが正しくありません（body: ${part.fieldname}: ファイルはここには送信できません）`);
      }
      if (form.files.length >= limits.maxFiles) {
        part.file.resume();
        form.ignoredFiles += 1;
        continue;
      }
      const data = await readFile(() => part.toBuffer(), limits.maxFileBytes);
      // Browsers send an empty part with no filename when no file was chosen.
      if (data.length === 0 && !part.filename) continue;
      form.files.push({ filename: part.filename, data });
      continue;
    }
    if (typeof part.value === 'string' && part.value.includes('\u0000')) throw new ApiError(400, NUL_MESSAGE);
    if (part.valueTruncated) throw new ApiError(400, `パラメータが正しくありません（body: ${name}: 長すぎます）`);
    if (name in form.fields || name === limits.fileField) {
      throw new ApiError(400, `パラメータが正しくありません（body: ${name}: 同じ項目が複数回送信されました）`);
    }
    form.fields[name] = typeof part.value === 'string' ? part.value : String(part.value);
  }
  return form;
}

async function readFile(toBuffer: () => Promise<Buffer>, maxBytes: number): Promise<Buffer> {
  try {
    return await toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new ApiError(413, `ファイルが大きすぎます。1ファイル${Math.floor(maxBytes / MB)}MBまでです。`);
    }
    throw error;
  }
}

/** What a multipart route's OpenAPI entry shows (see http/openapi.ts). */
export type MultipartDoc = {
  fields: ZodObject;
  fileField: string;
  fileDescription: string;
  maxFiles: number;
  maxFileBytes: number;
};
