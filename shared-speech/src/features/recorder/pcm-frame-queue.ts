import { CHUNK_SAMPLES } from '../../lib/audio-constants';

/**
 * Cuts the worklet's PCM blocks (whatever their length) into fixed audio frames of
 * CHUNK_SAMPLES samples for the socket; the remainder waits for more audio or for `takeRest`.
 */
export class PcmFrameQueue {
  private readonly frames: Int16Array[] = [];
  private partial: Int16Array;
  private partialLength = 0;

  constructor(private readonly frameSamples = CHUNK_SAMPLES) {
    this.partial = new Int16Array(frameSamples);
  }

  push(pcm: Int16Array): void {
    let offset = 0;
    while (offset < pcm.length) {
      const take = Math.min(this.frameSamples - this.partialLength, pcm.length - offset);
      this.partial.set(pcm.subarray(offset, offset + take), this.partialLength);
      this.partialLength += take;
      offset += take;
      if (this.partialLength === this.frameSamples) {
        this.frames.push(this.partial);
        this.partial = new Int16Array(this.frameSamples);
        this.partialLength = 0;
      }
    }
  }

  /** Number of complete frames waiting. */
  get size(): number {
    return this.frames.length;
  }

  /** Removes and returns up to `max` complete frames, oldest first. */
  take(max: number): Int16Array[] {
    return this.frames.splice(0, Math.max(0, max));
  }

  /** Removes and returns every complete frame and then the partial one (if any). */
  takeRest(): Int16Array[] {
    const rest = this.frames.splice(0);
    if (this.partialLength > 0) rest.push(this.partial.slice(0, this.partialLength));
    this.partial = new Int16Array(this.frameSamples);
    this.partialLength = 0;
    return rest;
  }
}
