/**
 * Costs of the recording pipeline on the main thread and in the worklet, per unit of audio.
 * Run: pnpm --filter shared-speech bench
 *
 * Targets (README "Performance"): resampling 1 s of 48 kHz audio < 10 ms (1% of the audio
 * thread); one 200 ms socket frame < 1 ms and its waveform < 0.5 ms on the main thread; mp3
 * encoding faster than 5x real time in the worker (a 60 s take < 12 s of worker time, so the
 * mp3 is ready the moment the score is).
 */
import { bench, describe } from 'vitest';
import { audioFrame } from '../src/features/evaluation/evaluation-protocol';
import { ENCODE_FRAMES_PER_BATCH, MP3_FRAME_SAMPLES } from '../src/lib/audio-constants';
import { IncrementalMp3Encoder } from '../src/features/recorder/mp3-encoder';
import { PcmResampler } from '../src/features/recorder/pcm-resampler';
import { WaveformBuffer } from '../src/features/recorder/waveform';

function speechLike(rate: number, seconds: number): Float32Array {
  const out = new Float32Array(Math.round(rate * seconds));
  for (let i = 0; i < out.length; i += 1) {
    const t = i / rate;
    out[i] = 0.3 * Math.sin(2 * Math.PI * 140 * t) * (0.6 + 0.4 * Math.sin(2 * Math.PI * 3 * t)) + 0.05 * (Math.random() - 0.5);
  }
  return out;
}

function toPcm(samples: Float32Array): Int16Array {
  return Int16Array.from(samples, (s) => Math.round(s * 0x7fff));
}

const oneSecondAt48k = speechLike(48_000, 1);
const frame = toPcm(speechLike(16_000, 0.2));
const batch = toPcm(speechLike(16_000, (ENCODE_FRAMES_PER_BATCH * MP3_FRAME_SAMPLES) / 16_000));
const sixtySeconds = toPcm(speechLike(16_000, 60));

describe('worklet: 1 s of 48 kHz audio in 128-frame render quanta', () => {
  bench('PcmResampler 48k -> 16k', () => {
    const resampler = new PcmResampler(48_000, 16_000);
    for (let offset = 0; offset < oneSecondAt48k.length; offset += 128) resampler.push(oneSecondAt48k.subarray(offset, offset + 128));
  });
});

describe('main thread, per 200 ms of audio', () => {
  bench('socket frame (base64 + JSON) of 3200 samples', () => {
    audioFrame(frame);
  });
  bench('waveform points of 3200 samples', () => {
    new WaveformBuffer().push(frame);
  });
});

describe('mp3 encoder (lamejs; runs in the mp3 worker, on the page only as a fallback)', () => {
  bench('encoder start-up (once per take)', () => {
    new IncrementalMp3Encoder();
  });
  const encoder = new IncrementalMp3Encoder();
  bench('one batch: 10 frames (0.72 s of audio)', () => {
    encoder.append(batch);
    encoder.encodeAvailable();
  });
  bench(
    'a whole 60 s take',
    () => {
      const take = new IncrementalMp3Encoder();
      take.append(sixtySeconds);
      take.encodeAvailable();
    },
    { iterations: 3 },
  );
});
