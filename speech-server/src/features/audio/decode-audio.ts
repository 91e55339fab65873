import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { runProcess } from '../../lib/run-process';
import { ErrorCode, SpeechError } from '../../lib/speech-error';
import { SAMPLE_RATE, assertNotContainer } from './pcm';

export type AudioFormat = 'wav' | 'mp3' | 'pcm';

interface WavInfo {
  audioFormat: number;
  channels: number;
  sampleRate: number;
  bitsPerSample: number;
  data: Buffer;
}

/** Reads a RIFF/WAVE file's fmt and data chunks; undefined when it is not a WAV we understand. */
export function parseWav(bytes: Buffer): WavInfo | undefined {
  if (bytes.length < 12 || bytes.toString('latin1', 0, 4) !== 'RIFF' || bytes.toString('latin1', 8, 12) !== 'WAVE') return undefined;
  let offset = 12;
  let format: Omit<WavInfo, 'data'> | undefined;
  while (offset + 8 <= bytes.length) {
    const id = bytes.toString('latin1', offset, offset + 4);
    const size = bytes.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === 'fmt ' && size >= 16 && body + 16 <= bytes.length) {
      format = {
        audioFormat: bytes.readUInt16LE(body),
        channels: bytes.readUInt16LE(body + 2),
        sampleRate: bytes.readUInt32LE(body + 4),
        bitsPerSample: bytes.readUInt16LE(body + 14),
      };
    } else if (id === 'data' && format) {
      // Streams written before their length is known carry 0 or 0xffffffff here.
      const end = size === 0 || size === 0xffffffff ? bytes.length : Math.min(bytes.length, body + size);
      return { ...format, data: bytes.subarray(body, end - ((end - body) % 2)) };
    }
    offset = body + size + (size % 2);
  }
  return undefined;
}

/**
 * Any supported upload as 16 kHz 16-bit mono PCM: WAV as is when it already is that, else
 * resampled with sox; MP3 decoded with lame. Raw PCM is checked only for container headers.
 */
export async function toPcm16k(bytes: Buffer, format: AudioFormat): Promise<Buffer> {
  if (bytes.length === 0) throw new SpeechError(ErrorCode.noAudio, 'the request has no audio');
  if (format === 'pcm') {
    assertNotContainer(bytes);
    if (bytes.length % 2 !== 0) throw new SpeechError(ErrorCode.notPcm, 'raw audio must be 16-bit samples (an even number of bytes)');
    return bytes;
  }
  let wav = bytes;
  if (format === 'mp3') wav = await decodeMp3(bytes);
  const info = parseWav(wav);
  if (!info) throw new SpeechError(ErrorCode.notPcm, `the audio is not a ${format === 'mp3' ? 'decodable MP3' : 'RIFF/WAVE file'}`);
  if (info.audioFormat === 1 && info.channels === 1 && info.sampleRate === SAMPLE_RATE && info.bitsPerSample === 16) return info.data;
  if (info.channels < 1 || info.channels > 8 || info.sampleRate < 4000 || info.sampleRate > 192_000) {
    throw new SpeechError(ErrorCode.notPcm, `unsupported WAV: ${info.channels} channels at ${info.sampleRate} Hz`);
  }
  try {
    return await runProcess('sox', ['-t', 'wav', '-', '-t', 'raw', '-e', 'signed-integer', '-b', '16', '-c', '1', '-r', String(SAMPLE_RATE), '-'], {
      input: wav,
      timeoutMs: 30_000,
    });
  } catch {
    throw new SpeechError(ErrorCode.notPcm, 'the WAV file could not be converted to 16 kHz mono');
  }
}

/** MP3 to WAV with lame (which cannot decode from a pipe, hence the temporary file). */
async function decodeMp3(bytes: Buffer): Promise<Buffer> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'speech-mp3-'));
  try {
    const input = path.join(dir, 'in.mp3');
    await writeFile(input, bytes);
    return await runProcess('lame', ['--decode', '--quiet', input, '-'], { timeoutMs: 30_000 });
  } catch {
    throw new SpeechError(ErrorCode.notPcm, 'the audio is not an MP3 file lame can decode');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
