// The short right / wrong sounds after an answer (spec part 2, section 4: "an error sound plays"),
// synthesised with Web Audio like shared-ui's grade sounds, so no audio files are needed.
const TONES = { right: [880, 1318.5], wrong: [233.1, 185] } as const;
const NOTE_SECONDS = 0.12;

let context: AudioContext | null = null;

export function playAnswerSound(kind: keyof typeof TONES): void {
  const AudioContextClass = globalThis.AudioContext;
  if (typeof AudioContextClass !== 'function') return;
  try {
    context ??= new AudioContextClass();
    const start = context.currentTime + 0.01;
    TONES[kind].forEach((frequency, position) => {
      if (!context) return;
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.type = kind === 'right' ? 'sine' : 'square';
      oscillator.frequency.value = frequency;
      const at = start + position * NOTE_SECONDS;
      gain.gain.setValueAtTime(0.0001, at);
      gain.gain.exponentialRampToValueAtTime(kind === 'right' ? 0.2 : 0.08, at + 0.015);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + NOTE_SECONDS);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(at);
      oscillator.stop(at + NOTE_SECONDS + 0.02);
    });
  } catch (error) {
    console.warn('answer sound could not play', error);
  }
}
