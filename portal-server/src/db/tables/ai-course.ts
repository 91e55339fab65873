import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

/** AI study courses (content/ai-course/courses.yaml). */
export const aiCourses = pgTable(
  'ai_courses',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    titleJa: text('title_ja').notNull(),
    titleEn: text('title_en').notNull(),
    cefr: text('cefr').notNull(),
    descriptionJa: text('description_ja').notNull(),
    sort: integer('sort').notNull(),
  },
  (t) => [uniqueIndex('ai_courses_code_key').on(t.code)],
);

/** Lessons of a course, in order; each has video, explanation, review and consolidation steps. */
export const aiLessons = pgTable(
  'ai_lessons',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => aiCourses.id),
    position: integer('position').notNull(),
    titleJa: text('title_ja').notNull(),
    titleEn: text('title_en').notNull(),
  },
  (t) => [uniqueIndex('ai_lessons_course_position_key').on(t.courseId, t.position), index('ai_lessons_course_idx').on(t.courseId)],
);
