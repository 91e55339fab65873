import { boolean, index, integer, jsonb, pgTable, real, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { homeworkTopics } from './homework';
import { resources } from './resources';

/**
 * One run of a student through a resource: the spec's "answer record" (part 2 section 3). A run
 * is either free practice of a resource (topic_id null) or one homework topic. While it is open,
 * `openKey` holds "p:<student>:<resource>" or "h:<student>:<topic>"; the unique index on it
 * guarantees one open run per student and resource/topic even under concurrent first answers.
 */
export const practiceRuns = pgTable(
  'practice_runs',
  {
    id: serial('id').primaryKey(),
    /** The client's id of the run (answer record guid), unique per student. */
    guid: text('guid').notNull(),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id),
    resourceId: integer('resource_id')
      .notNull()
      .references(() => resources.id),
    topicId: integer('topic_id').references(() => homeworkTopics.id),
    openKey: text('open_key'),
    isCompleted: boolean('is_completed').notNull().default(false),
    currentIndex: integer('current_index').notNull().default(0),
    /** Address of a result JSON kept by an engine (writing: AI comments). */
    engineResult: text('engine_result').notNull().default(''),
    enginePic: text('engine_pic').notNull().default(''),
    /** Teacher notes on the run: [{ sent_content, comments, teacher_name }]. */
    correctNotes: jsonb('correct_notes').$type<CorrectNote[]>().notNull().default([]),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('practice_runs_student_guid_key').on(t.studentId, t.guid),
    uniqueIndex('practice_runs_open_key').on(t.openKey),
    index('practice_runs_student_resource_idx').on(t.studentId, t.resourceId),
    index('practice_runs_topic_idx').on(t.topicId, t.studentId),
  ],
);

export type CorrectNote = { sent_content: string; comments: string; teacher_name: string };

/**
 * Every answer a student posts (part 2 section 7). The unique index on (run, question,
 * payload hash) makes a resent post (or 20 at once) store one row and credit once, while a
 * new attempt at the same item in the same run (another recording) is a new row.
 */
export const answers = pgTable(
  'answers',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id),
    runId: integer('run_id')
      .notNull()
      .references(() => practiceRuns.id),
    resourceId: integer('resource_id')
      .notNull()
      .references(() => resources.id),
    topicId: integer('topic_id').references(() => homeworkTopics.id),
    questionId: text('question_id').notNull(),
    /** choice, text, chat_bot, speech, score (pure listening, percent modules) or skip. */
    kind: text('kind').notNull(),
    answerResult: text('answer_result').notNull().default(''),
    /** choice: [{ question_id, answer_index, score }] as scored by the server. */
    result: jsonb('result').$type<ChoiceResult[]>(),
    totalScore: real('total_score'),
    /** 0..100: what records, history and ranking use. */
    percentScore: integer('percent_score').notNull(),
    /** Whether the server scored it from the resource's key (false: the posted score was kept). */
    serverScored: boolean('server_scored').notNull().default(false),
    accuracyScore: real('accuracy_score'),
    fluencyScore: real('fluency_score'),
    integrityScore: real('integrity_score'),
    evaluateResult: text('evaluate_result').notNull().default(''),
    evaluateHtml: text('evaluate_html').notNull().default(''),
    poorlyWords: text('poorly_words').notNull().default(''),
    studyReport: text('study_report').notNull().default(''),
    /** URL of the student's recording under /uploads/ (record_file / sound_file). */
    soundFile: text('sound_file').notNull().default(''),
    recordDuration: real('record_duration'),
    recognizeText: text('recognize_text').notNull().default(''),
    /** none | pending | done | failed: recognition of sound_file by speech-server. */
    recognizeStatus: text('recognize_status').notNull().default('none'),
    practiceType: integer('practice_type'),
    wordId: text('word_id').notNull().default(''),
    isSkipped: boolean('is_skipped').notNull().default(false),
    /** SHA-256 of the answer's posted fields: an equal resend is the same answer. */
    payloadHash: text('payload_hash').notNull(),
    pointsCredited: integer('points_credited').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('answers_same_post_key').on(t.studentId, t.runId, t.questionId, t.payloadHash),
    index('answers_run_idx').on(t.runId, t.questionId),
    index('answers_student_resource_idx').on(t.studentId, t.resourceId, t.questionId),
    index('answers_student_topic_idx').on(t.studentId, t.topicId, t.questionId),
    index('answers_student_created_idx').on(t.studentId, t.createdAt),
    index('answers_created_idx').on(t.createdAt),
  ],
);

export type ChoiceResult = { question_id: string; answer_index: number[]; score: number };
