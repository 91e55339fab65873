import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { and, count, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { answers } from '../../db/tables/answers';
import { deviceFavorites } from '../../db/tables/favorites';
import { uploads } from '../../db/tables/uploads';
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

export const MESSAGES = {
  empty: '録音ファイルが空です。もう一度録音してください。',
  notMp3: '録音ファイルを MP3 として読み取れませんでした。もう一度録音してください。',
  tooLong: `録音が長すぎます。${MAX_UPLOAD_MS / 60_000}分以内にしてください。`,
  tooMany: '録音のアップロードが多すぎます。しばらくしてからもう一度お試しください。',
  notYours: 'sound_file にはこの生徒がアップロードした録音の URL を指定してください。',
} as const;

export const uploadsRoot = (dataDir: string) => path.join(dataDir, 'uploads');

/** Where the file behind an /uploads/ URL lives, or null when the URL is not one of ours. */
export function uploadFilePath(dataDir: string, url: string): string | null {
  const match = UPLOAD_URL_PATTERN.exec(url);
  if (!match) return null;
  return path.join(uploadsRoot(dataDir), match[1]!, `${match[2]}.mp3`);
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
  const [recent] = await db
    .select({ total: count() })
    .from(uploads)
    .where(and(eq(uploads.studentId, studentId), gte(uploads.createdAt, new Date(Date.now() - 60 * 60 * 1000))));
  if ((recent?.total ?? 0) >= MAX_UPLOADS_PER_HOUR) throw tooManyRequests(MESSAGES.tooMany);

  const name = `${Date.now()}-${randomBytes(12).toString('hex')}`;
  const url = `/uploads/${studentId}/${name}.mp3`;
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
    await db.insert(uploads).values({ studentId, url, bytes: data.length, durationMs: info.durationMs });
  } catch (error) {
    await fs.rm(file, { force: true });
    throw error;
  }
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
 * Removes recordings nobody kept: uploaded more than a day ago and named by no answer and no
 * favourite (an upload whose answer post never came). Returns how many were removed.
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
