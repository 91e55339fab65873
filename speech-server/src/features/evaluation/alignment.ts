import type { DecoderOutput, Segment } from '../engine/helper-process';

export const FRAME_MS = 10;

export interface AlignedPhone {
  phone: string;
  startFrame: number;
  endFrame: number;
  /** Acoustic score of the phone: against the best CI senone in each frame, so at most 0. */
  ascr: number;
}

export interface AlignedWord {
  /** Index of the reference word this is (the grammar only allows reference words). */
  refIndex: number;
  phones: AlignedPhone[];
  startFrame: number;
  endFrame: number;
}

export type GapKind = 'silence' | 'noise' | 'speech' | 'garbage';

export interface Gap {
  kind: GapKind;
  startFrame: number;
  endFrame: number;
  /** Garbage phones (choice grammar) heard in this gap. */
  phones: string[];
}

export interface Alignment {
  words: AlignedWord[];
  gaps: Gap[];
  frames: number;
}

const FILLERS: Record<string, GapKind> = {
  '<sil>': 'silence',
  '<s>': 'silence',
  '</s>': 'silence',
  '[NOISE]': 'noise',
  '[SPEECH]': 'speech',
};

/**
 * Reads the aligner's best path (phones as words, README.md "Engine") back into reference
 * words. `referencePhones[i]` lists word i's pronunciations; aligned words are matched to the
 * reference in order, as the grammar only moves forward.
 */
export function parseAlignment(output: DecoderOutput | undefined, referencePhones: readonly (readonly string[][])[]): Alignment {
  const words: AlignedWord[] = [];
  const gaps: Gap[] = [];
  let current: AlignedPhone[] | undefined;
  let nextRef = 0;
  const closeWord = (): void => {
    if (!current || current.length === 0) return;
    const names = current.map((phone) => phone.phone).join(' ');
    let refIndex = -1;
    for (let k = nextRef; k < referencePhones.length; k++) {
      if ((referencePhones[k] ?? []).some((variant) => variant.join(' ') === names)) {
        refIndex = k;
        break;
      }
    }
    if (refIndex >= 0) {
      nextRef = refIndex + 1;
      words.push({ refIndex, phones: current, startFrame: current[0]?.startFrame ?? 0, endFrame: current.at(-1)?.endFrame ?? 0 });
    }
    current = undefined;
  };
  for (const segment of output?.segments ?? []) {
    const filler = FILLERS[segment.word];
    if (filler || segment.word === '(NULL)') {
      if (filler) gaps.push({ kind: filler, startFrame: segment.startFrame, endFrame: segment.endFrame, phones: [] });
      continue;
    }
    const [phone, tag = ''] = segment.word.split('_') as [string, string?];
    if (tag === 'G') {
      closeWord();
      addGarbage(gaps, segment, phone);
      continue;
    }
    if (tag === 'B' || tag === 'S') closeWord();
    current ??= [];
    current.push({ phone, startFrame: segment.startFrame, endFrame: segment.endFrame, ascr: segment.ascr });
    if (tag === 'E' || tag === 'S') closeWord();
  }
  closeWord();
  return { words, gaps, frames: output?.frames ?? 0 };
}

function addGarbage(gaps: Gap[], segment: Segment, phone: string): void {
  const last = gaps.at(-1);
  if (last?.kind === 'garbage' && last.endFrame + 1 >= segment.startFrame) {
    last.endFrame = segment.endFrame;
    last.phones.push(phone);
  } else {
    gaps.push({ kind: 'garbage', startFrame: segment.startFrame, endFrame: segment.endFrame, phones: [phone] });
  }
}

/** Total frames of spans (phones, segments, gaps), each counting both its ends. */
export function framesIn(spans: readonly { startFrame: number; endFrame: number }[]): number {
  return spans.reduce((sum, span) => sum + (span.endFrame - span.startFrame + 1), 0);
}

/** Every speech phone the free phone loop heard (silence and fillers left out). */
export function phoneLoopSpeech(phoneLoop: DecoderOutput | undefined): Segment[] {
  return phoneLoopPhonesBetween(phoneLoop, 0, Number.MAX_SAFE_INTEGER);
}

/** Phones of the free phone loop (allphone decoder) inside a frame range, silence and noise left out. */
export function phoneLoopPhonesBetween(phoneLoop: DecoderOutput | undefined, startFrame: number, endFrame: number): Segment[] {
  return (phoneLoop?.segments ?? []).filter((segment) => {
    if (segment.word === 'SIL' || segment.word.startsWith('+')) return false;
    const overlap = Math.min(segment.endFrame, endFrame) - Math.max(segment.startFrame, startFrame) + 1;
    return overlap > (segment.endFrame - segment.startFrame + 1) / 2;
  });
}
