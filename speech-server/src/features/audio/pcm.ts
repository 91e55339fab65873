import { ErrorCode, SpeechError } from '../../lib/speech-error';

export const SAMPLE_RATE = 16_000;
export const BYTES_PER_SAMPLE = 2;

/** Milliseconds of 16 kHz 16-bit mono audio in `bytes`. */
export function pcmDurationMs(bytes: number): number {
  return Math.round((bytes / BYTES_PER_SAMPLE / SAMPLE_RATE) * 1000);
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** Container and codec signatures that show a frame is not raw PCM. */
const CONTAINER_SIGNATURES: Array<{ name: string; test: (b: Buffer) => boolean }> = [
  { name: 'a RIFF (WAV) header', test: (b) => b.length >= 4 && b.toString('latin1', 0, 4) === 'RIFF' },
  { name: 'an ID3 (MP3) tag', test: (b) => b.length >= 3 && b.toString('latin1', 0, 3) === 'ID3' },
  { name: 'an Ogg header', test: (b) => b.length >= 4 && b.toString('latin1', 0, 4) === 'OggS' },
  { name: 'a FLAC header', test: (b) => b.length >= 4 && b.toString('latin1', 0, 4) === 'fLaC' },
  { name: 'a WebM/Matroska header', test: (b) => b.length >= 4 && b.readUInt32BE(0) === 0x1a45dfa3 },
  {
    name: 'an MP3 frame header',
    // Frame sync, MPEG version and layer bits valid, bitrate index neither free nor bad.
    test: (b) => b.length >= 4 && b[0] === 0xff && ((b[1] as number) & 0xe0) === 0xe0 && ((b[1] as number) & 0x06) !== 0 && ((b[2] as number) & 0xf0) !== 0xf0 && ((b[2] as number) & 0xf0) !== 0,
  },
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
