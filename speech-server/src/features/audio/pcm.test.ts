import { describe, expect, it } from 'vitest';
import type { SpeechError } from '../../lib/speech-error';
import { decodeAudioField, pcmDurationMs } from './pcm';
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
