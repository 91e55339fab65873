// The narration tones and the record beep (spec part 2 section 4), synthesised with Web Audio so
// no file has to load before a recording starts. Without Web Audio (old browsers, tests) the cue
// is silent but still takes its time, so the sequence keeps its rhythm.
import type { CueSound } from '../logic/progress-steps';

const CUES: Readonly<Record<CueSound, { frequency: number; ms: number }>> = {
  tone: { frequency: 660, ms: 600 },
  beep: { frequency: 1000, ms: 300 },
};

let context: AudioContext | null = null;

function audioContext(): AudioContext | null {
  if (typeof window === 'undefined' || typeof window.AudioContext !== 'function') return null;
  context ??= new window.AudioContext();
  return context;
}

export function playCue(sound: CueSound): Promise<void> {
  const { frequency, ms } = CUES[sound];
  const ctx = audioContext();
  if (ctx) {
    try {
      void ctx.resume();
      const oscillator = ctx.createOscillator();
      const gain = ctx.createGain();
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, ctx.currentTime);
      gain.gain.exponentialRampToValueAtTime(0.25, ctx.currentTime + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, ctx.currentTime + ms / 1000);
      oscillator.connect(gain).connect(ctx.destination);
      oscillator.start();
      oscillator.stop(ctx.currentTime + ms / 1000 + 0.05);
    } catch {
      // A suspended or closed context plays nothing; the pause below keeps the rhythm.
    }
  }
  return new Promise((resolve) => setTimeout(resolve, ms + 100));
}
