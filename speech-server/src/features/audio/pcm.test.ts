import { describe, expect, it } from 'vitest';
import type { SpeechError } from '../../lib/speech-error';
import { runProcess } from '../../lib/run-process';
import { assertNotContainer, decodeAudioField, pcmDurationMs } from './pcm';
import { parseWav } from './decode-audio';
import { wavOf } from '../../../test/support/synthetic-speech';

const codeOf = (fn: () => unknown): number | undefined => {
  try {
    fn();
  } catch (error) {
    return (error as SpeechError).code;
  }
  return undefined;
};

describe('decodeAudioField', () => {
  it('decodes base64 16-bit PCM', () => {
    const pcm = Buffer.from([1, 0, 2, 0]);
    expect(decodeAudioField(pcm.toString('base64'), true)).toEqual(pcm);
    expect(decodeAudioField('', true).length).toBe(0);
  });

  it('answers 40004 for bad base64, odd lengths and container headers', () => {
    expect(codeOf(() => decodeAudioField('not base64!', true))).toBe(40004);
    expect(codeOf(() => decodeAudioField(Buffer.from([1, 2, 3]).toString('base64'), true))).toBe(40004);
    const wavHeader = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WAVEfmt ')]);
    expect(codeOf(() => decodeAudioField(wavHeader.toString('base64'), true))).toBe(40004);
    expect(codeOf(() => decodeAudioField(Buffer.from('ID3\u0004\u0000\u0000').toString('base64'), true))).toBe(40004);
    expect(codeOf(() => decodeAudioField(Buffer.from([0xff, 0xfb, 0x90, 0x64]).toString('base64'), true))).toBe(40004);
    expect(codeOf(() => decodeAudioField(Buffer.from('OggS').toString('base64'), true))).toBe(40004);
  });

  it('refuses a real MP3 stream as MP3', async () => {
    const wav = await runProcess('sox', ['-n', '-t', 'wav', '-r', '16000', '-c', '1', '-b', '16', '-', 'synth', '0.5', 'sine', '440']);
    const mp3 = await runProcess('lame', ['--quiet', '-b', '32', '-', '-'], { input: wav });
    expect(() => assertNotContainer(mp3)).toThrow(/MP3 frame header/);
    expect(codeOf(() => decodeAudioField(mp3.subarray(0, mp3.length & ~1).toString('base64'), true))).toBe(40004);
  });

  it('takes PCM whose first samples only look like an MPEG frame header', () => {
    // -1 then 0x9aa1 is 0xff 0xff 0xa1 0x9a: a header of MPEG-1 Layer I, 320 kbit/s, 44.1 kHz (a
    // 348-byte frame); -1025 then 0x9064 is 0xff 0xfb 0x64 0x90: MPEG-1 Layer III, 80 kbit/s,
    // 48 kHz (240 bytes). The old check refused both; no second header follows either.
    for (const [first, second] of [[-1, 0x9aa1], [-1025, 0x9064]] as const) {
      const pcm = Buffer.alloc(3200);
      pcm.writeInt16LE(first, 0);
      pcm.writeUInt16LE(second, 2);
      expect(codeOf(() => decodeAudioField(pcm.toString('base64'), true))).toBeUndefined();
    }
    let state = 0x2545f491;
    const random = (): number => {
      // xorshift32, seeded: the same buffers every run.
      state ^= state << 13;
      state ^= state >>> 17;
      state ^= state << 5;
      return state >>> 0;
    };
    let refused = 0;
    for (let run = 0; run < 3000; run++) {
      const pcm = Buffer.alloc(6400);
      for (let offset = 0; offset < pcm.length; offset += 4) pcm.writeUInt32LE(random(), offset);
      pcm[0] = 0xff;
      pcm[1] = 0xe0 | (random() & 0x1f);
      if (codeOf(() => assertNotContainer(pcm)) !== undefined) refused++;
    }
    expect(refused).toBe(0);
  });

  it('checks headers only on the first chunk (later PCM may start with any bytes)', () => {
    expect(decodeAudioField(Buffer.from('RIFF').toString('base64'), false).length).toBe(4);
  });

  it('measures duration at 16 kHz 16-bit', () => {
    expect(pcmDurationMs(32_000)).toBe(1000);
  });
});

describe('parseWav', () => {
  it('reads format and data chunks', () => {
    const data = Buffer.from([1, 0, 2, 0, 3, 0]);
    const wav = parseWav(wavOf(data));
    expect(wav).toMatchObject({ audioFormat: 1, channels: 1, sampleRate: 16000, bitsPerSample: 16 });
    expect(wav?.data).toEqual(data);
    expect(parseWav(Buffer.from('not a wav file at all'))).toBeUndefined();
  });
});
