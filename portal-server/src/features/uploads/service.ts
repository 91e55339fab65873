import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { and, count, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { answers } from '../../db/tables/answers';
import { deviceFavorites } from '../../db/tables/favorites';
import { uploads } from '../../db/tables/uploads';
import { writingSubmissions } from '../../db/tables/writing';
import { ApiError, badRequest, tooManyRequests } from '../../http/reply';
import { inspectMp3 } from './mp3';

type Db = Database | Transaction;

/** A recording of the longest category (read_chapter, 180 s) at 128 kbit/s is about 2.9 MB. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** Longest recording accepted: the speech categories' ceiling is 180 s (speech-server/PROTOCOL.md). */
export const MAX_UPLOAD_MS = 5 * 60 * 1000;

/** Recordings one student may upload per hour: far above a real lesson (a recording every 12 s). */
export const MAX_UPLOADS_PER_HOUR = 300;
/** A recording no answer or favourite points at is removed after this long. */
export const UNUSED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;

export const UPLOAD_URL_PATTERN = /^\/uploads\/([1-9][0-9]{0,9})\/([0-9]{13}-[0-9a-f]{24})\.mp3$/;

/** A phone photo of a handwritten page is 2-5 MB; 8 MB leaves room for a large camera. */
export const MAX_IMAGE_BYTES = 8 * 1024 * 1024;
/** Photos (of handwritten essays): PNG, JPEG or WebP, named by the format their bytes show. */
export const IMAGE_URL_PATTERN = /^\/uploads\/([1-9][0-9]{0,9})\/([0-9]{13}-[0-9a-f]{24})\.(png|jpg|webp)$/;

/** Any file the uploads route serves: a recording or a photo. */
export const isServedUploadUrl = (url: string) => UPLOAD_URL_PATTERN.test(url) || IMAGE_URL_PATTERN.test(url);

export const MESSAGES = {
  empty: '録音ファイルが空です。もう一度録音してください。',
  notMp3: '録音ファイルを MP3 として読み取れませんでした。もう一度録音してください。',
  tooLong: `録音が長すぎます。${MAX_UPLOAD_MS / 60_000}分以内にしてください。`,
  tooMany: '録音のアップロードが多すぎます。しばらくしてからもう一度お試しください。',
  notYours: 'sound_file にはこの生徒がアップロードした録音の URL を指定してください。',
  imageEmpty: '画像ファイルが空です。もう一度撮影してください。',
  notImage: '画像は PNG・JPEG・WebP のいずれかにしてください。',
  imageNotYours: 'image_url にはこの生徒がアップロードした画像の URL を指定してください。',
} as const;

export const uploadsRoot = (dataDir: string) => path.join(dataDir, 'uploads');

/** Where the file behind an /uploads/ URL lives, or null when the URL is not one of ours. */
export function uploadFilePath(dataDir: string, url: string): string | null {
  const match = UPLOAD_URL_PATTERN.exec(url) ?? IMAGE_URL_PATTERN.exec(url);
  if (!match) return null;
  return path.join(uploadsRoot(dataDir), match[1]!, `${match[2]}.${match[3] ?? 'mp3'}`);
}

/** The image format its first bytes show (PNG, JPEG or WebP), or null for anything else. */
export function imageFormat(data: Buffer): 'png' | 'jpg' | 'webp' | null {
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpg';
  if (data.length >= 12 && data.toString('latin1', 0, 4) === 'RIFF' && data.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

/** Uploads of the student within the last hour, over the limit: 429 (recordings and photos count together). */
async function assertUploadRate(db: Database, studentId: number): Promise<void> {
  const [recent] = await db
    .select({ total: count() })
    .from(uploads)
    .where(and(eq(uploads.studentId, studentId), gte(uploads.createdAt, new Date(Date.now() - 60 * 60 * 1000))));
  if ((recent?.total ?? 0) >= MAX_UPLOADS_PER_HOUR) throw tooManyRequests(MESSAGES.tooMany);
}

/** Writes the file (flushed) before its row, so a URL the client receives always has its file. */
async function storeFile(db: Database, dataDir: string, studentId: number, extension: 'mp3' | 'png' | 'jpg' | 'webp', data: Buffer, durationMs: number): Promise<string> {
  const name = `${Date.now()}-${randomBytes(12).toString('hex')}`;
  const url = `/uploads/${studentId}/${name}.${extension}`;
  const file = uploadFilePath(dataDir, url)!;
  await fs.mkdir(path.dirname(file), { recursive: true });
  const handle = await fs.open(file, 'wx');
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await db.insert(uploads).values({ studentId, url, bytes: data.length, durationMs });
  } catch (error) {
    await fs.rm(file, { force: true });
    throw error;
  }
  return url;
}

/** Checks a photo by its content (PNG, JPEG or WebP) and stores it under DATA_DIR/uploads/<student>/. */
export async function storeImage(db: Database, dataDir: string, studentId: number, data: Buffer): Promise<{ url: string; bytes: number; format: 'png' | 'jpg' | 'webp' }> {
  if (data.length === 0) throw badRequest(MESSAGES.imageEmpty);
  if (data.length > MAX_IMAGE_BYTES) throw new ApiError(413, `画像ファイルが大きすぎます。${MAX_IMAGE_BYTES / 1024 / 1024}MBまでです。`);
  const format = imageFormat(data);
  if (!format) throw badRequest(MESSAGES.notImage);
  await assertUploadRate(db, studentId);
  // A photo has no duration; the column is the recordings' length.
  const url = await storeFile(db, dataDir, studentId, format, data, 0);
  return { url, bytes: data.length, format };
}

/** An essay's photo may only be the student's own uploaded image. */
export async function assertOwnImage(db: Db, studentId: number, url: string): Promise<void> {
  if (!IMAGE_URL_PATTERN.test(url)) throw badRequest(MESSAGES.imageNotYours);
  const [row] = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(eq(uploads.url, url), eq(uploads.studentId, studentId)))
    .limit(1);
  if (!row) throw badRequest(MESSAGES.imageNotYours);
}

/**
 * Checks a recording by its content and stores it under DATA_DIR/uploads/<student>/. The file
 * is written (and flushed) before its row, so a URL the client receives always has its file.
 */
export async function storeRecording(db: Database, dataDir: string, studentId: number, data: Buffer): Promise<{ url: string; durationMs: number; bytes: number }> {
  if (data.length === 0) throw badRequest(MESSAGES.empty);
  if (data.length > MAX_UPLOAD_BYTES) throw new ApiError(413, `録音ファイルが大きすぎます。${MAX_UPLOAD_BYTES / 1024 / 1024}MBまでです。`);
  const info = inspectMp3(data);
  if (!info) throw badRequest(MESSAGES.notMp3);
  if (info.durationMs > MAX_UPLOAD_MS) throw badRequest(MESSAGES.tooLong);
  await assertUploadRate(db, studentId);
  const url = await storeFile(db, dataDir, studentId, 'mp3', data, info.durationMs);
  return { url, durationMs: info.durationMs, bytes: data.length };
}

/** Answers may only point at the student's own recordings. */
export async function assertOwnUpload(db: Db, studentId: number, url: string): Promise<void> {
  if (!UPLOAD_URL_PATTERN.test(url)) throw badRequest(MESSAGES.notYours);
  const [row] = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(eq(uploads.url, url), eq(uploads.studentId, studentId)))
    .limit(1);
  if (!row) throw badRequest(MESSAGES.notYours);
}

/**
 * Removes uploads nobody kept: uploaded more than a day ago and named by no answer, favourite
 * or essay (an upload whose answer post never came). Returns how many were removed.
 */
export async function removeUnusedUploads(db: Database, dataDir: string, now = new Date()): Promise<number> {
  const stale = await db
    .select({ id: uploads.id, url: uploads.url })
    .from(uploads)
    .where(
      and(
        lt(uploads.createdAt, new Date(now.getTime() - UNUSED_UPLOAD_TTL_MS)),
        sql`not exists (select 1 from ${answers} where ${answers.soundFile} = ${uploads.url})`,
        sql`not exists (select 1 from ${deviceFavorites} where ${deviceFavorites.soundFile} = ${uploads.url})`,
        sql`not exists (select 1 from ${writingSubmissions} where ${writingSubmissions.imageUrl} = ${uploads.url})`,
      ),
    )
    .limit(1000);
  for (const row of stale) {
    // The row goes first: a file without a row is never served to anyone by URL again anyway.
    await db.delete(uploads).where(eq(uploads.id, row.id));
    const file = uploadFilePath(dataDir, row.url);
    if (file) await fs.rm(file, { force: true });
  }
  return stale.length;
}
