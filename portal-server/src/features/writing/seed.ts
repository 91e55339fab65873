import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { classes } from '../../db/tables/accounts';
import { homework } from '../../db/tables/homework';
import { writingTopics } from '../../db/tables/writing-topics';
import type { SeedContext } from '../../cli/seed-steps';
import { createHomework } from '../homework/service';
import { readWritingTopics } from './content';

/** Loads content/writing/topics.yaml; safe to run again (topics matched by code). */
export async function seedWritingTopics(db: Database): Promise<number> {
  const topics = readWritingTopics();
  await db.transaction(async (tx) => {
    for (const [position, topic] of topics.entries()) {
      const row = {
        code: topic.code,
        level: topic.level,
        titleEn: topic.title_en,
        titleJa: topic.title_ja,
        promptEn: topic.prompt_en,
        instructionJa: topic.instruction_ja,
        minWords: topic.min_words,
        maxWords: topic.max_words,
        keywords: topic.keywords,
        modelAnswerEn: topic.model_answer_en,
        modelAnswerJa: topic.model_answer_ja,
        position,
      };
      await tx.insert(writingTopics).values(row).onConflictDoUpdate({ target: writingTopics.code, set: row });
    }
  });
  return topics.length;
}

/** The demo writing homework: the business class (biz01's) writes on an Eiken pre-2 topic. */
export const DEMO_WRITING_HOMEWORK = {
  title: '宿題：英作文「制服」',
  description: '生徒は制服を着るべきかについて、自分の意見と理由を2つ英語で書きましょう（50〜60語）。先生がコメントを付けて返します。',
  topicCode: 'p2-school-uniforms',
  dueDays: 14,
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Sets the demo writing homework once (matched by class and title), after the topics exist. */
export async function seedWritingHomework({ db, school }: SeedContext): Promise<void> {
  const classId = school.classIds.business;
  const [existing] = await db
    .select({ id: homework.id })
    .from(homework)
    .where(and(eq(homework.classId, classId), eq(homework.title, DEMO_WRITING_HOMEWORK.title)))
    .limit(1);
  if (existing) return;
  const [topic] = await db.select({ id: writingTopics.id }).from(writingTopics).where(eq(writingTopics.code, DEMO_WRITING_HOMEWORK.topicCode)).limit(1);
  if (!topic) throw new Error(`writing topic ${DEMO_WRITING_HOMEWORK.topicCode} is missing: seed the writing topics first`);
  const [klass] = await db.select({ teacherId: classes.teacherId }).from(classes).where(eq(classes.id, classId)).limit(1);
  const now = Date.now();
  await createHomework(db, {
    classId,
    teacherId: klass?.teacherId ?? null,
    title: DEMO_WRITING_HOMEWORK.title,
    description: DEMO_WRITING_HOMEWORK.description,
    startAt: new Date(now - 60_000),
    dueAt: new Date(now + DEMO_WRITING_HOMEWORK.dueDays * DAY_MS),
    resourceIds: [],
    writingTopicIds: [topic.id],
  });
}
