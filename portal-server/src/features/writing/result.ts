// The writing result of spec part 2 ("Writing result", "Teacher note", "Comment", "Sample
// answer"), built from a stored submission: the evaluator's marks and the teachers' notes are
// grouped under the sentence they start in, so the result screen can show each sentence with its
// hover tips.
import type { StoredWritingEvaluation, WritingTeacherNote } from '../../db/tables/writing';
import type { writingSubmissions } from '../../db/tables/writing';
import type { writingTopics } from '../../db/tables/writing-topics';

type SubmissionRow = typeof writingSubmissions.$inferSelect;
type TopicRow = typeof writingTopics.$inferSelect;

export type MarkKind = StoredWritingEvaluation['marks'][number]['kind'];

export type SentenceComment = {
  hit_words_pos: { startPos: number; endPos: number };
  comments: string;
  teacher_name: string;
  type: 'AI' | 'TEACHER';
  kind: MarkKind | 'teacher';
  suggestion: string | null;
};

export type WritingSentence = { sent_content: string; start: number; end: number; comment: string; sent_comments: SentenceComment[] };

/** Index of the sentence a position belongs to: the one holding it, else the last one before it. */
export function sentenceIndexOf(sentences: { start: number; end: number }[], position: number): number {
  const holding = sentences.findIndex((sentence) => position >= sentence.start && position < sentence.end);
  if (holding >= 0) return holding;
  let before = 0;
  for (const [index, sentence] of sentences.entries()) if (sentence.start <= position) before = index;
  return before;
}

/** Per sentence of the evaluation: its AI marks and the teachers' notes, in text order. */
export function groupComments(text: string, evaluation: StoredWritingEvaluation, notes: WritingTeacherNote[]): WritingSentence[] {
  // An evaluation always splits a non-empty text into sentences; a stored one without any still
  // gets one sentence for the whole text so no comment is lost.
  const sentences = evaluation.sentences.length > 0 ? evaluation.sentences : [{ sent_content: text, start: 0, end: text.length, comment: '' }];
  const grouped: WritingSentence[] = sentences.map((sentence) => ({ ...sentence, sent_comments: [] }));
  for (const mark of evaluation.marks) {
    grouped[sentenceIndexOf(sentences, mark.start)]!.sent_comments.push({
      hit_words_pos: { startPos: mark.start, endPos: mark.end },
      comments: mark.comment,
      teacher_name: '',
      type: 'AI',
      kind: mark.kind,
      suggestion: mark.suggestion ?? null,
    });
  }
  for (const note of notes) {
    grouped[sentenceIndexOf(sentences, note.hit_words_pos.startPos)]!.sent_comments.push({
      hit_words_pos: note.hit_words_pos,
      comments: note.comments,
      teacher_name: note.teacher_name,
      type: 'TEACHER',
      kind: 'teacher',
      suggestion: null,
    });
  }
  for (const sentence of grouped) sentence.sent_comments.sort((a, b) => a.hit_words_pos.startPos - b.hit_words_pos.startPos || a.hit_words_pos.endPos - b.hit_words_pos.endPos);
  return grouped;
}

/** The WritingResult of the contract for one submission. */
export function writingResult(submission: SubmissionRow, topic: TopicRow) {
  const evaluation = submission.evaluation;
  return {
    guid: submission.guid,
    topic: { topic_id: topic.id, title: topic.titleJa, title_en: topic.titleEn, prompt_en: topic.promptEn, level: topic.level },
    text: submission.content,
    image_url: submission.imageUrl,
    created_at: submission.createdAt.toISOString(),
    score: submission.score,
    word_count: submission.wordCount,
    error_count: evaluation.marks.length,
    general_comment: evaluation.general_comment,
    overall_evaluation: evaluation.overall_evaluation,
    comments: groupComments(submission.content, evaluation, submission.teacherNotes),
    correct_notes: submission.teacherNotes.map((note) => ({ sent_content: note.sent_content, comments: note.comments, teacher_name: note.teacher_name, hit_words_pos: note.hit_words_pos })),
    en_answer: topic.modelAnswerEn,
    en_answer_ja: topic.modelAnswerJa,
    homework_id: submission.homeworkId,
    source: submission.source as 'skillup' | 'ai',
    mode: submission.mode as 'practice' | 'homework',
    time_spent_seconds: submission.timeSpentSeconds,
  };
}
