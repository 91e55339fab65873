import { describe, expect, it } from 'vitest';
import { inspectMp3, readFrameHeader } from './mp3';
import { makeMp3, makeWav } from './test-audio';

describe('inspectMp3', () => {
  it('reads a 16 kHz mono recording as lame writes it (MPEG-2 Layer III)', () => {
    const info = inspectMp3(makeMp3({ seconds: 1.5 }));
    expect(info).not.toBeNull();
    expect(info!.sampleRate).toBe(16000);
    expect(info!.durationMs).toBeGreaterThan(1400);
    expect(info!.durationMs).toBeLessThan(1700);
  });

  it('reads 44.1 kHz stereo MPEG-1 with an ID3v2 tag in front', () => {
    const data = makeMp3({ seconds: 2, rate: 44100, channels: 2, id3Title: 'recording' });
    expect(data.subarray(0, 3).toString('latin1')).toBe('ID3');
    const info = inspectMp3(data);
    expect(info?.sampleRate).toBe(44100);
    expect(info!.durationMs).toBeGreaterThan(1900);
    expect(info!.durationMs).toBeLessThan(2200);
  });

  it('accepts speech synthesised by espeak-ng', () => {
    expect(inspectMp3(makeMp3({ speech: 'Good morning, everyone.' }))?.durationMs).toBeGreaterThan(500);
  });

  it('accepts a recording whose last frame was cut short', () => {
    const data = makeMp3({ seconds: 1 });
    expect(inspectMp3(data.subarray(0, data.length - 20))).not.toBeNull();
  });

  it('refuses what is not an MP3: WAV, text, a stray frame sync, garbage in the middle, an empty tag', () => {
    expect(inspectMp3(makeWav())).toBeNull();
    expect(inspectMp3(Buffer.from('<html>this is not audio</html>'))).toBeNull();
    const strayHeader = Buffer.concat([Buffer.from([0xff, 0xf3, 0xc8, 0xc4]), Buffer.alloc(2000, 0x41)]);
    expect(inspectMp3(strayHeader)).toBeNull();
    const mp3 = makeMp3({ seconds: 1 });
    expect(inspectMp3(Buffer.concat([mp3.subarray(0, 3000), Buffer.from('garbage in the middle of the frames'), mp3.subarray(3000)]))).toBeNull();
    expect(inspectMp3(Buffer.from([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0, 0]))).toBeNull();
    expect(inspectMp3(Buffer.alloc(0))).toBeNull();
  });
});

describe('readFrameHeader', () => {
  it('works out frame lengths from bitrate, sample rate and padding', () => {
    // MPEG-1 Layer III, 128 kbit/s, 44.1 kHz, no padding: 417 bytes.
    expect(readFrameHeader(Buffer.from([0xff, 0xfb, 0x90, 0x00]), 0)).toEqual({ length: 417, samples: 1152, sampleRate: 44100 });
    // Same with padding: 418.
    expect(readFrameHeader(Buffer.from([0xff, 0xfb, 0x92, 0x00]), 0)?.length).toBe(418);
    // Layer I, free bitrate, reserved rate: not frames we accept.
    expect(readFrameHeader(Buffer.from([0xff, 0xff, 0x90, 0x00]), 0)).toBeNull();
    expect(readFrameHeader(Buffer.from([0xff, 0xfb, 0x00, 0x00]), 0)).toBeNull();
    expect(readFrameHeader(Buffer.from([0xff, 0xfb, 0x9c, 0x00]), 0)).toBeNull();
  });
});
