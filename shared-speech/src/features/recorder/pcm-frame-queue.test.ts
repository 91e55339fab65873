import { describe, expect, it } from 'vitest';
import { PcmFrameQueue } from './pcm-frame-queue';

const ramp = (from: number, length: number) => Int16Array.from({ length }, (_, i) => from + i);

describe('PcmFrameQueue', () => {
  it('cuts 3200-sample frames out of blocks of any size, keeping order', () => {
    const queue = new PcmFrameQueue();
    queue.push(ramp(0, 1365));
    expect(queue.size).toBe(0);
    queue.push(ramp(1365, 5000));
    expect(queue.size).toBe(1);
    queue.push(ramp(6365, 1000));
    expect(queue.size).toBe(2);
    const [first, second] = queue.take(5);
    expect(first?.length).toBe(3200);
    expect(first?.[0]).toBe(0);
    expect(second?.[0]).toBe(3200);
    expect(second?.[3199]).toBe(6399);
    expect(queue.size).toBe(0);
    const rest = queue.takeRest();
    expect(rest).toHaveLength(1);
    expect(rest[0]?.length).toBe(7365 - 6400);
    expect(rest[0]?.[0]).toBe(6400);
    expect(queue.takeRest()).toEqual([]);
  });

  it('takes at most the requested number of frames', () => {
    const queue = new PcmFrameQueue(4);
    queue.push(ramp(0, 17));
    expect(queue.take(2).map((f) => f[0])).toEqual([0, 4]);
    expect(queue.take(-1)).toEqual([]);
    expect(queue.takeRest().map((f) => f.length)).toEqual([4, 4, 1]);
  });
});
