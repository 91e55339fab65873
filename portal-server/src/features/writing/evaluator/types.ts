// The evaluator's types (issue 16 contract B), shared by the writing feature and its front end's
// generated types through the routes' schemas.

export type WritingMarkKind = 'spelling' | 'grammar' | 'punctuation' | 'style' | 'word_choice';

/** One marked span: character offsets into the submitted text (UTF-16, end exclusive). */
export type WritingMark = { start: number; end: number; kind: WritingMarkKind; comment: string; suggestion?: string };

export type OverallEvaluation = { vocabulary_diversity: number; vocabulary_correctness: number; grammar_diversity: number; grammar_correctness: number };

export type WritingEvaluation = {
  word_count: number;
  sentence_count: number;
  marks: WritingMark[];
  overall_evaluation: OverallEvaluation;
  score: number;
  general_comment: string;
  sentences: { sent_content: string; start: number; end: number; comment: string }[];
  relevance: number;
};

export type WritingTopic = { title_en: string; prompt_en: string; keywords: string[] };

export type WritingRefusal = 'empty' | 'not_english' | 'emoji' | 'off_topic' | 'too_long';
