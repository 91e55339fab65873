import { describe, expect, it } from 'vitest';
import { PcmResampler } from './pcm-resampler';

function sine(rate: number, hz: number, seconds: number): Float32Array {
  const out = new Float32Array(Math.round(rate * seconds));
  for (let i = 0; i < out.length; i += 1) out[i] = 0.5 * Math.sin((2 * Math.PI * hz * i) / rate);
  return out;
}

describe('PcmResampler', () => {
  it('passes 16 kHz through as 16-bit PCM', () => {
    const pcm = new PcmResampler(16_000, 16_000).push(Float32Array.from([0, 0.5, -0.5, 1, -1, 2, -2]));
    expect(Array.from(pcm)).toEqual([0, 16384, -16384, 32767, -32768, 32767, -32768]);
  });

  it('turns 48 kHz into a third as many samples, averaging each group of three', () => {
    const pcm = new PcmResampler(48_000, 16_000).push(Float32Array.from([0.3, 0.3, 0.3, -0.6, 0, 0]));
    expect(Array.from(pcm)).toEqual([Math.round(0.3 * 0x7fff), Math.round(-0.2 * 0x8000)]);
  });

  it('keeps the rate exact across odd block sizes (44.1 kHz)', () => {
    const resampler = new PcmResampler(44_100, 16_000);
    let total = 0;
    const input = sine(44_100, 440, 2);
    for (let offset = 0; offset < input.length; offset += 127) total += resampler.push(input.subarray(offset, offset + 127)).length;
    expect(Math.abs(total - 32_000)).toBeLessThanOrEqual(1);
  });

  it('keeps a 440 Hz tone recognisable after 48k -> 16k', () => {
    const pcm = new PcmResampler(48_000, 16_000).push(sine(48_000, 440, 1));
    expect(pcm.length).toBe(16_000);
    // Zero crossings of a 440 Hz sine over 1 s: 880.
    let crossings = 0;
    for (let i = 1; i < pcm.length; i += 1) if (Math.sign(pcm[i]!) !== Math.sign(pcm[i - 1]!) && pcm[i] !== 0) crossings += 1;
    expect(Math.abs(crossings - 880)).toBeLessThan(10);
    const peak = pcm.reduce((max, s) => Math.max(max, Math.abs(s)), 0);
    expect(peak).toBeGreaterThan(0.45 * 0x7fff);
  });

  it('upsamples 8 kHz by repeating samples', () => {
    const pcm = new PcmResampler(8_000, 16_000).push(Float32Array.from([0.5, -0.5]));
    expect(pcm.length).toBe(4);
  });

  it('rejects impossible rates', () => {
    expect(() => new PcmResampler(0, 16_000)).toThrow(RangeError);
    expect(() => new PcmResampler(48_000, Number.NaN)).toThrow(RangeError);
  });
});
