// The arena (/arena): battle types, the question bank, ratings, the matching queue, battles with
// their players and answers, and the wrong questions a student reviews. Battles live here, not in
// a process's memory, so that students connected to different portal processes meet and play one
// battle (features/arena/README.md).
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, real, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { resources } from './resources';

/** Battle types of the arena (content/arena/types.yaml). */
export const arenaTypes = pgTable(
  'arena_types',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    nameJa: text('name_ja').notNull(),
    nameEn: text('name_en').notNull(),
    descriptionJa: text('description_ja').notNull(),
    questionCount: integer('question_count').notNull(),
    secondsPerQuestion: integer('seconds_per_question').notNull(),
    sort: integer('sort').notNull(),
  },
  (t) => [uniqueIndex('arena_types_code_key').on(t.code)],
);

/**
 * One question of the bank (content/arena/questions/): its engine package item (options with
 * their index and correct flag, audio path relative to the package) and the package's index
 * without its items, so a question can be shown, marked and replayed by the engine alone.
 */
export const arenaQuestions = pgTable(
  'arena_questions',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    typeId: integer('type_id')
      .notNull()
      .references(() => arenaTypes.id),
    level: integer('level').notNull(),
    resourceId: integer('resource_id')
      .notNull()
      .references(() => resources.id),
    packagePath: text('package_path').notNull(),
    head: jsonb('head').$type<Record<string, unknown>>().notNull(),
    item: jsonb('item').$type<Record<string, unknown>>().notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [uniqueIndex('arena_questions_code_key').on(t.code), index('arena_questions_type_level_idx').on(t.typeId, t.level)],
);

/** A student's Glicko-2 rating in one battle type, and their record in it. */
export const arenaRatings = pgTable(
  'arena_ratings',
  {
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id),
    typeId: integer('type_id')
      .notNull()
      .references(() => arenaTypes.id),
    rating: real('rating').notNull(),
    deviation: real('deviation').notNull(),
    volatility: real('volatility').notNull(),
    battles: integer('battles').notNull().default(0),
    wins: integer('wins').notNull().default(0),
    losses: integer('losses').notNull().default(0),
    draws: integer('draws').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.studentId, t.typeId] })],
);

/** Students waiting for a rival; seen_at is refreshed while their live socket is open. */
export const arenaQueue = pgTable(
  'arena_queue',
  {
    studentId: integer('student_id')
      .primaryKey()
      .references(() => users.id),
    typeId: integer('type_id')
      .notNull()
      .references(() => arenaTypes.id),
    level: integer('level').notNull(),
    rating: real('rating').notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('arena_queue_type_idx').on(t.typeId, t.seenAt)],
);

/**
 * A battle: live (two students), ghost (one student against a recorded player of an earlier
 * battle, replayed) or grammar (one student alone). The paper is the question ids in order; the
 * options' order is derived from the battle and question (paper.ts), so both students see one.
 */
export const arenaBattles = pgTable(
  'arena_battles',
  {
    id: serial('id').primaryKey(),
    mode: text('mode').$type<'live' | 'ghost' | 'grammar'>().notNull(),
    typeId: integer('type_id')
      .notNull()
      .references(() => arenaTypes.id),
    level: integer('level').notNull(),
    questionIds: jsonb('question_ids').$type<number[]>().notNull(),
    /** The right option of each question, as the paper was made: answers are marked without reading the bank. */
    answerKeys: jsonb('answer_keys').$type<number[]>().notNull(),
    secondsPerQuestion: integer('seconds_per_question').notNull(),
    status: text('status').$type<'active' | 'finished'>().notNull().default('active'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    /** After this every unanswered question counts as missed and the battle may be decided. */
    deadlineAt: timestamp('deadline_at', { withTimezone: true }).notNull(),
    /** Ghost mode: the recorded battle and student replayed. */
    ghostBattleId: integer('ghost_battle_id'),
    ghostStudentId: integer('ghost_student_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('arena_battles_ghost_pool_idx').on(t.typeId, t.level, t.mode, t.status)],
);

export const arenaBattlePlayers = pgTable(
  'arena_battle_players',
  {
    battleId: integer('battle_id')
      .notNull()
      .references(() => arenaBattles.id),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id),
    seat: integer('seat').notNull(),
    ratingBefore: real('rating_before').notNull(),
    deviationBefore: real('deviation_before').notNull(),
    ratingAfter: real('rating_after'),
    score: integer('score').notNull().default(0),
    correct: integer('correct').notNull().default(0),
    /** Set when the student has answered or missed every question (submit-battle-score). */
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** Set when the student's live socket closed during the battle; cleared when it comes back. */
    awaySince: timestamp('away_since', { withTimezone: true }),
    outcome: text('outcome').$type<'win' | 'lose' | 'draw'>(),
    forfeit: boolean('forfeit').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.battleId, t.studentId] }), index('arena_battle_players_student_idx').on(t.studentId, t.battleId)],
);

/** One answer (or a missed question: choice null) of a student in a battle, decided by the server. */
export const arenaBattleAnswers = pgTable(
  'arena_battle_answers',
  {
    battleId: integer('battle_id')
      .notNull()
      .references(() => arenaBattles.id),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id),
    questionIndex: integer('question_index').notNull(),
    guid: text('guid'),
    choice: integer('choice'),
    right: boolean('right').notNull(),
    points: integer('points').notNull(),
    /** From the question's opening to the answer, as the server measured it. */
    elapsedMs: integer('elapsed_ms').notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.battleId, t.studentId, t.questionIndex] }), uniqueIndex('arena_battle_answers_guid_key').on(t.studentId, t.guid).where(sql`${t.guid} is not null`)],
);

/** Questions a student got wrong or missed in battles, until they answer them right in review. */
export const arenaWrongQuestions = pgTable(
  'arena_wrong_questions',
  {
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id),
    questionId: integer('question_id')
      .notNull()
      .references(() => arenaQuestions.id),
    typeId: integer('type_id')
      .notNull()
      .references(() => arenaTypes.id),
    wrongCount: integer('wrong_count').notNull().default(1),
    lastWrongAt: timestamp('last_wrong_at', { withTimezone: true }).notNull().defaultNow(),
    clearedAt: timestamp('cleared_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.studentId, t.questionId] }), index('arena_wrong_questions_open_idx').on(t.studentId, t.clearedAt)],
);

/** The answers of one review run of wrong questions (its guid), for the wrongResult page. */
export const arenaWrongReviews = pgTable(
  'arena_wrong_reviews',
  {
    guid: text('guid').notNull(),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id),
    questionId: integer('question_id')
      .notNull()
      .references(() => arenaQuestions.id),
    right: boolean('right').notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.studentId, t.guid, t.questionId] })],
);
