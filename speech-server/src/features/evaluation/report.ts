import type { Category } from './categories';
import type { ResultWord, StudyReport } from './result';
import { MISPRONUNCIATION_BELOW } from './result';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] as string);
}

function scoreClass(word: ResultWord): string {
  if (word.type === 'omission') return 'ev-omit';
  if (word.type === 'insertion') return 'ev-insert';
  const score = word.score ?? 0;
  if (score >= 80) return 'ev-good';
  if (score >= MISPRONUNCIATION_BELOW) return 'ev-fair';
  return 'ev-poor';
}

/** PROTOCOL.md `evaluate_html`: the words as classed spans, escaped, no styles or scripts. */
export function evaluateHtml(words: readonly ResultWord[]): string {
  const spans = words.map((word) => {
    const attributes = word.type === 'insertion' ? '' : ` data-index="${word.ref_index}" data-score="${word.score ?? 0}"`;
    return `<span class="ev-word ${scoreClass(word)}"${attributes}>${escapeHtml(word.word)}</span>`;
  });
  return `<p class="ev-text">${spans.join(' ')}</p>`;
}

/** Speed levels from the spec's reading feedback: over 120 wpm fast, over 80 average. */
export function speedLevel(wpm: number): 'fast' | 'average' | 'slow' {
  if (wpm > 120) return 'fast';
  if (wpm > 80) return 'average';
  return 'slow';
}

export interface ReportInput {
  category: Category;
  words: readonly ResultWord[];
  referenceCount: number;
  scores: { total: number; accuracy: number; fluency: number; integrity: number };
  audioMs: number;
  wpm: number;
}

export function studyReport(input: ReportInput): StudyReport {
  const { words, referenceCount, scores } = input;
  const omitted = words.filter((word) => word.type === 'omission');
  const repeats = words.filter((word) => word.repeat);
  const read = words.filter((word) => word.ref_index !== null && word.type !== 'omission').length;
  return {
    info: {
      category: input.category,
      ref_words: referenceCount,
      read_words: read,
      total_score: scores.total,
      accuracy_score: scores.accuracy,
      fluency_score: scores.fluency,
      integrity_score: scores.integrity,
      audio_ms: input.audioMs,
    },
    errorwords: words
      .filter((word) => word.type !== 'correct' && !word.repeat)
      .map((word) => ({ word: word.word, ref_index: word.ref_index, type: word.type, score: word.score })),
    speed: { wpm: input.wpm, level: speedLevel(input.wpm) },
    leak: {
      count: omitted.length,
      words: omitted.map((word) => word.word),
      ratio: referenceCount ? Math.round((omitted.length / referenceCount) * 1000) / 1000 : 0,
      less_than_half_read: read * 2 < referenceCount,
    },
    repeat: { count: repeats.length, words: repeats.map((word) => word.word) },
  };
}

/** Distinct reference words read poorly or left out, in order (for POST /v3/poorly-words). */
export function poorlyWords(words: readonly ResultWord[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const word of words) {
    if (word.ref_index === null) continue;
    if (word.type !== 'omission' && (word.score ?? 0) >= MISPRONUNCIATION_BELOW) continue;
    const key = word.word.toLowerCase();
    if (!seen.has(key)) {
      seen.add(key);
      result.push(word.word);
    }
  }
  return result;
}
