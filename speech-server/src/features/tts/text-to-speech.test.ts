import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { SpeechError } from '../../lib/speech-error';
import { TextToSpeech, parseTtsRequest, wordsPerMinute } from './text-to-speech';

describe('parseTtsRequest', () => {
  it('fills defaults (voice en-us, 50s)', () => {
    expect(parseTtsRequest({ text: ' Hello ' })).toEqual({ text: 'Hello', voice: 'en-us', speed: 50, pitch: 50, volume: 50 });
    expect(parseTtsRequest({ text: 'Hi', voice: 'en-gb-f', speed: '80', pitch: 0, volume: '100' })).toMatchObject({ voice: 'en-gb-f', speed: 80, pitch: 0, volume: 100 });
  });

  it('names the bad field', () => {
    const message = (fields: Record<string, unknown>): string => {
      try {
        parseTtsRequest(fields);
      } catch (error) {
        expect((error as SpeechError).code).toBe(40001);
        return (error as Error).message;
      }
      return '';
    };
    expect(message({})).toContain('"text"');
    expect(message({ text: '!!!' })).toContain('"text"');
    expect(message({ text: 'x'.repeat(2001) })).toContain('"text"');
    expect(message({ text: 'hi', voice: 'fr' })).toContain('"voice"');
    expect(message({ text: 'hi', speed: 101 })).toContain('"speed"');
    expect(message({ text: 'hi', pitch: 'loud' })).toContain('"pitch"');
  });

  it('maps speed to words per minute', () => {
    expect(wordsPerMinute(0)).toBe(60);
    expect(wordsPerMinute(50)).toBe(150);
    expect(wordsPerMinute(100)).toBe(240);
  });
});

describe('TextToSpeech', () => {
  let dir = '';
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('synthesises an MP3 once and serves the cached file after', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'tts-'));
    const tts = new TextToSpeech(dir, 1, 4);
    const request = parseTtsRequest({ text: 'Good morning, everyone.' });
    const [first, concurrent] = await Promise.all([tts.synthesize(request), tts.synthesize(request)]);
    expect(concurrent).toEqual(first);
    const bytes = await readFile(first.file);
    // An MP3 frame sync (lame writes a Xing/Info frame first) and a plausible size.
    expect(bytes[0]).toBe(0xff);
    expect(((bytes[1] as number) & 0xe0) === 0xe0).toBe(true);
    expect(bytes.length).toBeGreaterThan(5000);
    const again = await tts.synthesize(request);
    expect(again.etag).toBe(first.etag);
    const other = await tts.synthesize(parseTtsRequest({ text: 'Good morning, everyone.', speed: 20 }));
    expect(other.file).not.toBe(first.file);
  });
});
