// Recognises an MP3 by its content: an optional ID3v2 tag, then MPEG audio Layer III frames
// that follow one another exactly (each header's frame length leads to the next header).
// A renamed text file, a WAV, or random bytes with a stray 0xFF 0xFB do not pass.

const BITRATES_V1 = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const BITRATES_V2 = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];
const SAMPLE_RATES: Record<number, number[]> = { 3: [44100, 48000, 32000], 2: [22050, 24000, 16000], 0: [11025, 12000, 8000] };

export type FrameHeader = { length: number; samples: number; sampleRate: number };

/** The Layer III frame header at `offset`, or null when the bytes there are not one. */
export function readFrameHeader(data: Uint8Array, offset: number): FrameHeader | null {
  if (offset + 4 > data.length) return null;
  const b1 = data[offset + 1] ?? 0;
  const b2 = data[offset + 2] ?? 0;
  if (data[offset] !== 0xff || (b1 & 0xe0) !== 0xe0) return null;
  const version = (b1 >> 3) & 0b11; // 3 MPEG-1, 2 MPEG-2, 0 MPEG-2.5, 1 reserved
  const layer = (b1 >> 1) & 0b11; // 1 Layer III
  if (version === 1 || layer !== 1) return null;
  const bitrateIndex = (b2 >> 4) & 0x0f;
  const rateIndex = (b2 >> 2) & 0b11;
  if (bitrateIndex === 0 || bitrateIndex === 15 || rateIndex === 3) return null;
  const bitrate = (version === 3 ? BITRATES_V1 : BITRATES_V2)[bitrateIndex]! * 1000;
  const sampleRate = SAMPLE_RATES[version]![rateIndex]!;
  const padding = (b2 >> 1) & 1;
  const samples = version === 3 ? 1152 : 576;
  const length = Math.floor(((samples / 8) * bitrate) / sampleRate) + padding;
  return { length, samples, sampleRate };
}

/** Bytes taken by an ID3v2 tag at the start (0 when there is none). */
function id3v2Length(data: Uint8Array): number {
  if (data.length < 10 || data[0] !== 0x49 || data[1] !== 0x44 || data[2] !== 0x33) return 0;
  const size = ((data[6]! & 0x7f) << 21) | ((data[7]! & 0x7f) << 14) | ((data[8]! & 0x7f) << 7) | (data[9]! & 0x7f);
  const footer = (data[5]! & 0x10) !== 0 ? 10 : 0;
  return 10 + size + footer;
}

/** Trailing tags that may follow the last frame: ID3v1 ("TAG") or APE ("APETAGEX"). */
function isTrailingTag(data: Uint8Array, offset: number): boolean {
  const rest = Buffer.from(data.buffer, data.byteOffset + offset, Math.min(8, data.length - offset)).toString('latin1');
  return rest.startsWith('TAG') || rest.startsWith('APETAGEX');
}

export type Mp3Info = { frames: number; durationMs: number; sampleRate: number };

/** How far past the tag the first frame may start (encoders sometimes pad with zeros). */
const MAX_LEADING_GAP = 4096;

/**
 * Walks the frames of an MP3. Returns null unless at least `minFrames` Layer III frames follow
 * each other without a gap and the file ends at a frame boundary, a trailing tag, or inside a
 * last frame cut short (recorders stopped mid-frame).
 */
export function inspectMp3(data: Uint8Array, minFrames = 2): Mp3Info | null {
  let offset = id3v2Length(data);
  const gapEnd = Math.min(data.length, offset + MAX_LEADING_GAP);
  while (offset < gapEnd && !readFrameHeader(data, offset)) {
    if (data[offset] !== 0) return null;
    offset += 1;
  }
  let frames = 0;
  let samples = 0;
  let sampleRate = 0;
  while (offset < data.length) {
    const header = readFrameHeader(data, offset);
    if (!header) {
      if (frames > 0 && (isTrailingTag(data, offset) || data.subarray(offset).every((byte) => byte === 0))) break;
      return null;
    }
    if (sampleRate !== 0 && header.sampleRate !== sampleRate) return null;
    sampleRate = header.sampleRate;
    if (offset + header.length > data.length) {
      // A last frame cut short still plays; count it only if it is most of a frame.
      if (data.length - offset < header.length / 2) break;
    }
    frames += 1;
    samples += header.samples;
    offset += header.length;
  }
  if (frames < minFrames) return null;
  return { frames, durationMs: Math.round((samples / sampleRate) * 1000), sampleRate };
}
