import { afterEach, describe, expect, it, vi } from 'vitest';
import { MP3_MIME_TYPE } from '../../lib/audio-constants';
import { encodeMp3, IncrementalMp3Encoder } from './mp3-encoder';

function tone(seconds: number): Int16Array {
  const pcm = new Int16Array(16_000 * seconds);
  for (let i = 0; i < pcm.length; i += 1) pcm[i] = Math.round(8000 * Math.sin((2 * Math.PI * 300 * i) / 16_000));
  return pcm;
}

// jsdom's Blob has no arrayBuffer(); FileReader works in jsdom and browsers alike.
function bytesOf(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

/** Offsets of MPEG audio frame headers (11 sync bits) that chain by their declared lengths. */
function countChainedFrames(bytes: Uint8Array): { frames: number; bitrateIndex: number } {
  let offset = 0;
  let frames = 0;
  let bitrateIndex = -1;
  while (offset + 4 <= bytes.length && bytes[offset] === 0xff && ((bytes[offset + 1] ?? 0) & 0xe0) === 0xe0) {
    const version = ((bytes[offset + 1] ?? 0) >> 3) & 3; // 2 = MPEG-2 (16 kHz)
    bitrateIndex = ((bytes[offset + 2] ?? 0) >> 4) & 15;
    const padding = ((bytes[offset + 2] ?? 0) >> 1) & 1;
    const bitrates = version === 3 ? [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320] : [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];
    const kbps = bitrates[bitrateIndex] ?? 0;
    const samplesPerFrame = version === 3 ? 1152 : 576;
    const length = Math.floor(((samplesPerFrame / 8) * kbps * 1000) / 16_000) + padding;
    if (length <= 0) break;
    offset += length;
    frames += 1;
  }
  return { frames, bitrateIndex };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('IncrementalMp3Encoder', () => {
  it('produces a valid 16 kHz 128 kbps mp3 stream of the right length', async () => {
    const blob = await encodeMp3(tone(2));
    expect(blob.type).toBe(MP3_MIME_TYPE);
    const bytes = await bytesOf(blob);
    // 128 kbps for 2 s is 32 000 bytes, give or take the encoder delay frames.
    expect(bytes.length).toBeGreaterThan(30_000);
    expect(bytes.length).toBeLessThan(36_000);
    const { frames, bitrateIndex } = countChainedFrames(bytes);
    expect(bitrateIndex).toBe(12); // 128 kbps in the MPEG-2 table
    expect(frames).toBeGreaterThan(50);
  });

  it('encodes in the background in batches of at most 10 frames per 100 ms tick', async () => {
    vi.useFakeTimers();
    const encoder = new IncrementalMp3Encoder();
    encoder.append(tone(3));
    encoder.startBackground();
    vi.advanceTimersByTime(100);
    expect(encoder.encodedSeconds).toBeCloseTo((10 * 1152) / 16_000, 5);
    vi.advanceTimersByTime(100);
    expect(encoder.encodedSeconds).toBeCloseTo((20 * 1152) / 16_000, 5);
    vi.useRealTimers();
    const blob = await encoder.finish();
    expect(encoder.encodedSeconds).toBe(3);
    expect(blob.size).toBeGreaterThan(45_000);
  });

  it('refuses audio after finish and drops everything on dispose', async () => {
    const encoder = new IncrementalMp3Encoder();
    encoder.append(tone(1));
    await encoder.finish();
    expect(() => encoder.append(tone(1))).toThrow(/finished/);
    const abandoned = new IncrementalMp3Encoder();
    abandoned.append(tone(1));
    abandoned.dispose();
    expect(() => abandoned.append(tone(1))).toThrow();
  });
});
