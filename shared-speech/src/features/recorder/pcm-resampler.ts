/**
 * Converts float audio at the capture rate into 16-bit PCM at the engine's rate.
 *
 * Browsers often refuse a 16 kHz AudioContext for a microphone stream, so the AudioWorklet runs
 * at the device rate (usually 48 kHz) and resamples here. Each output sample is the mean of the
 * input samples that fall into its interval: a box filter, which is enough anti-aliasing for
 * speech scoring and costs one addition per input sample.
 *
 * This class is also serialised with `toString()` into the AudioWorklet module (see
 * pcm-worklet-source.ts), so it must not reference anything outside its own body.
 */
export class PcmResampler {
  /** Input samples per output sample. */
  private readonly step: number;
  /** Input samples consumed so far, minus whole multiples already emitted (keeps floats small). */
  private consumed = 0;
  private nextBoundary: number;
  private sum = 0;
  private count = 0;
  private last = 0;

  constructor(inputRate: number, outputRate: number) {
    if (!(inputRate > 0) || !(outputRate > 0)) throw new RangeError(`bad sample rates ${inputRate} -> ${outputRate}`);
    this.step = inputRate / outputRate;
    this.nextBoundary = this.step;
  }

  /** Resamples one block; state carries over, so blocks may have any length. */
  push(input: Float32Array): Int16Array {
    const output = new Int16Array(Math.ceil(input.length / this.step) + 2);
    let written = 0;
    for (let i = 0; i < input.length; i += 1) {
      const sample = input[i] ?? 0;
      this.sum += sample;
      this.count += 1;
      this.consumed += 1;
      while (this.consumed >= this.nextBoundary) {
        const mean = this.count > 0 ? this.sum / this.count : this.last;
        this.last = mean;
        this.sum = 0;
        this.count = 0;
        this.nextBoundary += this.step;
        if (written === output.length) break;
        const clamped = mean < -1 ? -1 : mean > 1 ? 1 : mean;
        output[written] = clamped < 0 ? Math.round(clamped * 0x8000) : Math.round(clamped * 0x7fff);
        written += 1;
      }
      // Keep the counters small so precision does not drift over a long recording.
      if (this.consumed > 1_000_000) {
        const whole = Math.floor(this.consumed);
        this.consumed -= whole;
        this.nextBoundary -= whole;
      }
    }
    return output.slice(0, written);
  }
}
