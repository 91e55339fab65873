// The writing calls' data (contract section B, spec part 2 "Writing result"), as
// portal-server/src/features/writing/routes.ts declares them. Kept here until those routes are in
// the generated API types (shared-contract), then to be replaced by ApiData aliases.

export type WritingSource = 'skillup' | 'ai';
export type WritingLevel = 'eiken-3' | 'eiken-pre2' | 'eiken-2' | 'eiken-pre1' | 'free';
export type MarkKind = 'spelling' | 'grammar' | 'punctuation' | 'style' | 'word_choice';
export type WritingRefusal = 'empty' | 'not_english' | 'emoji' | 'off_topic' | 'too_long';

export type HitWordsPos = { startPos: number; endPos: number };

export type TopicListItem = {
  topic_id: number;
  code: string;
  level: string;
  title: string;
  title_en: string;
  instruction: string;
  min_words: number;
  max_words: number;
  times: number;
  best_score: number | null;
  last_guid: string | null;
};

export type TopicList = { levels: { level: WritingLevel; title: string }[]; list: TopicListItem[] };

export type TopicAttempt = { guid: string; score: number; error_count: number; word_count: number; created_at: string };

/** What the form shows of a topic (topic-detail, and the topic of a writing homework). */
export type TopicHead = { topic_id: number; title: string; title_en: string; prompt_en: string; level: string; min_words: number; max_words: number; instruction: string };

export type TopicDetail = TopicHead & {
  code: string;
  level_title: string;
  times: number;
  best_score: number | null;
  attempts: TopicAttempt[];
  model_answer_en: string | null;
  model_answer_ja: string | null;
};

export type OverallEvaluation = { vocabulary_diversity: number; vocabulary_correctness: number; grammar_diversity: number; grammar_correctness: number };

export type SentenceComment = {
  hit_words_pos: HitWordsPos;
  comments: string;
  /** The teacher's name on a TEACHER comment, empty on an AI one. */
  teacher_name: string;
  type: 'AI' | 'TEACHER';
  kind: MarkKind | 'teacher';
  suggestion: string | null;
};

export type SentenceAnalysis = { sent_content: string; start: number; end: number; sent_comments: SentenceComment[]; comment: string };

export type CorrectNote = { sent_content: string; comments: string; teacher_name: string; hit_words_pos: HitWordsPos };

export type WritingResult = {
  guid: string;
  topic: { topic_id: number; title: string; title_en: string; prompt_en: string; level: string };
  text: string;
  image_url: string | null;
  created_at: string;
  score: number;
  word_count: number;
  error_count: number;
  general_comment: string;
  overall_evaluation: OverallEvaluation;
  comments: SentenceAnalysis[];
  correct_notes: CorrectNote[];
  en_answer: string;
  en_answer_ja: string;
  homework_id: number | null;
  source: WritingSource;
  mode: 'practice' | 'homework';
  time_spent_seconds: number;
};

export type HistoryItem = TopicAttempt & { topic_id: number; title: string; title_en: string; level: string; homework_id: number | null };
export type WritingHistory = { total: number; page: number; limit: number; list: HistoryItem[] };

export type DeepHistoryItem = TopicAttempt & { source: WritingSource; overall_evaluation: OverallEvaluation };
export type DeepHistory = { topic: Omit<TopicHead, 'instruction'>; list: DeepHistoryItem[] };

export type HomeworkWriting = {
  homework: { homework_id: number; title: string; description: string; end_time: string; expires_at: string | null; is_expired: 0 | 1; topic_id: number };
  topic: TopicHead;
  submissions: (TopicAttempt & { notes_count: number })[];
  notes_count: number;
};

export type SubmitWritingInput = {
  content: string;
  topic_id: number;
  guid: string;
  source: WritingSource;
  homework_id?: number;
  image_url?: string;
  time_spent_seconds?: number;
};

export type TeacherStudent = { id: number; name: string; nickname: string };
export type TeacherSubmission = {
  guid: string;
  student: TeacherStudent;
  topic_id: number;
  title: string;
  title_en: string;
  level: string;
  homework_id: number | null;
  created_at: string;
  score: number;
  word_count: number;
  error_count: number;
  notes_count: number;
};
export type TeacherWritingDetail = WritingResult & { student: TeacherStudent; homework_title: string | null };
