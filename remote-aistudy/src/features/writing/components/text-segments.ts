// Cutting an essay into the runs the result screen draws: a mark (AI or teacher) covers
// [startPos, endPos) of the text; marks may overlap (a teacher's note over an AI mark), so the
// text is cut at every mark edge and each run carries every mark that covers it.
import type { MarkKind, SentenceAnalysis, SentenceComment } from '../model/writing-types';

export type TextMark = SentenceComment & { id: string };

export type TextRun = { start: number; end: number; text: string; marks: TextMark[] };

/** Every comment of every sentence, with a stable id, in text order (AI before teacher at a tie). */
export function marksOf(sentences: readonly SentenceAnalysis[]): TextMark[] {
  return sentences
    .flatMap((sentence) => sentence.sent_comments)
    .map((comment, index) => ({ ...comment, id: `mark-${index}` }))
    .sort((a, b) => a.hit_words_pos.startPos - b.hit_words_pos.startPos || a.hit_words_pos.endPos - b.hit_words_pos.endPos || a.type.localeCompare(b.type));
}

/** The text in runs; marks outside the text or empty are left out rather than drawn in the wrong place. */
export function textRuns(text: string, marks: readonly TextMark[]): TextRun[] {
  const valid = marks.filter(({ hit_words_pos: { startPos, endPos } }) => startPos >= 0 && endPos <= text.length && startPos < endPos);
  const edges = new Set<number>([0, text.length]);
  for (const mark of valid) {
    edges.add(mark.hit_words_pos.startPos);
    edges.add(mark.hit_words_pos.endPos);
  }
  const cuts = [...edges].sort((a, b) => a - b);
  const runs: TextRun[] = [];
  for (let i = 0; i + 1 < cuts.length; i += 1) {
    const start = cuts[i]!;
    const end = cuts[i + 1]!;
    runs.push({ start, end, text: text.slice(start, end), marks: valid.filter((mark) => mark.hit_words_pos.startPos <= start && mark.hit_words_pos.endPos >= end) });
  }
  return runs;
}

/** The colour a run is drawn in: a teacher's note shows over the AI's marks. */
export function runKind(run: TextRun): MarkKind | null {
  if (run.marks.length === 0) return null;
  if (run.marks.some((mark) => mark.type === 'TEACHER')) return 'teacher';
  return run.marks[0]!.kind;
}
