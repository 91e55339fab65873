// Loads the built exercise content into the database: resources into the registry (the study
// records engineer's upsertResources, with the answer keys read from each package), textbooks
// and units, and the demo homework. Everything is matched by code, so running it again
// (every `npm start` seeds) changes only what changed.
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { classes } from '../../db/tables/accounts';
import { eikenClasses, eikenLevels } from '../../db/tables/eiken-toeic';
import { eikenExams } from '../../db/tables/eiken-exam';
import { cefrItems, cefrUnits } from '../../db/tables/cefr';
import { homework } from '../../db/tables/homework';
import { textbooks, textbookUnits } from '../../db/tables/textbook';
import { createHomework } from '../homework/service';
import { itemKeysFromPackage } from '../resources/package-keys';
import { upsertResources, type ResourceInput } from '../resources/service';
import {
  allResources,
  buildCovers,
  buildPackage,
  ContentError,
  EXERCISE_CONTENT_DIR,
  readExerciseContent,
  type BuiltPackage,
  type ExerciseContent,
} from './content-build';
import type { ResourceSource } from './content-schema';
import { EXAM_FAMILY_LEVELS } from './content-schema-exams';
import { aiCourseGroupKey } from './content-schema-ai-course';
import type { TtsCache } from './tts-cache';

export const unitGroupKey = (bookCode: string, unitCode: string) => `textbook:${bookCode}:${unitCode}`;
export const skillupGroupKey = (type: string) => `skillup:${type}`;
/** An Eiken practice directory's sets, and a mock test's sections in order. */
export const eikenClassGroupKey = (classCode: string) => `eiken:${classCode}`;
export const eikenChallengeGroupKey = (challengeCode: string) => `eiken-challenge:${challengeCode}`;
export const cefrUnitGroupKey = (unitCode: string) => `cefr:${unitCode}`;

export type LoadOptions = {
  dataDir: string;
  contentDir?: string;
  tts: TtsCache;
  /** Demo classes to set the content's homework for (the seed's demo school); none: no homework. */
  classIds?: Partial<Record<'business' | 'college', number>>;
  now?: Date;
  log?: (line: string) => void;
};

export type LoadReport = { resources: number; textbooks: number; units: number; eikenClasses: number; homeworkCreated: number; packages: BuiltPackage[] };

function registryInput(built: BuiltPackage, source: ResourceSource, groupKey: string, position: number, level: string): ResourceInput {
  return {
    code: built.code,
    type: built.type,
    title: source.title_jp,
    version: built.version,
    package_path: built.packagePath,
    level,
    group_key: groupKey,
    position,
    // The grammar index is a page, not questions: nothing to score, no answer record.
    items: source.type === 'grammar_index' ? [] : itemKeysFromPackage(built.index),
  };
}

/** Builds every package (synthesising missing audio) and loads the registry, textbooks, units and homework. */
export async function loadExerciseContent(db: Database, options: LoadOptions): Promise<LoadReport> {
  const contentDir = options.contentDir ?? EXERCISE_CONTENT_DIR;
  const content = readExerciseContent(contentDir);
  const built = new Map<string, BuiltPackage>();
  // The AI course's items carry the skill they measure into their packages (question ids are unique across the content).
  const itemSkills = Object.assign({}, ...content.aiCourse.map((file) => file.skills)) as Record<string, string>;
  for (const resource of allResources(content)) {
    built.set(resource.code, await buildPackage(resource, { dataDir: options.dataDir, contentDir, tts: options.tts, itemSkills }));
  }
  const covers = buildCovers(content, { dataDir: options.dataDir, contentDir });

  const inputs: ResourceInput[] = [];
  for (const book of content.books) {
    for (const unit of book.units) {
      const group = unitGroupKey(book.code, unit.data.unit.code);
      unit.data.resources.forEach((resource, position) => inputs.push(registryInput(built.get(resource.code)!, resource, group, position, book.level)));
    }
  }
  for (const list of content.skillup) {
    list.resources.forEach((resource, position) => inputs.push(registryInput(built.get(resource.code)!, resource, skillupGroupKey(list.type), position, '')));
  }
  for (const grade of content.eiken) {
    for (const entry of grade.classes) {
      entry.resources.forEach((resource, position) => inputs.push(registryInput(built.get(resource.code)!, resource, eikenClassGroupKey(entry.code), position, grade.level)));
    }
    grade.challenge.sections
      .flatMap((section) => section.resources)
      .forEach((resource, position) => inputs.push(registryInput(built.get(resource.code)!, resource, eikenChallengeGroupKey(grade.challenge.code), position, grade.level)));
  }
  for (const file of content.exams) {
    const level = EXAM_FAMILY_LEVELS[file.exam];
    for (const entry of file.classes) {
      entry.resources.forEach((resource, position) => inputs.push(registryInput(built.get(resource.code)!, resource, eikenClassGroupKey(entry.code), position, level)));
    }
    for (const test of file.mock_tests) {
      test.sections
        .flatMap((section) => section.resources)
        .forEach((resource, position) => inputs.push(registryInput(built.get(resource.code)!, resource, eikenChallengeGroupKey(test.code), position, level)));
    }
  }
  for (const level of content.cefr) {
    for (const unit of level.units) {
      unit.sets.forEach((set, position) => inputs.push(registryInput(built.get(set.resource.code)!, set.resource, cefrUnitGroupKey(unit.code), position, level.level)));
    }
  }
  for (const file of content.aiCourse) {
    file.resources.forEach((resource, position) => inputs.push(registryInput(built.get(resource.code)!, resource, aiCourseGroupKey(file.course), position, '')));
  }
  const ids = await upsertResources(db, inputs);

  const units = await loadTextbooks(db, content, covers);
  const eikenClassCount = (await loadEikenClasses(db, content)) + (await loadExamFamilies(db, content));
  const cefrBank = await loadCefrUnits(db, content, ids);
  const homeworkCreated = options.classIds ? await loadHomework(db, content, ids, options.classIds, options.now ?? new Date()) : 0;
  options.log?.(`exercises: ${inputs.length} resources, ${content.books.length} textbooks, ${units} units, ${eikenClassCount} Eiken practice directories, ${cefrBank} CEFR bank items, ${homeworkCreated} homework created`);
  return { resources: inputs.length, textbooks: content.books.length, units, eikenClasses: eikenClassCount, homeworkCreated, packages: [...built.values()] };
}

async function loadTextbooks(db: Database, content: ExerciseContent, covers: Map<string, string>): Promise<number> {
  let units = 0;
  await db.transaction(async (tx) => {
    for (const [position, book] of content.books.entries()) {
      const values = { code: book.code, title: book.title, titleJp: book.title_jp, descriptionJp: book.description_jp, level: book.level, cover: covers.get(book.cover) ?? '', position };
      const [row] = await tx.insert(textbooks).values(values).onConflictDoUpdate({ target: textbooks.code, set: values }).returning({ id: textbooks.id });
      for (const unit of book.units) {
        const meta = unit.data.unit;
        const unitValues = { textbookId: row!.id, code: meta.code, number: meta.number, title: meta.title, titleJp: meta.title_jp, groupKey: unitGroupKey(book.code, meta.code) };
        await tx.insert(textbookUnits).values(unitValues).onConflictDoUpdate({ target: textbookUnits.code, set: unitValues });
        units++;
      }
    }
  });
  return units;
}

/** The Eiken practice directories and mock tests of every grade, matched by code (the grades are seeded before the exercises). */
async function loadEikenClasses(db: Database, content: ExerciseContent): Promise<number> {
  if (content.eiken.length === 0) return 0;
  const levels = new Map((await db.select({ id: eikenLevels.id, code: eikenLevels.code }).from(eikenLevels)).map((level) => [level.code, level.id]));
  let count = 0;
  await db.transaction(async (tx) => {
    for (const grade of content.eiken) {
      const levelId = levels.get(grade.level);
      if (!levelId) throw new ContentError(`content/exercises/eiken/${grade.level}.yaml: 級 ${grade.level} が登録されていません（content/eiken-toeic/levels.yaml を先に読み込んでください）`);
      for (const [position, entry] of grade.classes.entries()) {
        const values = { code: entry.code, levelId, kind: entry.kind, title: entry.title, titleEn: entry.title_en, description: entry.description, groupKey: eikenClassGroupKey(entry.code), position };
        await tx.insert(eikenClasses).values(values).onConflictDoUpdate({ target: eikenClasses.code, set: values });
        count++;
      }
      // The grade's first-stage mock test (/eiken/challenge): its timing, pass line and sections.
      const { challenge } = grade;
      const exam = {
        code: challenge.code,
        levelId,
        title: challenge.title,
        titleEn: challenge.title_en,
        description: challenge.description,
        minutes: challenge.minutes,
        passRatio: challenge.pass_ratio,
        groupKey: eikenChallengeGroupKey(challenge.code),
        sections: challenge.sections.map((section) => ({ kind: section.kind, title: section.title, resource_codes: section.resources.map((resource) => resource.code) })),
        position: 0,
      };
      await tx.insert(eikenExams).values(exam).onConflictDoUpdate({ target: eikenExams.code, set: exam });
    }
  });
  return count;
}

/**
 * The TOEIC, Tokyo, college- and high-school-entrance directories and mock tests (exams/*.yaml)
 * into the Eiken tables under each family's level, in file order; returns the directories loaded.
 */
async function loadExamFamilies(db: Database, content: ExerciseContent): Promise<number> {
  if (content.exams.length === 0) return 0;
  const levels = new Map((await db.select({ id: eikenLevels.id, code: eikenLevels.code }).from(eikenLevels)).map((level) => [level.code, level.id]));
  const positions = new Map<string, { classes: number; tests: number }>();
  let count = 0;
  await db.transaction(async (tx) => {
    for (const file of content.exams) {
      const levelCode = EXAM_FAMILY_LEVELS[file.exam];
      const levelId = levels.get(levelCode);
      if (!levelId) throw new ContentError(`content/exercises/exams: レベル ${levelCode} が登録されていません（content/eiken-toeic/levels.yaml）`);
      const next = positions.get(file.exam) ?? { classes: 0, tests: 0 };
      positions.set(file.exam, next);
      for (const entry of file.classes) {
        const values = { code: entry.code, levelId, kind: entry.kind, title: entry.title, titleEn: entry.title_en, description: entry.description, groupKey: eikenClassGroupKey(entry.code), position: next.classes++ };
        await tx.insert(eikenClasses).values(values).onConflictDoUpdate({ target: eikenClasses.code, set: values });
        count++;
      }
      for (const test of file.mock_tests) {
        const exam = {
          code: test.code,
          levelId,
          title: test.title,
          titleEn: test.title_en,
          description: test.description,
          minutes: test.minutes,
          passRatio: test.pass_ratio,
          groupKey: eikenChallengeGroupKey(test.code),
          sections: test.sections.map((section) => ({ kind: section.kind, title: section.title, resource_codes: section.resources.map((resource) => resource.code) })),
          position: next.tests++,
        };
        await tx.insert(eikenExams).values(exam).onConflictDoUpdate({ target: eikenExams.code, set: exam });
      }
    }
  });
  return count;
}

/** The CEFR can-do units and the placement test's bank (every item of their sets with its difficulty). */
async function loadCefrUnits(db: Database, content: ExerciseContent, ids: Map<string, number>): Promise<number> {
  let items = 0;
  await db.transaction(async (tx) => {
    for (const level of content.cefr) {
      for (const [position, unit] of level.units.entries()) {
        const values = { code: unit.code, level: level.level, title: unit.title, titleEn: unit.title_en, canDo: unit.can_do, canDoEn: unit.can_do_en, groupKey: cefrUnitGroupKey(unit.code), position };
        const [row] = await tx.insert(cefrUnits).values(values).onConflictDoUpdate({ target: cefrUnits.code, set: values }).returning({ id: cefrUnits.id });
        for (const set of unit.sets) {
          const resourceId = ids.get(set.resource.code)!;
          for (const [index, item] of set.resource.items.entries()) {
            const bankItem = { questionId: item.id, resourceId, unitId: row!.id, level: level.level, skill: set.skill, difficulty: set.difficulty[index]! };
            await tx.insert(cefrItems).values(bankItem).onConflictDoUpdate({ target: cefrItems.questionId, set: bankItem });
            items++;
          }
        }
      }
    }
  });
  return items;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Sets each content homework for its demo class once (matched by class and title). */
async function loadHomework(db: Database, content: ExerciseContent, ids: Map<string, number>, classIds: Partial<Record<'business' | 'college', number>>, now: Date): Promise<number> {
  let created = 0;
  for (const entry of content.homework) {
    const classId = classIds[entry.class];
    if (!classId) continue;
    const [existing] = await db
      .select({ id: homework.id })
      .from(homework)
      .where(and(eq(homework.classId, classId), eq(homework.title, entry.title)))
      .limit(1);
    if (existing) continue;
    const [teacher] = await db.select({ teacherId: classes.teacherId }).from(classes).where(eq(classes.id, classId)).limit(1);
    await createHomework(db, {
      classId,
      teacherId: teacher?.teacherId ?? null,
      title: entry.title,
      description: entry.description,
      startAt: new Date(now.getTime() - 60_000),
      dueAt: new Date(now.getTime() + entry.due_days * DAY_MS),
      expiresAt: entry.expires_days ? new Date(now.getTime() + entry.expires_days * DAY_MS) : null,
      requiredTimes: entry.required_times,
      hasLimit: entry.has_limit,
      limitNumber: entry.limit_number,
      switches: {
        sampleAnswer: entry.switches.sample_answer,
        speechSpeed: entry.switches.speech_speed,
        subtitle: entry.switches.subtitle,
        translation: entry.switches.translation,
        answerTips: entry.switches.answer_tips,
      },
      resourceIds: entry.topics.map((code) => ids.get(code)!),
    });
    created++;
  }
  return created;
}
