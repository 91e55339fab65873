import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { classes, users } from './accounts';
import { resources } from './resources';
import { writingTopics } from './writing-topics';

/**
 * Homework a teacher sets for one class (spec part 1 section 3 "Homework config"). The switches
 * are 0/1 integers as the clients read them; required_times 0 means "once is enough".
 */
export const homework = pgTable(
  'homework',
  {
    id: serial('id').primaryKey(),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id),
    teacherId: integer('teacher_id').references(() => users.id),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** Students see the homework from this moment. */
    startAt: timestamp('start_at', { withTimezone: true }).notNull().defaultNow(),
    /** The deadline shown to students; work after it is still accepted but marked late. */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    /** After this nothing more is accepted (is_expired = 1); null: never. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** has_limit: each topic may be completed at most limit_number times. */
    hasLimit: boolean('has_limit').notNull().default(false),
    limitNumber: integer('limit_number').notNull().default(0),
    requiredTimes: integer('required_times').notNull().default(0),
    sampleAnswer: integer('sample_answer').notNull().default(1),
    speechSpeed: integer('speech_speed').notNull().default(1),
    subtitle: integer('subtitle').notNull().default(1),
    translation: integer('translation').notNull().default(1),
    answerTips: integer('answer_tips').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('homework_class_idx').on(t.classId, t.startAt)],
);

/**
 * One task inside a homework (the spec's "topic"): a resource to practise, or a writing topic to
 * write an essay on (exactly one of the two).
 */
export const homeworkTopics = pgTable(
  'homework_topics',
  {
    id: serial('id').primaryKey(),
    homeworkId: integer('homework_id')
      .notNull()
      .references(() => homework.id, { onDelete: 'cascade' }),
    resourceId: integer('resource_id').references(() => resources.id),
    writingTopicId: integer('writing_topic_id').references(() => writingTopics.id),
    position: integer('position').notNull(),
  },
  (t) => [
    uniqueIndex('homework_topics_position_key').on(t.homeworkId, t.position),
    index('homework_topics_resource_idx').on(t.resourceId),
    check('homework_topics_one_task_check', sql`num_nonnulls(${t.resourceId}, ${t.writingTopicId}) = 1`),
  ],
);
