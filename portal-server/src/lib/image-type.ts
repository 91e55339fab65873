/** Image kinds the portal accepts from students (spec part 1, section 5: png, jpg, jpeg). */
export type ImageKind = 'png' | 'jpeg';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * The image kind by content (magic bytes), never by file name or declared type: a renamed
 * text file or script is not an image.
 */
export function detectImageKind(data: Buffer): ImageKind | null {
  if (data.length > PNG_SIGNATURE.length + 8 && data.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) {
    // The first chunk of every PNG is IHDR.
    return data.subarray(12, 16).toString('latin1') === 'IHDR' ? 'png' : null;
  }
  // JPEG: start-of-image marker followed by another marker, and an end-of-image marker.
  if (data.length > 4 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  return null;
}

export const IMAGE_EXTENSION: Record<ImageKind, string> = { png: 'png', jpeg: 'jpg' };
