import { ErrorCode, SpeechError } from '../../lib/speech-error';

export const SAMPLE_RATE = 16_000;
export const BYTES_PER_SAMPLE = 2;

/** Milliseconds of 16 kHz 16-bit mono audio in `bytes`. */
export function pcmDurationMs(bytes: number): number {
  return Math.round((bytes / BYTES_PER_SAMPLE / SAMPLE_RATE) * 1000);
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

// Bitrates in kbit/s by layer (I, II, III) and bitrate index (0 = free format and 15 = bad are
// refused before the lookup).
const MPEG1_KBPS = [
  [0, 32, 64, 96, 128, 160, 192, 224, 256, 288, 320, 352, 384, 416, 448],
  [0, 32, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 384],
  [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
];
const MPEG2_KBPS = [
  [0, 32, 48, 56, 64, 80, 96, 112, 128, 144, 160, 176, 192, 224, 256],
  [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
  [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
];
const MPEG1_SAMPLE_RATES = [44_100, 48_000, 32_000];

/**
 * The length in bytes of the MPEG audio frame whose 4-byte header is at `offset`, or undefined
 * when the bytes there are no valid header (no sync, or a reserved or unusable field).
 */
function mpegFrameLength(b: Buffer, offset: number): number | undefined {
  if (offset + 4 > b.length || b[offset] !== 0xff) return undefined;
  const b1 = b[offset + 1] as number;
  const b2 = b[offset + 2] as number;
  const version = (b1 >> 3) & 3; // 0 = MPEG-2.5, 1 reserved, 2 = MPEG-2, 3 = MPEG-1
  const layer = 4 - ((b1 >> 1) & 3); // 1..3; 4 is the reserved layer bits 00
  const bitrateIndex = b2 >> 4;
  const rateIndex = (b2 >> 2) & 3;
  const padding = (b2 >> 1) & 1;
  if ((b1 & 0xe0) !== 0xe0 || version === 1 || layer === 4 || bitrateIndex === 0 || bitrateIndex === 15 || rateIndex === 3) return undefined;
  const bitrate = ((version === 3 ? MPEG1_KBPS : MPEG2_KBPS)[layer - 1]?.[bitrateIndex] ?? 0) * 1000;
  // MPEG-2 halves the MPEG-1 sample rates and MPEG-2.5 quarters them.
  const sampleRate = (MPEG1_SAMPLE_RATES[rateIndex] ?? 0) / (version === 3 ? 1 : version === 2 ? 2 : 4);
  if (layer === 1) return (Math.floor((12 * bitrate) / sampleRate) + padding) * 4;
  // Layer III frames of MPEG-2 and 2.5 hold 576 samples, not 1,152: half the bytes.
  const perFrame = layer === 3 && version !== 3 ? 72 : 144;
  return Math.floor((perFrame * bitrate) / sampleRate) + padding;
}

/**
 * Whether `b` starts as an MP3 (MPEG audio) stream. PCM starts with bytes that pass as one frame
 * header now and then (a first sample of -1 or -1025 is 0xFF 0xFF or 0xFF 0xFB), so a header only
 * counts when a second one, of the same version, layer and sample rate, follows exactly where the
 * first frame ends, as in every real MP3 stream. A buffer too short to reach the second header is
 * judged by the first alone.
 */
function startsWithMp3Frames(b: Buffer): boolean {
  const length = mpegFrameLength(b, 0);
  if (length === undefined) return false;
  if (length + 4 > b.length) return true;
  // Sync, version, layer and sample-rate bits must match; bitrate, padding and mode may change.
  const same = (b.readUInt32BE(0) & 0xfffe0c00) === (b.readUInt32BE(length) & 0xfffe0c00);
  return same && mpegFrameLength(b, length) !== undefined;
}

/** Container and codec signatures that show a frame is not raw PCM. */
const CONTAINER_SIGNATURES: Array<{ name: string; test: (b: Buffer) => boolean }> = [
  { name: 'a RIFF (WAV) header', test: (b) => b.length >= 4 && b.toString('latin1', 0, 4) === 'RIFF' },
  { name: 'an ID3 (MP3) tag', test: (b) => b.length >= 3 && b.toString('latin1', 0, 3) === 'ID3' },
  { name: 'an Ogg header', test: (b) => b.length >= 4 && b.toString('latin1', 0, 4) === 'OggS' },
  { name: 'a FLAC header', test: (b) => b.length >= 4 && b.toString('latin1', 0, 4) === 'fLaC' },
  { name: 'a WebM/Matroska header', test: (b) => b.length >= 4 && b.readUInt32BE(0) === 0x1a45dfa3 },
  { name: 'an MP3 frame header', test: startsWithMp3Frames },
];

/**
 * Decodes one frame's base64 audio and checks that it can be 16-bit PCM. Only the first frame of
 * a stream is checked for container headers: later PCM chunks may start with any bytes.
 */
export function decodeAudioField(audio: string, isFirstAudio: boolean): Buffer {
  if (audio.length === 0) return Buffer.alloc(0);
  if (audio.length % 4 !== 0 || !BASE64.test(audio)) {
    throw new SpeechError(ErrorCode.notPcm, 'audio is not valid base64');
  }
  const bytes = Buffer.from(audio, 'base64');
  if (bytes.length % BYTES_PER_SAMPLE !== 0) {
    throw new SpeechError(ErrorCode.notPcm, `audio is not 16-bit PCM: ${bytes.length} bytes is an odd count`);
  }
  if (isFirstAudio) assertNotContainer(bytes);
  return bytes;
}

export function assertNotContainer(bytes: Buffer): void {
  for (const signature of CONTAINER_SIGNATURES) {
    if (signature.test(bytes)) {
      throw new SpeechError(ErrorCode.notPcm, `audio is not 16-bit PCM: the data starts with ${signature.name}; send raw 16 kHz 16-bit mono samples`);
    }
  }
}

/** Root-mean-square level of 16-bit samples (0..32768). */
export function rms(pcm: Buffer, start = 0, end = pcm.length): number {
  let sum = 0;
  let count = 0;
  for (let offset = start; offset + 1 < end; offset += 2) {
    const sample = pcm.readInt16LE(offset);
    sum += sample * sample;
    count++;
  }
  return count === 0 ? 0 : Math.sqrt(sum / count);
}
