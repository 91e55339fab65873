import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { badRequest } from '../../http/reply';
import type { ReceivedFile } from '../../http/multipart';
import { detectImageKind, IMAGE_EXTENSION, type ImageKind } from '../../lib/image-type';
import { tokyoMonth } from '../../lib/tokyo-time';

export type CheckedImage = { kind: ImageKind; data: Buffer };

/** Every file must be a PNG or JPEG by content; one that is not refuses the whole form. */
export function checkImages(files: ReceivedFile[]): CheckedImage[] {
  return files.map((file, index) => {
    const kind = detectImageKind(file.data);
    if (!kind) {
      const name = file.filename ? `「${file.filename.slice(0, 60)}」` : `${index + 1}枚目`;
      throw badRequest(`${name}は画像として読めません。PNG または JPEG（jpg, jpeg）の画像を選んでください。`);
    }
    return { kind, data: file.data };
  });
}

/** Writes the images under DATA_DIR/feedback/<month>/ and returns their relative paths. */
export async function storeImages(dataDir: string, images: CheckedImage[]): Promise<string[]> {
  if (images.length === 0) return [];
  const folder = tokyoMonth(new Date());
  await fs.mkdir(path.join(dataDir, 'feedback', folder), { recursive: true });
  const stored: string[] = [];
  try {
    for (const image of images) {
      const relative = `${folder}/${randomUUID()}.${IMAGE_EXTENSION[image.kind]}`;
      await fs.writeFile(path.join(dataDir, 'feedback', relative), image.data, { flag: 'wx' });
      stored.push(relative);
    }
    return stored;
  } catch (error) {
    await removeImages(dataDir, stored);
    throw error;
  }
}

export async function removeImages(dataDir: string, relativePaths: string[]): Promise<void> {
  await Promise.all(relativePaths.map((relative) => fs.rm(path.join(dataDir, 'feedback', relative), { force: true })));
}
