import { WAVEFORM_GROUP_SAMPLES, WAVEFORM_MAX_POINTS } from '../../lib/audio-constants';

/**
 * Waveform of the running recording for drawing: each point is the mean absolute amplitude
 * (0..1) of WAVEFORM_GROUP_SAMPLES samples; only the latest WAVEFORM_MAX_POINTS points are kept
 * (a ring buffer, so a long recording costs no more memory than a short one).
 */
export class WaveformBuffer {
  private readonly ring: Float32Array;
  private start = 0;
  private length = 0;
  private groupSum = 0;
  private groupCount = 0;
  private version = 0;

  constructor(
    private readonly maxPoints = WAVEFORM_MAX_POINTS,
    private readonly groupSamples = WAVEFORM_GROUP_SAMPLES,
  ) {
    this.ring = new Float32Array(maxPoints);
  }

  push(pcm: Int16Array): void {
    for (let i = 0; i < pcm.length; i += 1) {
      this.groupSum += Math.abs(pcm[i] ?? 0);
      this.groupCount += 1;
      if (this.groupCount === this.groupSamples) {
        this.append(this.groupSum / this.groupSamples / 32768);
        this.groupSum = 0;
        this.groupCount = 0;
      }
    }
    if (pcm.length > 0) this.version += 1;
  }

  /** Changes whenever points were added, so a drawing loop can skip unchanged frames. */
  get revision(): number {
    return this.version;
  }

  /** The kept points, oldest first. */
  points(): Float32Array {
    const out = new Float32Array(this.length);
    for (let i = 0; i < this.length; i += 1) out[i] = this.ring[(this.start + i) % this.maxPoints] ?? 0;
    return out;
  }

  clear(): void {
    this.start = 0;
    this.length = 0;
    this.groupSum = 0;
    this.groupCount = 0;
    this.version += 1;
  }

  private append(point: number) {
    if (this.length < this.maxPoints) {
      this.ring[(this.start + this.length) % this.maxPoints] = point;
      this.length += 1;
    } else {
      this.ring[this.start] = point;
      this.start = (this.start + 1) % this.maxPoints;
    }
  }
}
