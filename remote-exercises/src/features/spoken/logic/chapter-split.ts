// Whole-article reading (mode 2) is one read_chapter evaluation of every sentence together; the
// answer record keeps one answer per sentence item, so the chapter result is split by its
// `sentences` (PROTOCOL.md: start_word/end_word index `words`) into one result per sentence,
// each posted with practice_type 2 and the same recording. The sentences are sent one per line
// so speech-server splits them exactly as the items are.

type Raw = Record<string, unknown>;

const isRecord = (value: unknown): value is Raw => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The reference text of the whole article: the sentences, one per line. */
export function chapterText(sentences: readonly string[]): string {
  return sentences.map((sentence) => sentence.replace(/\s+/g, ' ').trim()).filter((sentence) => sentence !== '').join('\n');
}

/**
 * Splits a chapter result (speech-server's raw `result`) into one raw result per sentence, in
 * order. When the server's sentences do not line up with `count` items (a damaged result), every
 * item gets the whole result rather than a wrong slice.
 */
export function splitChapterResult(raw: Raw, count: number): Raw[] {
  const sentences = Array.isArray(raw.sentences) ? raw.sentences.filter(isRecord) : [];
  const words = Array.isArray(raw.words) ? raw.words.filter(isRecord) : [];
  if (sentences.length !== count) return Array.from({ length: count }, () => raw);
  return sentences.map((sentence, position) => {
    const start = Number(sentence.start_word);
    const end = Number(sentence.end_word);
    const slice = Number.isInteger(start) && Number.isInteger(end) && start >= 0 && end >= start ? words.slice(start, end + 1) : [];
    const read = slice.filter((word) => word.type !== 'omission' && word.type !== 'insertion').length;
    const reference = slice.filter((word) => word.type !== 'insertion').length;
    return {
      ...raw,
      ref_text: typeof sentence.text === 'string' ? sentence.text : '',
      total_score: sentence.total_score,
      accuracy_score: sentence.accuracy_score,
      fluency_score: sentence.fluency_score,
      integrity_score: sentence.integrity_score,
      words: slice,
      sentences: [{ ...sentence, index: 0, start_word: 0, end_word: Math.max(0, slice.length - 1) }],
      poorly_words: slice.filter((word) => word.type === 'omission' || (typeof word.score === 'number' && word.score < 60)).map((word) => word.word),
      // The reading feedback of a sentence is about that sentence (leaks); speed is the article's.
      study_report: {
        ...(isRecord(raw.study_report) ? raw.study_report : {}),
        leak: { count: reference - read, words: slice.filter((word) => word.type === 'omission').map((word) => word.word), ratio: reference > 0 ? (reference - read) / reference : 0, less_than_half_read: reference > 0 && read * 2 < reference },
      },
      sentence_position: position,
    };
  });
}
