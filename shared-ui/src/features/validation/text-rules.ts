// Input rules shared by every form (spec part 1, section 5).

/** Feedback description: at most 1000 characters. */
export const FEEDBACK_TEXT_MAX = 1000;
/** Image types feedback accepts. */
export const FEEDBACK_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;
const IMAGE_EXTENSIONS = /\.(png|jpe?g)$/i;
/** Largest image the portal accepts per file. */
export const FEEDBACK_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

// Pictographic characters, regional-indicator flags, keycap sequences and the emoji variation
// selector. Plain digits, kana, kanji and punctuation (including ※ and ♪) are not emoji.
const EMOJI = /\p{Extended_Pictographic}|\p{Regional_Indicator}|\uFE0F|\u20E3/u;

/** True when the text contains an emoji (text must not contain emoji). */
export function hasEmoji(text: string): boolean {
  return EMOJI.test(text);
}

/** Number of characters as a person counts them (surrogate pairs count once). */
export function characterCount(text: string): number {
  return [...text].length;
}

export type ImageCheck = { ok: true } | { ok: false; reason: 'type' | 'size' };

/**
 * Whether a chosen file is an acceptable feedback image: PNG or JPEG by extension and by MIME
 * type (the server checks the bytes as well), and not larger than 5 MB.
 */
export function checkFeedbackImage(file: File): ImageCheck {
  const typeOk = (FEEDBACK_IMAGE_TYPES as readonly string[]).includes(file.type) && IMAGE_EXTENSIONS.test(file.name);
  if (!typeOk) return { ok: false, reason: 'type' };
  if (file.size > FEEDBACK_IMAGE_MAX_BYTES) return { ok: false, reason: 'size' };
  return { ok: true };
}

function readBytes(blob: Blob): Promise<Uint8Array> {
  if (typeof blob.arrayBuffer === 'function') return blob.arrayBuffer().then((buffer) => new Uint8Array(buffer));
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('could not read the file'));
    reader.readAsArrayBuffer(blob);
  });
}

/** Reads a file's first bytes and says whether they are a PNG or JPEG signature. */
export async function looksLikeImage(file: Blob): Promise<boolean> {
  const head = await readBytes(file.slice(0, 8));
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, i) => head[i] === byte);
  const jpeg = head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff;
  return png || jpeg;
}
