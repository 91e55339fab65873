import { describe, expect, it } from 'vitest';
import { WaveformBuffer } from './waveform';

describe('WaveformBuffer', () => {
  it('averages absolute amplitude in groups of 8 samples', () => {
    const waveform = new WaveformBuffer();
    waveform.push(Int16Array.from([16384, -16384, 16384, -16384, 0, 0, 0, 0, 32767, -32768, 32767, -32768]));
    expect(Array.from(waveform.points())).toEqual([0.25]);
    waveform.push(Int16Array.from([32767, -32768, 32767, -32768]));
    const points = waveform.points();
    expect(points).toHaveLength(2);
    expect(points[1]).toBeCloseTo(1, 3);
  });

  it('keeps only the latest 5000 points', () => {
    const waveform = new WaveformBuffer();
    const loud = new Int16Array(8 * 6000);
    for (let point = 0; point < 6000; point += 1) loud.fill(point, point * 8, point * 8 + 8);
    waveform.push(loud);
    const points = waveform.points();
    expect(points).toHaveLength(5000);
    expect(points[0]).toBeCloseTo(1000 / 32768, 6);
    expect(points[4999]).toBeCloseTo(5999 / 32768, 6);
  });

  it('bumps its revision on new audio and clears', () => {
    const waveform = new WaveformBuffer(4, 2);
    const before = waveform.revision;
    waveform.push(Int16Array.from([100, 100, 100]));
    expect(waveform.revision).toBeGreaterThan(before);
    waveform.clear();
    expect(waveform.points()).toHaveLength(0);
    waveform.push(Int16Array.from([100]));
    expect(waveform.points()).toHaveLength(0); // the half group left before clear() was dropped
    waveform.push(Int16Array.from([100]));
    expect(waveform.points()).toHaveLength(1);
  });
});
