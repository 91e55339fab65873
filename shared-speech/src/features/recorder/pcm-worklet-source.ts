import { SPEECH_SAMPLE_RATE, WORKLET_BUFFER_FRAMES } from '../../lib/audio-constants';
import { PcmResampler } from './pcm-resampler';

/** Name the capture processor is registered under inside the AudioWorklet. */
export const PCM_PROCESSOR_NAME = 'shared-speech-pcm-capture';

/** Messages the capture processor posts to the main thread. */
export type PcmWorkletMessage = { type: 'pcm'; pcm: Int16Array } | { type: 'flushed' };

// Globals of the AudioWorkletGlobalScope; they exist only inside the worklet.
declare const AudioWorkletProcessor: { new (): { readonly port: MessagePort } };
declare function registerProcessor(name: string, processor: unknown): void;
declare const sampleRate: number;

/**
 * Body of the worklet module. It is serialised with `toString()`, so it may use only its
 * parameters and the worklet's globals. It downmixes to mono, collects `bufferFrames` input
 * frames, resamples them to `outputRate` 16-bit PCM and posts the block (transferring the buffer).
 * A 'flush' message posts whatever is buffered, then 'flushed'.
 */
function registerPcmCaptureProcessor(Resampler: typeof PcmResampler, name: string, bufferFrames: number, outputRate: number) {
  class PcmCaptureProcessor extends AudioWorkletProcessor {
    private readonly resampler = new Resampler(sampleRate, outputRate);
    private readonly buffer = new Float32Array(bufferFrames);
    private filled = 0;

    constructor() {
      super();
      this.port.onmessage = (event: MessageEvent) => {
        if (event.data === 'flush') {
          this.post();
          this.port.postMessage({ type: 'flushed' });
        }
      };
    }

    process(inputs: Float32Array[][]): boolean {
      const channels = inputs[0];
      if (!channels || channels.length === 0) return true;
      const frames = channels[0]?.length ?? 0;
      for (let i = 0; i < frames; i += 1) {
        let sum = 0;
        for (const channel of channels) sum += channel[i] ?? 0;
        this.buffer[this.filled] = sum / channels.length;
        this.filled += 1;
        if (this.filled === this.buffer.length) this.post();
      }
      return true;
    }

    private post() {
      if (this.filled === 0) return;
      const pcm = this.resampler.push(this.buffer.subarray(0, this.filled));
      this.filled = 0;
      if (pcm.length > 0) this.port.postMessage({ type: 'pcm', pcm }, [pcm.buffer]);
    }
  }
  registerProcessor(name, PcmCaptureProcessor);
}

/** JavaScript source of the AudioWorklet module (loaded through a Blob URL, so it needs no bundler support). */
export function pcmWorkletSource(): string {
  return `(${registerPcmCaptureProcessor.toString()})(${PcmResampler.toString()}, ${JSON.stringify(PCM_PROCESSOR_NAME)}, ${WORKLET_BUFFER_FRAMES}, ${SPEECH_SAMPLE_RATE});`;
}
