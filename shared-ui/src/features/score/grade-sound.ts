import type { Grade } from './grade';

// Each grade has its own short sound (spec part 1, section 4). They are synthesised with the Web
// Audio API rather than shipped as files, so every remote gets them without extra requests.
const MELODIES: Record<Grade, readonly number[]> = {
  perfect: [523.25, 659.25, 783.99, 1046.5],
  good: [523.25, 659.25, 783.99],
  middle: [440, 523.25],
  bad: [392, 329.63],
};
const NOTE_SECONDS = 0.14;

let context: AudioContext | null = null;

/** Plays the grade's sound; silently does nothing where audio is unavailable or blocked. */
export function playGradeSound(grade: Grade): void {
  const AudioContextClass = globalThis.AudioContext;
  if (typeof AudioContextClass !== 'function') return;
  try {
    context ??= new AudioContextClass();
    const start = context.currentTime + 0.02;
    MELODIES[grade].forEach((frequency, index) => {
      if (!context) return;
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.type = 'triangle';
      oscillator.frequency.value = frequency;
      const at = start + index * NOTE_SECONDS;
      gain.gain.setValueAtTime(0.0001, at);
      gain.gain.exponentialRampToValueAtTime(0.25, at + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + NOTE_SECONDS);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(at);
      oscillator.stop(at + NOTE_SECONDS + 0.02);
    });
  } catch (error) {
    console.warn('grade sound could not play', error);
  }
}
