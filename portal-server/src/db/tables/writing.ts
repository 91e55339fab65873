import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './accounts';
import { homework } from './homework';
import { writingTopics } from './writing-topics';

/** A span of the submitted text: UTF-16 offsets, end exclusive (spec part 2 hit_words_pos). */
export type HitWordsPos = { startPos: number; endPos: number };

/** The evaluator's answer as stored (the shape of the contract's WritingEvaluation). */
export type StoredWritingEvaluation = {
  word_count: number;
  sentence_count: number;
  marks: { start: number; end: number; kind: 'spelling' | 'grammar' | 'punctuation' | 'style' | 'word_choice'; comment: string; suggestion?: string }[];
  overall_evaluation: { vocabulary_diversity: number; vocabulary_correctness: number; grammar_diversity: number; grammar_correctness: number };
  score: number;
  general_comment: string;
  sentences: { sent_content: string; start: number; end: number; comment: string }[];
  relevance: number;
};

/** A teacher's note on a span of a submission; the student sees it signed with the teacher's name. */
export type WritingTeacherNote = { teacher_id: number; teacher_name: string; hit_words_pos: HitWordsPos; sent_content: string; comments: string; created_at: string };

/**
 * One essay a student submitted and its automatic evaluation. The client's guid makes a resend
 * return the first result instead of storing (and counting) the essay twice.
 */
export const writingSubmissions = pgTable(
  'writing_submissions',
  {
    id: serial('id').primaryKey(),
    guid: text('guid').notNull(),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id),
    topicId: integer('topic_id')
      .notNull()
      .references(() => writingTopics.id),
    /** practice | homework */
    mode: text('mode').notNull(),
    /** skillup | ai: which screens the essay was written from (their histories are apart). */
    source: text('source').notNull(),
    homeworkId: integer('homework_id').references(() => homework.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    /** A photo of handwritten work: an /uploads/ image URL of this student. */
    imageUrl: text('image_url'),
    evaluation: jsonb('evaluation').$type<StoredWritingEvaluation>().notNull(),
    teacherNotes: jsonb('teacher_notes').$type<WritingTeacherNote[]>().notNull().default([]),
    score: integer('score').notNull(),
    wordCount: integer('word_count').notNull(),
    timeSpentSeconds: integer('time_spent_seconds').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('writing_submissions_guid_key').on(t.guid),
    index('writing_submissions_student_idx').on(t.studentId, t.source, t.createdAt),
    index('writing_submissions_topic_idx').on(t.studentId, t.topicId),
    index('writing_submissions_homework_idx').on(t.homeworkId),
    check('writing_submissions_mode_check', sql`${t.mode} in ('practice', 'homework') and ${t.source} in ('skillup', 'ai')`),
  ],
);
